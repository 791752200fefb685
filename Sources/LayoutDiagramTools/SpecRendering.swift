import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramPipeline
import LayoutInput
import LayoutSpec

/// A spec drawn: solved (once per device), its scenes built, and drawn as ``DiagramRendering``
/// says. `render`, the gallery's artefacts, `check`, `markdown` and `watch` all draw through it.
/// The drawing settings are read and set through it (`rendering.format = .png`).
@dynamicMemberLookup
public struct SpecRendering {
    /// How the scenes are drawn.
    public var drawing = DiagramRendering()

    /// A setting of ``drawing``.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<DiagramRendering, Value>) -> Value {
        get { drawing[keyPath: keyPath] }
        set { drawing[keyPath: keyPath] = newValue }
    }

    /// Devices to draw side by side; empty draws the spec's `devices`, or
    /// its own container when it names none or ``usesSpecDevices`` is off.
    public var devices: [DeviceProfile] = []
    /// Off when the container was set on the command line (`--width`, `--height`).
    public var usesSpecDevices = true
    /// Elements whose frames are explained in callouts beside the layout (`render --explain`).
    public var explanations: [LayoutElementSelector] = []
    /// Reads the layout again for a device, when its source depends on it: a Swift file's layout
    /// function, whose section provider may choose by the device's width or size classes.
    public var reload: ((DeviceProfile) throws(ArtefactError) -> LayoutSpecification)?
    /// With an animation, ``render(_:)`` writes the layout moving as a user scrolls it
    /// (`render --animate`): an animated PNG or SVG (``animationFrames(for:)``).
    public var animation: ScrollAnimation?

    /// A rendering with every setting at ``DiagramRendering``'s default (SVG, the light theme, scale 2),
    /// drawing the spec's own devices.
    public init() {}

    /// The bytes of the diagram of `specification`.
    public func render(_ specification: LayoutSpecification) throws(ArtefactError) -> Data {
        try render(specification, beforeDrawing: { (_: Int) throws(ArtefactError) in })
    }

    /// The bytes of the diagram of `specification`; for a PNG, `beforeDrawing` is given its pixel count
    /// once its scene is built and before any pixel is drawn, and may refuse it by throwing.
    public func render(_ specification: LayoutSpecification,
                       beforeDrawing: (_ pixels: Int) throws(ArtefactError) -> Void) throws(ArtefactError) -> Data {
        if animation != nil { return try renderAnimation(specification) }
        if drawing.format == .html { return try explorerPage(for: specification) }
        if drawing.format == .pdf {
            let pages = try pages(for: specification)
            do {
                return try drawing.render(pages: pages)
            } catch {
                throw ArtefactError(specification.diagnostic("could not draw the layout: \(error)").description)
            }
        }
        let scene = try scene(for: specification)
        if drawing.format == .png {
            let size: (width: Int, height: Int)
            do {
                size = try drawing.pixelSize(of: scene)
            } catch {
                throw ArtefactError(specification.diagnostic("could not draw the layout: \(error)").description)
            }
            try beforeDrawing(size.width * size.height)
        }
        do {
            return try drawing.render(scene)
        } catch {
            throw ArtefactError(specification.diagnostic("could not draw the layout: \(error)").description)
        }
    }

    /// The scene of `specification`: one panel, or one per device side by side.
    public func scene(for specification: LayoutSpecification) throws(ArtefactError) -> DiagramScene {
        let (panels, options) = try panels(for: specification)
        return try build(specification) { () throws(DiagramSceneError) in
            try DiagramSceneBuilder(options: options).scene(forPanels: panels)
        }
    }

    /// What drawing `specification` will cost, counted from its solutions before any scene is built:
    /// the frames of all its panels, and for a PNG a lower bound of its pixels (the layouts side by
    /// side with their padding, each cut to its screen on a device or with `--viewport`, and
    /// bounded pictures counted as short as a fold can make them).
    public func cost(of specification: LayoutSpecification) throws(ArtefactError) -> (frames: Int, pixels: Int) {
        let (panels, options) = try panels(for: specification)
        let frames = panels.reduce(0) { $0 + $1.solution.frameCount }
        guard drawing.format == .png else { return (frames, 0) }
        var width = 2 * options.padding, height = 0.0
        for panel in panels {
            let content = panel.solution.collectionViewContentSize, container = panel.solution.containerSize
            var size = (width: Double(content.width), height: Double(content.height))
            // A panel on a device is cut to its screen; a bounded picture may fold all but a seam
            // of its scroll axis: only that much is sure to be drawn.
            if panels.count > 1 || panel.deviceName != nil && explanations.isEmpty || drawing.viewport {
                size = (Double(container.width), Double(container.height))
            } else if options.boundsLength {
                if panel.solution.scrollDirection == .vertical {
                    size.height = min(size.height, DiagramRendering.foldedLengthLowerBound)
                } else {
                    size.width = min(size.width, DiagramRendering.foldedLengthLowerBound)
                }
            }
            width += size.width
            height = max(height, size.height)
        }
        height += 2 * options.padding
        let scale = drawing.pixelScale
        let pixels = (width * scale).rounded(.down) * (height * scale).rounded(.down)
        return (frames, pixels.isFinite && pixels < 1e15 ? Int(pixels) : Int(1e15))
    }

    /// One scene per device (or one, for the spec's own container): the pages of a PDF.
    public func pages(for specification: LayoutSpecification) throws(ArtefactError) -> [DiagramScene] {
        let (panels, options) = try panels(for: specification)
        var pages: [DiagramScene] = []
        for panel in panels {
            pages.append(try build(specification) { () throws(DiagramSceneError) in
                try DiagramSceneBuilder(options: options).scene(forPanels: [panel])
            })
        }
        return pages
    }

    private func build(_ specification: LayoutSpecification,
                       _ body: () throws(DiagramSceneError) -> DiagramScene) throws(ArtefactError) -> DiagramScene {
        do {
            return try body()
        } catch {
            throw ArtefactError(specification.diagnostic("could not draw the layout: \(error)").description)
        }
    }

    /// The spec solved once per device, and the options every panel is drawn with.
    func panels(for specification: LayoutSpecification) throws(ArtefactError)
        -> (panels: [DiagramPanel], options: DiagramOptions) {
        let measure: TextMeasure
        do {
            measure = try TextMeasure.pinned()
        } catch {
            throw ArtefactError("error: \(error)")
        }
        var panels: [DiagramPanel] = []
        var options: DiagramOptions?
        for (device, spec) in try deviceSpecifications(for: specification) {
            var solution = try spec.solveForArtefacts()
            let insets = spec.safeAreaInsets
            let safeArea = DiagramEdgeInsets(insets, layoutDirection: solution.layoutDirection)
            let rest = solution.restingContentOffset(adjustedContentInsets: insets)
            var panel = DiagramPanel(solution: solution, deviceName: device?.displayName,
                                     traits: DiagramOptions.traitNames(spec.traitCollection),
                                     device: DiagramScreen(contentOffset: Double(rest), safeArea: safeArea))
            if drawing.viewport || drawing.contentOffset != nil {
                let offset = drawing.contentOffset.map { CGFloat($0) } ?? rest
                solution = solution.pinned(atContentOffset: offset, adjustedContentInsets: insets)
                panel.solution = solution
                if drawing.viewport { panel.screen = DiagramScreen(contentOffset: Double(offset), safeArea: safeArea) }
            }
            panels.append(panel)
            if options == nil {
                options = drawing.sceneOptions.describing(spec)
                // Visible items' effects are drawn as they are at the offset drawn: at rest, or --content-offset.
                options?.contentOffset = drawing.contentOffset ?? Double(rest)
                // Each explanation solves the layout again: a budget, counted from this solution.
                let elements = try ExplainedElements(explanations)
                try elements.checkBudget(frames: solution.frameCount, of: spec)
                options?.explanations = try elements.selectors.map { element throws(ArtefactError) in
                    DiagramExplanation(try spec.explainForArtefacts(element))
                }
            }
        }
        guard var options else { throw ArtefactError(specification.diagnostic("nothing to draw").description) }
        if !explanations.isEmpty, panels.count > 1 {
            throw ArtefactError(specification.diagnostic(
                "explanations are drawn for one device at a time; choose one with --device").description)
        }
        options.textMeasure = measure
        return (panels, options)
    }
}

