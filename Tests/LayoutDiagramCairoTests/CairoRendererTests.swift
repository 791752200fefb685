import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import Testing

/// The PNG renderer's drawing rules, checked on decoded pixels of hand-built
/// scenes in the light theme (white background).
///
/// Positions are worked out by hand: a scene with padding `p` draws layout
/// point (x, y) at page point (x + p, y + p), and page point (X, Y) covers
/// pixel (floor(X × scale), floor(Y × scale)).
@Suite struct CairoRendererTests {
    static let white = RasterImage.Pixel(0xFFFFFF)
    static let cellFill = RasterImage.Pixel(0xDBEAFE)
    static let cellStroke = RasterImage.Pixel(0x3B82F6)
    static let dimension = RasterImage.Pixel(0xDC2626)
    static let restMarker = RasterImage.Pixel(0x0F172A)
    static let groupStroke = RasterImage.Pixel(0x7C3AED)

    /// Bounds 100×60 with padding 10 (120×80 points):
    /// - a cell at (0, 0, 40, 20): page (10, 10)–(50, 30);
    /// - a dimension line from (50, 5.5) to (90, 5.5): page y = 15.5, x 60–100;
    /// - a rest marker triangle (50, 20), (90, 20), (50, 50): page (60, 30), (100, 30), (60, 60);
    /// - a depth-0 group outline (dash 6, 3) at (0, 30, 40, 20): page (10, 40)–(50, 60);
    /// - a section inset band (30 % orange) at (70, 40, 30, 20): page (80, 50)–(110, 70).
    static let shapes = TestScenes.scene(width: 100, height: 60, padding: 10, [
        TestScenes.rect(.cell, 0, 0, 40, 20),
        (.dimension, .line(from: DiagramPoint(x: 50, y: 5.5), to: DiagramPoint(x: 90, y: 5.5)), 1),
        (.restMarker, .polygon([DiagramPoint(x: 50, y: 20), DiagramPoint(x: 90, y: 20), DiagramPoint(x: 50, y: 50)]), 1),
        TestScenes.rect(.groupOutline(depth: 0), 0, 30, 40, 20),
        TestScenes.rect(.sectionInset, 70, 40, 30, 20),
    ])

    /// The light theme with the section-inset band translucent (#FB923C at 0.3), as a custom theme may make
    /// it: the built-in themes are opaque, but the renderer must blend whatever it is given.
    static var translucentInsets: DiagramTheme {
        var theme = DiagramTheme.light
        theme.sectionInset.fill = DiagramColor(hex: 0xFB923C, opacity: 0.3)
        return theme
    }

    static func rasterize(_ scene: DiagramScene, scale: Double, theme: DiagramTheme = translucentInsets) throws -> RasterImage {
        try CairoRenderer(options: .init(theme: theme, scale: scale)).rasterize(scene)
    }

    @Test(arguments: [1, 2])
    func imageIsTheSceneSizeTimesTheScale(scale: Int) throws {
        let image = try Self.rasterize(Self.shapes, scale: Double(scale))
        // (100 + 2 × 10) × scale by (60 + 2 × 10) × scale.
        #expect(image.width == 120 * scale && image.height == 80 * scale)
        #expect(image[0, 0] == Self.white)  // the background fills the padding too
        #expect(image[image.width - 1, image.height - 1] == Self.white)
    }

    @Test(arguments: [1, 2])
    func aCellIsFilledAndItsOutlineCoversItsOuterPixels(scale: Int) throws {
        let image = try Self.rasterize(Self.shapes, scale: Double(scale))
        // The outline is stroked along the frame inset by 0.5: page (10.5, 10.5)–(49.5, 29.5), 1 point wide,
        // so it covers page 10–11 on the top and left and 29–30 on the bottom, 49–50 on the right:
        // exactly `scale` whole pixel rows and columns on each side.
        let (minX, minY, maxX, maxY) = (10 * scale, 10 * scale, 50 * scale, 30 * scale)
        let midX = 30 * scale
        for row in 0..<scale {
            #expect(image[midX, minY + row] == Self.cellStroke, "top outline row \(row)")
            #expect(image[midX, maxY - 1 - row] == Self.cellStroke, "bottom outline row \(row)")
            #expect(image[minX + row, 20 * scale] == Self.cellStroke, "left outline column \(row)")
            #expect(image[maxX - 1 - row, 20 * scale] == Self.cellStroke, "right outline column \(row)")
        }
        #expect(image[minX, minY] == Self.cellStroke)                    // the corner is square (miter join)
        #expect(image[midX, minY + scale] == Self.cellFill)              // the first row inside the outline
        #expect(image[midX, maxY - 1 - scale] == Self.cellFill)
        #expect(image[midX, 20 * scale] == Self.cellFill)                // the centre, page (30, 20)
        #expect(image[midX, minY - 1] == Self.white)                     // nothing bleeds outside the frame
        #expect(image[midX, maxY] == Self.white)
        #expect(image[minX - 1, 20 * scale] == Self.white)
        #expect(image[maxX, 20 * scale] == Self.white)
    }

