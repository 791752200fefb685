import CLayoutDiagramCairo
import Foundation
import LayoutDiagram

/// Draws scenes as the pages of one PDF through Cairo's PDF surface: the same drawing as
/// ``CairoRenderer``'s, at one PDF point per layout point, with text kept as text (the pinned
/// font embedded as a subset), so it can be searched and copied.
///
/// ```swift
/// let pdf = try CairoPDFRenderer(theme: .light).render(pages: [phoneScene, padScene])   // two pages
/// ```
///
/// The same scenes, theme, Cairo and font give the same bytes: the creation date is left out.
public struct CairoPDFRenderer: Sendable {
    /// The colours of every page.
    public var theme: DiagramTheme
    /// The font file for all text; `nil` uses the pinned font, as ``CairoRenderer/Options/fontPath``.
    public var fontPath: String?

    /// A renderer drawing with `theme` and the font at `fontPath` (`nil`: the pinned font).
    public init(theme: DiagramTheme = .light, fontPath: String? = nil) {
        self.theme = theme
        self.fontPath = fontPath
    }

    /// The longest side of a page, in points: 200 inches, the PDF specification's implementation
    /// limit at the default user unit, and what PDF viewers show. A larger page would need a
    /// `/UserUnit` (PDF 1.6), which Cairo does not write and many viewers ignore.
    public static let maxPageSide = 14_400.0

    /// `pdf`.
    public var fileExtension: String { "pdf" }

    /// The PDF file's bytes: one page per scene, each as large as its scene.
    ///
    /// - Throws: ``LayoutDiagram/DiagramSceneError`` when a scene fails
    ///   ``LayoutDiagram/DiagramScene/validate()``; ``CairoRenderError`` for a page
    ///   too large or too small (``pageSize(of:)``), before any page is drawn, a
    ///   font that cannot be loaded or a Cairo failure.
    public func render(pages scenes: [DiagramScene]) throws -> Data {
        guard let first = scenes.first else { throw CairoRenderError.invalidImageSize(width: 0, height: 0, limit: "a PDF needs a page") }
        for scene in scenes {
            try scene.validate()
            _ = try pageSize(of: scene)
        }
        let font = try PinnedFontFace.load(path: try FontLocation.resolve(fontPath))
        let firstSize = try pageSize(of: first)
        let document = try PDFDocument(width: firstSize.width, height: firstSize.height)
        guard let fontOptions = cairo_font_options_create() else {
            throw CairoStatus.error(CAIRO_STATUS_NO_MEMORY, "create font options")
        }
        defer { cairo_font_options_destroy(fontOptions) }
        // Outlines as the font draws them: a PDF viewer hints and anti-aliases for its own screen.
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        for scene in scenes {
            let size = try pageSize(of: scene)
            cairo_pdf_surface_set_size(document.surface, size.width, size.height)
            let context = try CairoContext(surface: document.surface, owner: document)
            try SceneDrawing(context: context, theme: theme, font: font, fontOptions: fontOptions,
                             range: CoordinateRange(scene: scene, scale: 1))
                .draw(scene, scale: 1)
            cairo_show_page(context.pointer)
            try context.checkStatus("draw a PDF page")
        }
        return try document.finish()
    }
}

extension CairoPDFRenderer {
    /// The page of `scene`, in points, as the SVG writes its size (rounded to 1/10000), after
    /// checking it against ``maxPageSide``, as ``CairoRenderer/pixelSize(of:)`` checks a PNG's pixels.
    ///
    /// - Throws: ``CairoRenderError/invalidPageSize(width:height:limit:)``.
    public func pageSize(of scene: DiagramScene) throws(CairoRenderError) -> (width: Double, height: Double) {
        let width = SVGNumbers.rounded(scene.size.width), height = SVGNumbers.rounded(scene.size.height)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw .invalidPageSize(width: width, height: height, limit: "each side must be at least 1 point")
        }
        guard width <= Self.maxPageSide, height <= Self.maxPageSide else {
            throw .invalidPageSize(width: width, height: height, limit: "each side must be at most "
                                   + "\(Int(Self.maxPageSide)) points (PDF's limit at the default user unit)")
        }
        return (width, height)
    }
}

/// A Cairo PDF surface writing into memory.
private final class PDFDocument {
    /// What the surface has written so far.
    private final class Bytes {
        var bytes: [UInt8] = []
    }

    let surface: OpaquePointer
    /// Outlives the surface, which calls back into it with each chunk of the file (see deinit).
    private let written: Bytes

    init(width: Double, height: Double) throws(CairoRenderError) {
        let written = Bytes()
        let surface = cairo_pdf_surface_create_for_stream({ context, data, length in
            guard let context else { return CAIRO_STATUS_WRITE_ERROR }
            let written = Unmanaged<Bytes>.fromOpaque(context).takeUnretainedValue()
            if let data, length > 0 { written.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(written).toOpaque(), width, height)
        guard let surface else { throw CairoStatus.error(CAIRO_STATUS_NO_MEMORY, "create a PDF") }
        self.surface = surface
        self.written = written
        // Without a date of its own, Cairo writes the time of the run, and no two files would be alike.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        try CairoStatus.check(cairo_surface_status(surface), "create a PDF")
    }

    /// Ends the document and gives its bytes.
    func finish() throws(CairoRenderError) -> Data {
        cairo_surface_finish(surface)
        try CairoStatus.check(cairo_surface_status(surface), "write the PDF")
        return Data(written.bytes)
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
