/// How one role is painted: fill, outline and dash pattern.
///
/// For text, ``fill`` is the text colour and the stroke is usually `nil`.
///
/// ```swift
/// DiagramStyle(fill: nil, stroke: DiagramColor(hex: 0x7C3AED), strokeWidth: 1, dash: [6, 3])
/// ```
public struct DiagramStyle: Hashable, Sendable {
    /// `nil` paints no fill.
    public var fill: DiagramColor?
    /// `nil` paints no outline.
    public var stroke: DiagramColor?
    /// The outline's width in points.
    public var strokeWidth: Double
    /// Alternating dash and gap lengths in points; empty for a solid line.
    public var dash: [Double]

    /// A style filling with `fill` and stroking with `stroke`, `strokeWidth` wide, dashed by `dash` (empty: solid).
    public init(fill: DiagramColor?, stroke: DiagramColor? = nil, strokeWidth: Double = 1, dash: [Double] = []) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
    }

    /// Whether an outline is painted at all.
    public var hasStroke: Bool {
        stroke != nil && strokeWidth.isFinite && strokeWidth > 0
    }

    /// The dash pattern a renderer should use: empty (solid) unless some
    /// entry is positive, since all-zero dashes draw nothing in some viewers.
    public var effectiveDash: [Double] {
        let dash = self.dash.filter { $0.isFinite && $0 >= 0 }
        return dash.contains(where: { $0 > 0 }) ? dash : []
    }

    /// The path an outline of `rect` is stroked along: the rectangle inset by
    /// half the stroke width, so the stroke lies inside it.
    ///
    /// Both renderers stroke this rectangle, which has two effects: the
    /// painted area is exactly the solved frame, and a 1-pt outline of a
    /// frame on whole points runs along half-pixel coordinates at scale 1
    /// (and covers whole pixel pairs at scale 2), so it stays crisp without
    /// `shape-rendering` tricks that renderers treat differently. For a
    /// rectangle thinner than the stroke the path has zero width or height,
    /// which SVG viewers do not draw, and the Cairo renderer follows them.
    public func strokeRect(for rect: DiagramRect) -> DiagramRect {
        guard hasStroke else { return rect }
        let half = strokeWidth / 2
        return DiagramRect(x: rect.x + Swift.min(half, rect.width / 2), y: rect.y + Swift.min(half, rect.height / 2),
                           width: Swift.max(rect.width - strokeWidth, 0), height: Swift.max(rect.height - strokeWidth, 0))
    }
}
