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

    public init(fill: DiagramColor?, stroke: DiagramColor? = nil, strokeWidth: Double = 1, dash: [Double] = []) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
    }
}
