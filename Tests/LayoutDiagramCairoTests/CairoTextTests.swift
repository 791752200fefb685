import LayoutDiagram
import LayoutDiagramCairo
import Testing

/// Text is drawn with the pinned font (DejaVu Sans), on its baseline, and
/// anchored like SVG's `text-anchor`.
///
/// "Hello" in DejaVu Sans is 2.5347 em wide (advances H 1540, e 1260, l 569,
/// l 569, o 1253 of 2048 units per em): 30.42 points at 12 points. Its ink
/// starts 201 units (1.18 points) after the origin, ends 112 units
/// (0.66 points) before the advance, rises 1556 units (9.12 points, the `l`)
/// and dips 29 units (0.17 points) below the baseline (the `e` and `o`).
@Suite struct CairoTextTests {
    /// Any channel darker than this counts as ink on white.
    static func isInk(_ pixel: RasterImage.Pixel) -> Bool {
        min(pixel.red, pixel.green, pixel.blue) < 160
    }

    static func image(_ anchor: TextAnchor, x: Double, scale: Int) throws -> RasterImage {
        let scene = TestScenes.scene(width: 80, height: 40, [TestScenes.text("Hello", x: x, y: 30, anchor: anchor)])
        return try CairoRenderer(options: .init(scale: Double(scale))).rasterize(scene)
    }

    @Test(arguments: [1, 2])
    func startAnchoredTextSitsOnItsBaselineAfterItsOrigin(scale: Int) throws {
        let image = try Self.image(.start, x: 10, scale: scale)
        let ink = try #require(image.inkBounds(where: Self.isInk))
        // Expected ink (points): x from 10 + 1.18 to 10 + 30.42 − 0.66 = 39.76, y from 30 − 9.12 = 20.88 to
        // 30.17. Allow a pixel for anti-aliasing; nothing may be drawn outside.
        #expect(ink.minX >= 10 * scale && ink.minX <= 12 * scale, "\(ink)")
        #expect(ink.maxX >= 39 * scale - 1 && ink.maxX <= 41 * scale, "\(ink)")
        #expect(ink.minY >= 20 * scale - 1 && ink.minY <= 22 * scale, "\(ink)")
        #expect(ink.maxY >= 30 * scale - 2 && ink.maxY <= 30 * scale, "\(ink)")
        // The text colour is the cell label's #1E293B, exactly, in the stems of the H: 202 / 2048 em is
        // 2.4 pixels at 12 points × 2, so each stem covers at least one whole pixel column (at scale 1, 1.2
        // pixels might cover none).
        if scale == 2 {
            #expect((0..<image.height).contains { y in
                (0..<image.width).contains { image[$0, y] == RasterImage.Pixel(0x1E293B) }
            })
        }
    }

    @Test(arguments: [1, 2])
    func middleAnchoredTextIsCentredOnItsPosition(scale: Int) throws {
        let image = try Self.image(.middle, x: 40, scale: scale)
        let ink = try #require(image.inkBounds(where: Self.isInk))
        // Advance 30.42 centred on 40: ink from 40 − 15.21 + 1.18 = 25.97 to 40 + 15.21 − 0.66 = 54.55,
        // so margins of 25.97 and 80 − 54.55 = 25.45 points: equal within a point.
        let left = ink.minX, right = image.width - 1 - ink.maxX
        #expect(abs(left - right) <= 2 * scale, "left \(left), right \(right)")
        #expect(abs(left - 26 * scale) <= scale, "\(ink)")
    }

    @Test(arguments: [1, 2])
    func endAnchoredTextEndsAtItsPosition(scale: Int) throws {
        let image = try Self.image(.end, x: 70, scale: scale)
        let ink = try #require(image.inkBounds(where: Self.isInk))
        // Ink ends 0.66 points before x = 70 and starts at 70 − 30.42 + 1.18 = 40.76.
        #expect(ink.maxX < 70 * scale && ink.maxX >= 69 * scale - 1, "\(ink)")
        #expect(abs(ink.minX - 41 * scale) <= scale, "\(ink)")
    }

    @Test func eachLineIsDrawnAtItsOwnBaseline() throws {
        let text = SceneText(lines: [SceneTextLine("Hello", baseline: DiagramPoint(x: 10, y: 15)),
                                     SceneTextLine("Hello", baseline: DiagramPoint(x: 10, y: 35))],
                             anchor: .start, fontSize: 12)
        let scene = TestScenes.scene(width: 80, height: 40, [(.cellLabel, .text(text), 1)])
        let image = try CairoRenderer(options: .init(scale: 1)).rasterize(scene)
        // Rows 16 to 24 lie between the first baseline (15) and the top of the second line (35 − 9.1 = 25.9).
        #expect((16...24).allSatisfy { y in (0..<image.width).allSatisfy { !Self.isInk(image[$0, y]) } })
        #expect((5...15).contains { y in (0..<image.width).contains { Self.isInk(image[$0, y]) } })
        #expect((26...35).contains { y in (0..<image.width).contains { Self.isInk(image[$0, y]) } })
    }

    @Test func textThatSVGWouldNotShowIsDroppedNotAnError() throws {
        // Line breaks, a control character and a noncharacter (which Cairo rejects as invalid UTF-8).
        // (Swift rejects a noncharacter in a literal, so U+FDD0 is made from its number.)
        let nonCharacter = String(Character(Unicode.Scalar(0xFDD0)!))
        let messy = TestScenes.scene(width: 80, height: 40,
                                     [TestScenes.text("  He\u{1}l\nlo" + nonCharacter + "  ", x: 10, y: 30)])
        let clean = TestScenes.scene(width: 80, height: 40, [TestScenes.text("Hello", x: 10, y: 30)])
        let renderer = CairoRenderer(options: .init(scale: 1))
        #expect(try renderer.rasterize(messy) == renderer.rasterize(clean))
    }
}