extension SpecRendering {
    /// Each device drawn (or `nil`, for the spec's own container) with the spec as it is on it:
    /// read again for it (``reload``), with its container, safe area and traits.
    func deviceSpecifications(for specification: LayoutSpecification) throws(ArtefactError)
        -> [(device: DeviceProfile?, specification: LayoutSpecification)] {
        let devices = !self.devices.isEmpty ? self.devices : usesSpecDevices ? specification.devices : []
        var result: [(device: DeviceProfile?, specification: LayoutSpecification)] = []
        for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            var spec = specification
            if let device {
                if let reload { spec = try reload(device) }
                spec.apply(device)
            }
            result.append((device, spec))
        }
        return result
    }
}

extension DiagramOptions {
    /// These options for a spec: its title (or file name; none for a spec read from standard
    /// input) and its section names. Without a salt, ids and classes are the stable `ld-s0-i3`,
    /// so a one-value change in a spec changes only the lines of what it moves; a salt keeps
    /// several diagrams inlined in one page apart. Item labels travel in the solution, and the
    /// scene writes its own summary.
    func describing(_ specification: LayoutSpecification) -> DiagramOptions {
        let fromStandardInput = specification.path == SpecReader.standardInputName
        var options = self
        options.title = specification.title
            ?? (fromStandardInput ? nil : URL(fileURLWithPath: specification.path).deletingPathExtension().lastPathComponent)
        options.sectionNames = specification.sections.map(\.name)
        return options
    }
}
