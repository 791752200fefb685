import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramSVG
import LayoutSpec

/// Everything that decides how a spec is drawn, and the drawing: the spec
/// solved (once per device), its scene built, and the scene rendered as SVG
/// or PNG. `render`, the gallery's artefacts and `check` all draw through it.
public struct DiagramRendering {
    /// The file formats a diagram is written in.
    public enum Format: String, CaseIterable, Sendable {
        case svg, png
        /// One page per device, text as text (``LayoutDiagramCairo/CairoPDFRenderer``).
        case pdf
    }

    /// A built-in theme, or for SVG both, switched by the viewer's colour scheme.
    public enum Theme: String, CaseIterable, Sendable {
        case light, dark, auto
    }

    /// What lies behind the diagram: the theme's colour, or nothing (mermaid-cli's `-b transparent`),
    /// for a picture laid on a page of any colour.
    public enum Background: String, CaseIterable, Sendable {
        case theme, transparent
    }

    public var format: Format = .svg
    public var theme: Theme = .light
    public var background: Background = .theme
    public var scale: Double = 2
    /// Devices to draw side by side; empty draws the spec's `devices`, or
    /// its own container when it names none or ``usesSpecDevices`` is off.
    public var devices: [DeviceProfile] = []
    /// Off when the container was set on the command line (`--width`, `--height`).
    public var usesSpecDevices = true
    public var annotations: DiagramAnnotations = .first
    public var clipsOrthogonalContent = false
    public var orthogonalOverflow: Double? = 1
    public var showsLegend = true
    public var showsCaption = true
    public var padding: Double = 16
    public var salt: String?
    public var xmlDeclaration = true
    /// Whether only the screen is drawn (`--viewport`).
    public var viewport = false
    /// Where the screen looks and pinned views are drawn; `nil`: at rest.
    public var contentOffset: Double?
    /// Elements whose frames are explained in callouts beside the layout (`render --explain`).
    public var explanations: [LayoutElementSelector] = []
    /// Reads the layout again for a device, when its source depends on it: a Swift file's layout
    /// function, whose section provider may choose by the device's width or size classes.
    public var reload: ((DeviceProfile) throws(ArtefactError) -> LayoutSpecification)?

    public init() {}

    /// The bytes of the diagram of `specification`.
    public func render(_ specification: LayoutSpecification) throws(ArtefactError) -> Data {
        try render(specification, beforeDrawing: { (_: Int) throws(ArtefactError) in })
    }

    /// The bytes of the diagram of `specification`; for a PNG, `beforeDrawing` is given its pixel count
    /// once its scene is built and before any pixel is drawn, and may refuse it by throwing.
    public func render(_ specification: LayoutSpecification,
                       beforeDrawing: (_ pixels: Int) throws(ArtefactError) -> Void) throws(ArtefactError) -> Data {
        if format == .pdf {
            let pages = try pages(for: specification)
            do {
                return try CairoPDFRenderer(theme: painted(theme == .dark ? .dark : .light)).render(pages: pages)
            } catch {
                throw ArtefactError(specification.diagnostic("could not draw the layout: \(error)").description)
            }
        }
        let scene = try scene(for: specification)
        if format == .png {
            let size: (width: Int, height: Int)
            do {
                size = try pngRenderer.pixelSize(of: scene)
            } catch {
                throw ArtefactError(specification.diagnostic("could not draw the layout: \(error)").description)
            }
            try beforeDrawing(size.width * size.height)
        }
        do {
            switch format {
            case .svg:
                let light = painted(theme == .dark ? DiagramTheme.dark : .light)
                return try SVGRenderer(options: .init(theme: light, darkTheme: theme == .auto ? painted(.dark) : nil,
                                                      xmlDeclaration: xmlDeclaration)).render(scene)
            case .png, .pdf:
                return try pngRenderer.render(scene)
            }
        } catch {
            throw ArtefactError(specification.diagnostic("could not draw the layout: \(error)").description)
        }
    }

    private var pngRenderer: CairoRenderer {
        CairoRenderer(options: .init(theme: painted(theme == .dark ? .dark : .light), scale: scale))
    }

