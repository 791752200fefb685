import CompositionalLayout

/// The largest drawing a caller can use, checked against the layout's own
/// size before any node is built: a layout too large to draw is refused at
/// once, instead of after its whole scene has been made.
///
/// The frames of all panels together are bounded as well: one layout is
/// within ``CompositionalLayout/LayoutLimits/maxFrames`` once solved, but
/// eight devices side by side would draw it eight times.
///
/// The layout (or, with a screen, the screen) plus the padding is a lower
/// bound of the drawing, so a layout that passes may still make a drawing
/// a renderer refuses once titles and margins are added; the renderer's own
/// check is exact.
///
/// ```swift
/// var options = DiagramOptions(title: "Feed")
/// options.sizeLimit = CairoRenderer.Options(scale: 2).sizeLimit   // what a PNG at 2× can hold
/// ```
public struct DiagramSizeLimit: Hashable, Sendable {
    /// The longest side, in points.
    public var side: Double
    /// The largest area, in square points.
    public var area: Double
    /// The most frames (``CompositionalLayout/LayoutSolution/frameCount``) drawn in one diagram.
    public var frames: Int = LayoutLimits.maxFrames
    /// What the limit is, for an error message: `a drawing is at most 10000000 points a side`.
    public var reason: String

    /// A limit of `side` points on each side and `area` square points in all, explained by `reason`.
    public init(side: Double, area: Double = .infinity, reason: String) {
        self.side = side
        self.area = area
        self.reason = reason
    }

    /// What any renderer accepts: ``DiagramScene/maxSide`` a side.
    public static let drawing = DiagramSizeLimit(
        side: DiagramScene.maxSide, reason: "a drawing is at most \(DiagramNumber.format(DiagramScene.maxSide)) points a side")

    /// Throws when panels of `frames` frames in all are more than one diagram draws.
    func check(frames: Int, panels: Int) throws(DiagramSceneError) {
        guard frames <= self.frames else {
            throw .invalidSize("the \(panels) panels hold \(frames) frames together (cells, supplementary and "
                               + "decoration views, groups and spacing gaps); a diagram draws at most \(self.frames)")
        }
    }

    /// Throws when a drawing of at least `width` × `height` points would break the limit.
    func check(width: Double, height: Double) throws(DiagramSceneError) {
        guard width <= side, height <= side, width * height <= area else {
            throw .invalidSize("the drawing would be at least \(DiagramNumber.format(width))×\(DiagramNumber.format(height)) "
                               + "points, and \(reason)")
        }
    }
}
