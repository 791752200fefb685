import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramPipeline
import LayoutInput
import LayoutSpec

extension SpecRendering {
    /// The explorer page of `specification` (``ExplorerPage``), one part per device, as
    /// `render -o NAME.html` writes it: each device's scene drawn alone, in both themes, with
    /// every element's explanation and the scroll controls' keyframes.
    ///
    /// A spec that names its own `devices` (and no `--device` overrides them) gets its own
    /// container first, the one `explain` explains in, so that the page opens on the text
    /// `explain` prints; its devices follow.
    public func explorerPage(for specification: LayoutSpecification) throws(ArtefactError) -> Data {
        var each = try deviceSpecifications(for: specification)
        if self.devices.isEmpty, usesSpecDevices, !specification.devices.isEmpty {
            each.insert((nil, specification), at: 0)
        }
        var devices: [ExplorerDevice] = []
        for (index, (device, spec)) in each.enumerated() {
            devices.append(try explorerDevice(spec, device: device, salt: index, whole: specification))
        }
        do {
            return try ExplorerPage(title: drawing.sceneOptions.describing(specification).title ?? "Layout",
                                    devices: devices).html()
        } catch {
            throw ArtefactError(specification.diagnostic("could not write the page: \(error)").description)
        }
    }

    /// One device's part: its scene as `render` draws it on that device alone, its targets,
    /// their explanations and its scroll controls.
    private func explorerDevice(_ spec: LayoutSpecification, device: DeviceProfile?, salt index: Int,
                                whole: LayoutSpecification) throws(ArtefactError) -> ExplorerDevice {
        // The device's spec (read again and applied already) in its own container, uncut: the
        // whole content, which the page scrolls through.
        var rendering = self
        rendering.devices = []
        rendering.usesSpecDevices = false
        rendering.reload = nil
        // The first part has the SVG's own ids (`ld-s0-i3`); the others are kept apart (`ld-d1-s0-i3`).
        let base = drawing.options.salt
        let salt = index == 0 ? base : DiagramSalt(base.prefixing("d\(index)"))
        rendering.drawing.options.salt = salt
        rendering.drawing.format = .svg
        rendering.drawing.theme = .auto
        rendering.drawing.xmlDeclaration = false
        let scene = try rendering.scene(for: spec)
        let svg: String
        do {
            svg = String(decoding: try rendering.drawing.render(scene), as: UTF8.self)
        } catch {
            throw ArtefactError(whole.diagnostic("could not draw the layout: \(error)").description)
        }
        let solution = try spec.solveForArtefacts()
        let insets = spec.safeAreaInsets
        let drawn = drawing.contentOffset.map {
            solution.pinned(atContentOffset: CGFloat($0), adjustedContentInsets: insets)
        } ?? (drawing.viewport ? solution.pinned(atContentOffset: solution.restingContentOffset(adjustedContentInsets: insets),
                                                 adjustedContentInsets: insets) : solution)
        let targets = ExplorerTargets(scene: scene, solution: drawn)
        var explanations: [String: String] = [:]
        var solved = 0
        for selector in targets.selectors {
            solved += solution.frameCount
            // Each explanation solves the layout again: as many as `explain` may solve at once,
            // ExplainedElements.maxFramesSolved frames; past it, the rest say why they are missing.
            guard solved <= ExplainedElements.maxFramesSolved else {
                explanations[selector.description] = "Not explained on this page: explaining every element of a layout of "
                    + "\(solution.frameCount) frames would solve it too many times; run layout-diagram explain --element "
                    + "\(selector)."
                continue
            }
            do {
                explanations[selector.description] = try spec.explainForArtefacts(selector).description
            } catch {
                explanations[selector.description] = error.message
            }
        }
        let scrolling = ExplorerScrolling(scene: scene, drawn: drawn, solution: solution, safeArea: insets,
                                          drawnOffset: drawing.contentOffset ?? (drawing.viewport
                                              ? Double(solution.restingContentOffset(adjustedContentInsets: insets)) : nil),
                                          salt: salt)
        // Visible items' looks, keyframed for every control, within one budget for the page's device.
        var budget = ExplorerLooks.maxElementLooks
        let scroll = scrolling.mainAxis(budget: &budget)
        let orthogonal = scrolling.orthogonalSections(budget: &budget)
        return ExplorerDevice(name: device?.displayName ?? Self.containerName(solution), salt: salt.rawValue, svg: svg,
                              targets: targets.targets, aliases: targets.aliases, explanations: explanations,
                              scroll: scroll, orthogonal: orthogonal)
    }

    /// `The spec's container, 390 × 844`: a spec's own container, named by its size.
    private static func containerName(_ solution: LayoutSolution) -> String {
        "The spec's container, \(DiagramNumber.format(Double(solution.containerSize.width))) × \(DiagramNumber.format(Double(solution.containerSize.height)))"
    }
}