    @Test(arguments: [1, 2])
    func aLineIsStrokedWithButtCaps(scale: Int) throws {
        let image = try Self.rasterize(Self.shapes, scale: Double(scale))
        // Page y = 15.5 ± 0.5: rows 15 at scale 1, 30 and 31 at scale 2. Page x 60–100.
        for row in 0..<scale {
            #expect(image[80 * scale, 15 * scale + row] == Self.dimension)
        }
        #expect(image[80 * scale, 15 * scale - 1] == Self.white)
        #expect(image[80 * scale, 16 * scale] == Self.white)
        #expect(image[60 * scale, 15 * scale] == Self.dimension)          // the first pixel of the line
        #expect(image[60 * scale - 1, 15 * scale] == Self.white)          // butt caps: nothing before x = 60
        #expect(image[100 * scale, 15 * scale] == Self.white)             // nor after x = 100
    }

    @Test(arguments: [1, 2])
    func aPolygonIsFilled(scale: Int) throws {
        let image = try Self.rasterize(Self.shapes, scale: Double(scale))
        // Page (64, 34) is inside: (64 − 60) + (34 − 30) = 8 ≤ 40, the hypotenuse.
        #expect(image[64 * scale, 34 * scale] == Self.restMarker)
        // Page (90, 45) is outside: 30 + 15 = 45 > 40.
        #expect(image[90 * scale, 45 * scale] == Self.white)
    }

    @Test(arguments: [1, 2])
    func aGroupOutlineIsDashedFromItsTopLeftCorner(scale: Int) throws {
        let image = try Self.rasterize(Self.shapes, scale: Double(scale))
        // The path starts at page (10.5, 40.5) and runs right: dash on for x 10.5–16.5, off for 16.5–19.5.
        let row = 40 * scale
        #expect(image[12 * scale, row] == Self.groupStroke)   // page x 12–13: on
        #expect(image[18 * scale, row] == Self.white)         // page x 18–19: off
        #expect(image[30 * scale, 50 * scale] == Self.white)  // no fill
    }

    @Test(arguments: [1, 2])
    func aTranslucentFillBlendsWithWhatIsBelow(scale: Int) throws {
        let image = try Self.rasterize(Self.shapes, scale: Double(scale))
        // #FB923C at 0.3 over white, page (100, 62). The opacity is painted as 77/255 (0.3 × 255 = 76.5,
        // rounded, as RasterImage.Pixel(color) and librsvg round it):
        // 255 × 178/255 + (251, 146, 60) × 77/255 = (253.8, 222.1, 196.1).
        let pixel = image[100 * scale, 62 * scale]
        #expect(pixel.isClose(to: RasterImage.Pixel(red: 254, green: 222, blue: 196)), "\(pixel)")
    }

    @Test(arguments: [1, 2])
    func aFadedNodeIsCompositedAsAWhole(scale: Int) throws {
        let scene = TestScenes.scene(width: 40, height: 20, [TestScenes.rect(.cell, 0, 0, 40, 20, opacity: 0.35)])
        let image = try Self.rasterize(scene, scale: Double(scale))
        // Fill #DBEAFE at 0.35 over white: 255 − (36, 21, 1) × 0.35 = (242.4, 247.65, 254.65).
        let fill = image[20 * scale, 10 * scale]
        #expect(fill.isClose(to: RasterImage.Pixel(red: 242, green: 248, blue: 255)), "\(fill)")
        // The outline #3B82F6 at 0.35 over white (not over the fill): 255 − (196, 125, 9) × 0.35
        // = (186.4, 211.25, 251.85). Top row: 0 to scale − 1.
        let stroke = image[20 * scale, 0]
        #expect(stroke.isClose(to: RasterImage.Pixel(red: 186, green: 211, blue: 252)), "\(stroke)")
    }

    @Test func aRectangleThinnerThanItsOutlineIsNotDrawn() throws {
        // The SVG <rect> would be 0 wide after the 0.5 inset on both sides, which SVG does not render.
        let scene = TestScenes.scene(width: 10, height: 10, [TestScenes.rect(.cell, 4, 0, 1, 10)])
        let image = try Self.rasterize(scene, scale: 2)
        #expect(image.inkBounds { $0 != Self.white } == nil)
    }

    @Test func withoutABackgroundThePaddingIsTransparent() throws {
        var theme = Self.translucentInsets
        theme.background = nil
        let image = try Self.rasterize(Self.shapes, scale: 1, theme: theme)
        #expect(image[0, 0] == .transparent)
        #expect(image[30, 20] == Self.cellFill)
        // The orange band over nothing: alpha 0.3 × 255 = 76.5, rounded to 77. The colour is unchanged, but
        // stored premultiplied in 8 bits it keeps only 77 levels: 255 / 77 ≈ 3.3 apart.
        #expect(image[100, 62].alpha == 77)
        #expect(image[100, 62].isClose(to: RasterImage.Pixel(red: 0xFB, green: 0x92, blue: 0x3C, alpha: 77), tolerance: 3),
                "\(image[100, 62])")
    }
}