    /// `theme` with the background asked for.
    private func painted(_ theme: DiagramTheme) -> DiagramTheme {
        var theme = theme
        if background == .transparent { theme.background = nil }
        return theme
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
        guard format == .png else { return (frames, 0) }
        var width = 2 * options.padding, height = 0.0
        for panel in panels {
            let content = panel.solution.collectionViewContentSize, container = panel.solution.containerSize
            var size = (width: Double(content.width), height: Double(content.height))
            // A panel on a device is cut to its screen; a bounded picture may fold all but a seam
            // of its scroll axis: only that much is sure to be drawn.
            if panels.count > 1 || panel.deviceName != nil && explanations.isEmpty || viewport {
                size = (Double(container.width), Double(container.height))
            } else if options.boundsLength {
                if panel.solution.scrollDirection == .vertical {
                    size.height = min(size.height, Self.foldedLengthLowerBound)
                } else {
                    size.width = min(size.width, Self.foldedLengthLowerBound)
                }
            }
            width += size.width
            height = max(height, size.height)
        }
        height += 2 * options.padding
        let scale = pngRenderer.options.scale
        let pixels = (width * scale).rounded(.down) * (height * scale).rounded(.down)
        return (frames, pixels.isFinite && pixels < 1e15 ? Int(pixels) : Int(1e15))
    }

    /// What a bounded picture surely draws of its scroll axis: a seam, should all else be folded.
    static let foldedLengthLowerBound: Double = 28

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
    private func panels(for specification: LayoutSpecification) throws(ArtefactError)
        -> (panels: [DiagramPanel], options: DiagramOptions) {
        let measure: TextMeasure
        do {
            measure = try TextMeasure.pinned()
        } catch {
            throw ArtefactError("error: \(error)")
        }
        var panels: [DiagramPanel] = []
        var options: DiagramOptions?
        let devices = !self.devices.isEmpty ? self.devices : usesSpecDevices ? specification.devices : []
        for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            var spec = specification
            if let device {
                if let reload { spec = try reload(device) }
                spec.apply(device)
            }
            var solution = try spec.solveForArtefacts()
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
            if options == nil {
                options = DiagramOptions(specification: spec, padding: padding, salt: salt)
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
        options.annotations = annotations
        options.clipsOrthogonalContent = clipsOrthogonalContent
        options.orthogonalOverflow = orthogonalOverflow
        // `--overflow all` draws everything: the scroll axis's length as well as orthogonal content.
        options.boundsLength = orthogonalOverflow != nil
        options.showsLegend = showsLegend
        options.showsCaption = showsCaption
        switch format {
        case .png: options.sizeLimit = pngRenderer.sizeLimit
        case .pdf: options.sizeLimit = Self.pdfPageLimit
        case .svg: break
        }
        return (panels, options)
    }

    /// PDF viewers show pages of at most 14,400 points a side (200 inches: the PDF specification's
    /// implementation limit at the default user unit).
    static let pdfPageLimit = DiagramSizeLimit(
        side: CairoPDFRenderer.maxPageSide, area: CairoPDFRenderer.maxPageSide * CairoPDFRenderer.maxPageSide,
        reason: "a PDF page is at most \(Int(CairoPDFRenderer.maxPageSide)) points a side")
}

extension DiagramOptions {
    /// Diagram options for a spec: its title (or file name; none for a spec read from standard
    /// input), its section names, and the salt asked for. Without one, ids and classes are the
    /// stable `ld-s0-i3`, so a one-value change in a spec changes only the lines of what it moves;
    /// a salt keeps several diagrams inlined in one page apart. Item labels travel in the
    /// solution, and the scene writes its own summary.
    init(specification: LayoutSpecification, padding: Double, salt: String?) {
        let fromStandardInput = specification.path == SpecReader.standardInputName
        let title = specification.title
            ?? (fromStandardInput ? nil : URL(fileURLWithPath: specification.path).deletingPathExtension().lastPathComponent)
        self.init(title: title,
                  sectionNames: specification.sections.map(\.name),
                  padding: padding,
                  salt: salt.map { DiagramSalt($0) } ?? .default)
    }
}

extension DiagramRendering {
    /// The PNG of a solution solved in Swift, as the snapshot helper draws it: `options` decide
    /// the scene, `theme` and `scale` the pixels. Like a spec's, the scene is checked against
    /// the PNG limits before it is drawn.
    public static func png(of solution: LayoutSolution, options: DiagramOptions, theme: DiagramTheme,
                           scale: Double) throws -> Data {
        let renderer = CairoRenderer(options: .init(theme: theme, scale: scale))
        var options = options
        options.sizeLimit = renderer.sizeLimit
        return try renderer.render(DiagramSceneBuilder(options: options).scene(for: solution))
    }
}
