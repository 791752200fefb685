import CLayoutDiagramCairo
import Foundation
import LayoutDiagram

/// Draws a ``LayoutDiagram/DiagramScene`` as a PNG through Cairo, with the
/// pinned font.
///
/// ```swift
/// let renderer = CairoRenderer(options: .init(theme: .dark, scale: 2))
/// let png = try renderer.render(scene)          // PNG bytes, scene.size × 2 pixels (rounded up)
/// let image = try renderer.rasterize(scene)     // the same pixels, decoded
/// ```
///
/// The picture is the one an SVG viewer (librsvg) paints for the
/// `SVGRenderer` document of the same scene and theme, zoomed by the same
/// scale: the same numbers (rounded to 1/10000 as the SVG writes them), the
/// same stroke rules (rectangles stroked inside their frame, miter joins,
/// butt caps), the same compositing (each node as a whole with its opacity)
/// and the same font. The image is `ceil(size × scale)` pixels on each side,
/// and one layout point is `scale` pixels. Text differs from librsvg only in
/// anti-aliasing at glyph edges (librsvg shapes text with Pango).
///
/// - Limits, checked before anything is drawn: the scale must be finite,
///   from ``minScale`` to ``maxScale``; each side of the image must be at
///   least 1 and at most ``maxPixelSide`` pixels (Cairo's own limit), and
///   the image at most ``maxPixelCount`` pixels.
/// - Shapes get Cairo's default anti-aliasing; text gets grey anti-aliasing
///   with hinting off, so glyphs sit where the font's advances put them,
///   as they do when the scene is measured.
/// - Output is deterministic: the same scene, options, Cairo and font give
///   the same bytes. Across Cairo versions anti-aliasing changes, so compare
///   decoded pixels with a tolerance and record ``cairoVersion``.
/// - Each call draws into its own surface, so one renderer may be used from
///   several threads at once.
public struct CairoRenderer: DiagramRenderer, Sendable {
    /// How the PNG is drawn.
    public struct Options: Hashable, Sendable {
        /// The look of the diagram.
        public var theme: DiagramTheme
        /// Pixels per layout point (2 for a Retina-like image).
        public var scale: Double
        /// The TrueType or OpenType font file for all text; `nil` uses the
        /// pinned font, ``LayoutDiagram/FontMetrics/pinnedFontPath()``
        /// (`$LAYOUT_DIAGRAM_FONT`, else DejaVu Sans). The scene should have
        /// been measured with the same font.
        public var fontPath: String?

        /// Options drawing with `theme`, `scale` pixels per point and the font at `fontPath` (`nil`: the pinned font).
        public init(theme: DiagramTheme = .light, scale: Double = 2, fontPath: String? = nil) {
            self.theme = theme
            self.scale = scale
            self.fontPath = fontPath
        }
    }

    /// The largest scale accepted.
    public static let maxScale: Double = 8
    /// The smallest scale accepted: a tenth of a pixel per point. Below it a
    /// diagram is a few pixels of nothing, and near zero Cairo's matrix
    /// cannot be inverted.
    public static let minScale: Double = 0.1
    /// The longest side of an image, in pixels: Cairo cannot make a larger surface.
    public static let maxPixelSide = 32_767
    /// The most pixels in an image (400 MB of pixel memory, twice over while
    /// a raster is copied out).
    public static let maxPixelCount = 100_000_000

    /// How the renderer draws.
    public var options: Options

    /// A renderer drawing as `options` says.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// `png`.
    public var fileExtension: String { "png" }

    /// What an image at ``Options/scale`` can hold, in points, for
    /// ``LayoutDiagram/DiagramOptions/sizeLimit``: a scene builder given it
    /// refuses a layout too large for a PNG before drawing anything.
    public var sizeLimit: DiagramSizeLimit {
        let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1
        let side = Double(Self.maxPixelSide) / scale
        return DiagramSizeLimit(
            side: min(side, DiagramScene.maxSide), area: Double(Self.maxPixelCount) / (scale * scale),
            reason: "a PNG at scale \(DiagramNumber.format(scale)) is at most \(DiagramNumber.format(side.rounded(.down))) "
                + "points a side and \(Self.maxPixelCount) pixels in all")
    }

