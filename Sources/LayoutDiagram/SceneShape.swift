/// The geometry of a scene node, in layout coordinates.
///
/// Each renderer draws every case; the node's role says how it looks.
public enum SceneShape: Hashable, Sendable {
    /// A rectangle, filled and outlined. The outline is drawn *inside* the
    /// rectangle (see ``DiagramStyle/strokeRect(for:)``), so the painted
    /// area is exactly the rectangle and neighbouring outlines never overlap.
    case rect(DiagramRect)
    /// A rectangle with corners rounded to `radius` (at most half its
    /// shorter side), filled and outlined inside like ``rect(_:)``: an
    /// inset-grouped list's section.
    case roundedRect(DiagramRect, radius: Double)
    /// Text positioned on its baselines.
    case text(SceneText)
    /// A straight segment, stroked with the role's outline (its fill is ignored).
    case line(from: DiagramPoint, to: DiagramPoint)
    /// A closed polygon, filled and outlined (arrow heads, rest markers).
    case polygon([DiagramPoint])

    /// The shape moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> SceneShape {
        switch self {
        case .rect(let rect):
            return .rect(rect.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let rect, let radius):
            return .roundedRect(rect.offsetBy(dx: dx, dy: dy), radius: radius)
        case .text(var text):
            text.lines = text.lines.map { SceneTextLine($0.string, baseline: $0.baseline.offsetBy(dx: dx, dy: dy)) }
            return .text(text)
        case .line(let from, let to):
            return .line(from: from.offsetBy(dx: dx, dy: dy), to: to.offsetBy(dx: dx, dy: dy))
        case .polygon(let points):
            return .polygon(points.map { $0.offsetBy(dx: dx, dy: dy) })
        }
    }

    /// The smallest rectangle holding the shape's geometry; `nil` for text,
    /// whose extent depends on the font (scene builders size text with
    /// ``TextMeasure`` and grow the bounds themselves).
    public var geometricBounds: DiagramRect? {
        switch self {
        case .rect(let rect), .roundedRect(let rect, _):
            return rect
        case .text:
            return nil
        case .line(let from, let to):
            return DiagramRect(enclosing: [from, to])
        case .polygon(let points):
            return points.isEmpty ? nil : DiagramRect(enclosing: points)
        }
    }
}
