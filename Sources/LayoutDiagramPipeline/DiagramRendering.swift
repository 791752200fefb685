import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramSVG

/// How a diagram is drawn, and the drawing: a scene rendered as SVG, PNG or PDF bytes.
///
/// It knows nothing of specs: a spec's solutions become scenes in `LayoutDiagramTools`'
/// `SpecRendering`, which carries one of these; the snapshot helper draws a solution solved
/// in Swift with ``png(of:options:theme:scale:)``.
public struct DiagramRendering: Sendable {
    /// The file formats a diagram is written in.
    public enum Format: String, CaseIterable, Sendable {
        /// SVG, written by hand; PNG, drawn by Cairo.
        case svg, png
        /// One page per device, text as text (``LayoutDiagramCairo/CairoPDFRenderer``).
        case pdf
        /// A self-contained page to explore the layout in (`LayoutDiagramTools`' `ExplorerPage`,
        /// from a spec); a scene alone is drawn into it as its SVG in both themes.
        case html
    }

    /// A built-in theme, or for SVG both, switched by the viewer's colour scheme.
    public enum Theme: String, CaseIterable, Sendable {
        /// Light or dark colours, or (SVG only) both, switched by `prefers-color-scheme`.
        case light, dark, auto
    }

    /// What lies behind the diagram: the theme's colour, or nothing (mermaid-cli's `-b transparent`),
    /// for a picture laid on a page of any colour.
    public enum Background: String, CaseIterable, Sendable {
        /// The theme's background colour, or none.
        case theme, transparent
    }

    /// The file format (`--format`).
    public var format: Format = .svg
    /// The colours (`--theme`).
    public var theme: Theme = .light
    /// What lies behind the diagram (`--background`).
    public var background: Background = .theme
    /// Pixels per point in a PNG (`--scale`).
    public var scale: Double = 2
    /// What the scene shows: annotations, overflow, legend, caption, padding, salt. Declared once, in
    /// `LayoutDiagram`; a spec's title and section names are added to it when its scene is built.
    public var options = DiagramOptions()
    /// Whether an SVG starts with `<?xml …?>` (off with `--no-xml-declaration`, for inlining in HTML).
    public var xmlDeclaration = true
    /// Whether only the screen is drawn (`--viewport`).
    public var viewport = false
    /// Where the screen looks and pinned views are drawn; `nil`: at rest.
    public var contentOffset: Double?

    /// The standard settings: SVG, light, scale 2, the default ``DiagramOptions``.
    public init() {}

    /// The bytes of `scene`, as SVG or PNG (a PDF is drawn from pages: ``render(pages:)``).
    public func render(_ scene: DiagramScene) throws -> Data {
        switch format {
        case .svg, .html:
            let light = painted(theme == .dark ? DiagramTheme.dark : .light)
            let auto = theme == .auto || format == .html
            return try SVGRenderer(options: .init(theme: auto ? painted(.light) : light, darkTheme: auto ? painted(.dark) : nil,
                                                  xmlDeclaration: xmlDeclaration)).render(scene)
        case .png, .pdf:
            return try pngRenderer.render(scene)
        }
    }

    /// A PDF of `pages`, one scene a page.
    public func render(pages: [DiagramScene]) throws -> Data {
        try CairoPDFRenderer(theme: painted(theme == .dark ? .dark : .light)).render(pages: pages)
    }

    /// The pixels a PNG of `scene` will have, before any is drawn.
    public func pixelSize(of scene: DiagramScene) throws -> (width: Int, height: Int) {
        try pngRenderer.pixelSize(of: scene)
    }

    /// The pixels a PNG has per point.
    public var pixelScale: Double { pngRenderer.options.scale }

    var pngRenderer: CairoRenderer {
        CairoRenderer(options: .init(theme: painted(theme == .dark ? .dark : .light), scale: scale))
    }

    /// `theme` with the background asked for.
    func painted(_ theme: DiagramTheme) -> DiagramTheme {
        var theme = theme
        if background == .transparent { theme.background = nil }
        return theme
    }

    /// ``options`` with what the format decides of a scene: its size limit, and whether the scroll
    /// axis is bounded (`--overflow all` draws everything: its length as well as orthogonal content).
    public var sceneOptions: DiagramOptions {
        var options = options
        options.boundsLength = options.orthogonalOverflow != nil
        switch format {
        case .png: options.sizeLimit = pngRenderer.sizeLimit
        case .pdf: options.sizeLimit = Self.pdfPageLimit
        case .svg, .html: break
        }
        return options
    }

    /// What a bounded picture surely draws of its scroll axis: a seam, should all else be folded.
    public static let foldedLengthLowerBound: Double = 28

    /// PDF viewers show pages of at most 14,400 points a side (200 inches: the PDF specification's
    /// implementation limit at the default user unit).
    public static let pdfPageLimit = DiagramSizeLimit(
        side: CairoPDFRenderer.maxPageSide, area: CairoPDFRenderer.maxPageSide * CairoPDFRenderer.maxPageSide,
        reason: "a PDF page is at most \(Int(CairoPDFRenderer.maxPageSide)) points a side")
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
