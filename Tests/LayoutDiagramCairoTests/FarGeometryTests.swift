import LayoutDiagram
import LayoutDiagramCairo
import Testing

/// Cairo's device coordinates wrap around beyond ±2²³ pixels, so geometry
/// far off the drawing is cut or skipped first. Each far shape must paint
/// what the same shape within range paints.
@Suite struct FarGeometryTests {
    /// 100×40 points, no padding.
    static func image(_ role: SceneRole, _ shape: SceneShape, theme: DiagramTheme = .light,
                      scale: Double = 2) throws -> RasterImage {
        try CairoRenderer(options: .init(theme: theme, scale: scale))
            .rasterize(TestScenes.scene(width: 100, height: 40, [(role, shape, 1)]))
    }

    /// How many pixels differ by more than `tolerance` in some channel.
    static func differences(_ one: RasterImage, _ two: RasterImage, tolerance: Int = 2) -> Int {
        zip(one.pixels, two.pixels).filter { abs(Int($0) - Int($1)) > tolerance }.count
    }

    @Test(arguments: [1.0, 8.0])
    func aLongDiagonalIsDrawnWhereItCrossesTheDrawing(scale: Double) throws {
        // Both lines run along y = x; only the first goes 10⁹ points beyond the drawing.
        let far = try Self.image(.dimension, .line(from: DiagramPoint(x: -1e9, y: -1e9), to: DiagramPoint(x: 1e9, y: 1e9)),
                                 scale: scale)
        let near = try Self.image(.dimension, .line(from: DiagramPoint(x: -10, y: -10), to: DiagramPoint(x: 110, y: 110)),
                                  scale: scale)
        #expect(near.inkBounds { $0 != .white } != nil)
        #expect(Self.differences(far, near) == 0)
    }

    @Test func aLongDashedLineKeepsItsDashPhase() throws {
        var theme = DiagramTheme.light
        theme.dimension.dash = [6, 3]
        // From x = −10⁹ the pattern (9 long) is 10⁹ mod 9 = 1 point in at x = 0, as it is for a line from x = −1.
        let far = try Self.image(.dimension, .line(from: DiagramPoint(x: -1e9, y: 10.5), to: DiagramPoint(x: 1e9, y: 10.5)),
                                 theme: theme)
        let near = try Self.image(.dimension, .line(from: DiagramPoint(x: -1, y: 10.5), to: DiagramPoint(x: 101, y: 10.5)),
                                  theme: theme)
        #expect(Self.differences(far, near) == 0)
        #expect(far[2 * 2, 21] == RasterImage.Pixel(0xDC2626))   // x = 2: 3 into the pattern, on
        #expect(far[2 * 6, 21] == RasterImage.Pixel(0xFFFFFF))   // x = 6: 7 into the pattern, off
    }

    @Test func aHugeRectangleIsFilledAndOutlinedLikeAnOrdinaryOne() throws {
        let far = try Self.image(.cell, .rect(DiagramRect(x: -1e8, y: 5, width: 2e8, height: 10)))
        let near = try Self.image(.cell, .rect(DiagramRect(x: -10, y: 5, width: 120, height: 10)))
        #expect(Self.differences(far, near) == 0)
        #expect(far[100, 10] == RasterImage.Pixel(0x3B82F6))     // the top outline: page y 5–6, rows 10 and 11
    }

    @Test func shapesBeyondTheWrapAroundDrawNothing() throws {
        // 2²⁴ points to the right: without the cut, Cairo's wrapped coordinates land on the drawing.
        let shift = 16_777_216.0
        let triangle = [DiagramPoint(x: shift + 10, y: 0), DiagramPoint(x: shift + 90, y: 0),
                        DiagramPoint(x: shift + 50, y: 40)]
        let polygon = try Self.image(.restMarker, .polygon(triangle), scale: 1)
        #expect(polygon.inkBounds { $0 != .white } == nil)
        let line = SceneTextLine("Hello", baseline: DiagramPoint(x: shift + 20, y: 20))
        let text = try Self.image(.cellLabel, .text(SceneText(lines: [line], anchor: .start, fontSize: 12)), scale: 1)
        #expect(text.inkBounds { $0 != .white } == nil)
    }
}