    /// The version of the Cairo library drawing the images, such as `1.16.0`.
    public static var cairoVersion: String { String(cString: cairo_version_string()) }

    /// The PNG file's bytes.
    ///
    /// - Throws: ``LayoutDiagram/DiagramSceneError`` when the scene fails
    ///   ``LayoutDiagram/DiagramScene/validate()``; ``CairoRenderError`` for a
    ///   bad scale, an image too small or too large, a font that cannot be
    ///   loaded, or a Cairo failure.
    ///
    /// The file carries a `Software` text chunk naming the Cairo version
    /// (``softwareDescription``), so a golden image records what drew it.
    public func render(_ scene: DiagramScene) throws -> Data {
        try PNGTextChunk.inserting([PNGTextChunk.softwareKeyword: Self.softwareDescription], into: draw(scene).pngData())
    }

    /// `layout-diagram, Cairo 1.16.0`: what the PNGs' `Software` chunk says.
    public static var softwareDescription: String { "layout-diagram, Cairo \(cairoVersion)" }

    /// The same pixels as ``render(_:)``, without encoding them: equal to
    /// `PNGCodec.decode(render(scene))`.
    ///
    /// - Throws: as ``render(_:)``.
    public func rasterize(_ scene: DiagramScene) throws -> RasterImage {
        try draw(scene).rasterImage()
    }

    /// The image's size in pixels, `ceil(scene.size × scale)`, after checking
    /// the scale and the limits. The size is taken as the SVG writes it
    /// (rounded to 1/10000), so an SVG viewer zooming the SVG by `scale`
    /// makes an image of the same size.
    ///
    /// - Throws: ``CairoRenderError/invalidScale(_:)`` or
    ///   ``CairoRenderError/invalidImageSize(width:height:limit:)``.
    public func pixelSize(of scene: DiagramScene) throws(CairoRenderError) -> (width: Int, height: Int) {
        let scale = options.scale
        guard scale.isFinite, scale >= Self.minScale, scale <= Self.maxScale else { throw .invalidScale(scale) }
        let width = (SVGNumbers.rounded(scene.size.width) * scale).rounded(.up)
        let height = (SVGNumbers.rounded(scene.size.height) * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw .invalidImageSize(width: width, height: height, limit: "each side must be at least 1 pixel")
        }
        let maxSide = Double(Self.maxPixelSide)
        guard width <= maxSide, height <= maxSide else {
            throw .invalidImageSize(width: width, height: height,
                                    limit: "each side must be at most \(Self.maxPixelSide) pixels (Cairo's limit)")
        }
        guard width * height <= Double(Self.maxPixelCount) else {
            throw .invalidImageSize(width: width, height: height,
                                    limit: "the image must have at most \(Self.maxPixelCount) pixels")
        }
        return (Int(width), Int(height))
    }

    /// A surface holding the drawn scene.
    private func draw(_ scene: DiagramScene) throws -> ImageSurface {
        try scene.validate()
        let size = try pixelSize(of: scene)
        let font = try PinnedFontFace.load(path: try FontLocation.resolve(options.fontPath))
        let fontOptions = try Self.makeFontOptions()
        defer { cairo_font_options_destroy(fontOptions) }

        let surface = try ImageSurface(width: size.width, height: size.height)
        let context = try CairoContext(surface)
        try SceneDrawing(context: context, theme: options.theme, font: font, fontOptions: fontOptions,
                         range: CoordinateRange(scene: scene, scale: options.scale))
            .draw(scene, scale: options.scale)
        try surface.checkStatus("draw the scene")
        return surface
    }

    /// Unhinted metrics and outlines, so advances match the font's own
    /// (and the measurement the scene was built with), and grey
    /// anti-aliasing, never sub-pixel colour fringes.
    private static func makeFontOptions() throws(CairoRenderError) -> OpaquePointer {
        guard let options = cairo_font_options_create() else {
            throw CairoStatus.error(CAIRO_STATUS_NO_MEMORY, "create font options")
        }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        let status = cairo_font_options_status(options)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_options_destroy(options)
            throw CairoStatus.error(status, "create font options")
        }
        return options
    }
}
