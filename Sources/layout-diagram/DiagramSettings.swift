import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramSVG
import LayoutSpec

/// The output formats `render` writes.
enum DiagramFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, png
}

/// `--theme`: a built-in theme, or for SVG both, switched by the viewer's colour scheme.
enum ThemeChoice: String, ExpressibleByArgument, CaseIterable {
    case light, dark, auto
}

extension DiagramAnnotations: ExpressibleByArgument {}

/// Everything that decides how a spec is drawn, shared by the commands that
/// draw (`render`, and the gallery and checks built on it).
struct DiagramSettings {
    var format: DiagramFormat = .svg
    var theme: ThemeChoice = .light
    var scale: Double = 2
    /// Devices to draw side by side; empty draws the spec's `devices`, or
    /// its own container when it names none or ``usesSpecDevices`` is off.
    var devices: [DeviceProfile] = []
    /// Off when the container was set on the command line (`--width`, `--height`).
    var usesSpecDevices = true
    var annotations: DiagramAnnotations = .first
    var clipsOrthogonalContent = false
    var orthogonalOverflow: Double? = 1
    var showsLegend = true
    var showsCaption = true
    var padding: Double = 16
    var salt: String?
    var xmlDeclaration = true
    /// Whether only the screen is drawn (`--viewport`).
    var viewport = false
    /// Where the screen looks and pinned views are drawn; `nil`: at rest.
    var contentOffset: Double?

    /// The bytes of the diagram of `specification`.
    func render(_ specification: LayoutSpecification) throws(CommandFailure) -> Data {
        let scene = try scene(for: specification)
        do {
            switch format {
            case .svg:
                let light = theme == .dark ? DiagramTheme.dark : .light
                return try SVGRenderer(options: .init(theme: light, darkTheme: theme == .auto ? .dark : nil,
                                                      xmlDeclaration: xmlDeclaration)).render(scene)
            case .png:
                return try pngRenderer.render(scene)
            }
        } catch {
            throw .badInput(specification.diagnostic("could not draw the layout: \(error)").description)
        }
    }

    private var pngRenderer: CairoRenderer {
        CairoRenderer(options: .init(theme: theme == .dark ? .dark : .light, scale: scale))
    }

    /// The scene of `specification`: one panel, or one per device side by side.
    func scene(for specification: LayoutSpecification) throws(CommandFailure) -> DiagramScene {
        let measure: TextMeasure
        do {
            measure = try TextMeasure.pinned()
        } catch {
            throw .badInput("error: \(error)")
        }
        var panels: [DiagramPanel] = []
        var options: DiagramOptions?
        let devices = !self.devices.isEmpty ? self.devices : usesSpecDevices ? specification.devices : []
        for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            var spec = specification
            if let device { spec.apply(device) }
            var solution = try spec.solveForCommand()
            let insets = spec.safeAreaInsets
            let safeArea = DiagramEdgeInsets(insets, layoutDirection: solution.layoutDirection)
            let rest = solution.restingContentOffset(adjustedContentInsets: insets)
            var panel = DiagramPanel(solution: solution, deviceName: device?.displayName,
                                     traits: DiagramOptions.traitNames(spec.traitCollection),
                                     device: DiagramScreen(contentOffset: Double(rest), safeArea: safeArea))
            if viewport || contentOffset != nil {
                let offset = contentOffset.map { CGFloat($0) } ?? rest
                solution = solution.pinned(atContentOffset: offset, adjustedContentInsets: insets)
                panel.solution = solution
                if viewport { panel.screen = DiagramScreen(contentOffset: Double(offset), safeArea: safeArea) }
            }
            panels.append(panel)
            if options == nil { options = DiagramOptions(specification: spec, padding: padding, salt: salt) }
        }
        guard var options else { throw .badInput(specification.diagnostic("nothing to draw").description) }
        options.textMeasure = measure
        options.annotations = annotations
        options.clipsOrthogonalContent = clipsOrthogonalContent
        options.orthogonalOverflow = orthogonalOverflow
        options.showsLegend = showsLegend
        options.showsCaption = showsCaption
        if format == .png { options.sizeLimit = pngRenderer.sizeLimit }
        do {
            return try DiagramSceneBuilder(options: options).scene(forPanels: panels)
        } catch {
            throw .badInput(specification.diagnostic("could not draw the layout: \(error)").description)
        }
    }
}

extension DiagramOptions {
    /// Diagram options for a spec: its title (or file name), its section names,
    /// and a salt from its hash. Item labels travel in the solution, and the
    /// scene writes its own summary.
    init(specification: LayoutSpecification, padding: Double, salt: String?) {
        let title = specification.title
            ?? URL(fileURLWithPath: specification.path).deletingPathExtension().lastPathComponent
        self.init(title: title,
                  sectionNames: specification.sections.map(\.name),
                  padding: padding,
                  salt: DiagramSalt(salt ?? "ld" + String(specification.sourceDigest.prefix(6))))
    }
}
