/// The geometry of a scene node, in layout coordinates.
///
/// Each renderer draws every case; the node's role says how it looks.
public enum SceneShape: Hashable, Sendable {
    /// A rectangle, filled and outlined. The outline is drawn *inside* the
    /// rectangle (see ``DiagramStyle/strokeRect(for:)``), so the painted
    /// area is exactly the rectangle and neighbouring outlines never overlap.
    case rect(DiagramRect)
    /// A rectangle with rounded corners, filled and outlined inside like
    /// ``rect(_:)``: the first and last rows of an inset-grouped list.
    case roundedRect(DiagramRect, radii: CornerRadii)
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
        case .roundedRect(let rect, let radii):
            return .roundedRect(rect.offsetBy(dx: dx, dy: dy), radii: radii)
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

/// The radius of each corner of a ``SceneShape/roundedRect(_:radii:)``; 0 is square.
public struct CornerRadii: Hashable, Sendable {
    /// The radii of the top-left, top-right, bottom-right and bottom-left corners, clockwise.
    public var topLeft, topRight, bottomRight, bottomLeft: Double

    /// Corners of the given radii; 0, square, by default.
    public init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) = (topLeft, topRight, bottomRight, bottomLeft)
    }

    /// Every corner `radius`.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    var all: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The radii of the path an outline `inset` inside the shape is stroked
    /// along, each at most half of `rect`'s shorter side and not negative.
    public func inset(by inset: Double, fitting rect: DiagramRect) -> CornerRadii {
        let limit = Swift.min(rect.width, rect.height) / 2
        func fit(_ radius: Double) -> Double { radius > 0 ? Swift.max(Swift.min(radius - inset, limit), 0) : 0 }
        return CornerRadii(topLeft: fit(topLeft), topRight: fit(topRight), bottomRight: fit(bottomRight),
                           bottomLeft: fit(bottomLeft))
    }

    /// Each radius passed through `transform`.
    public func map(_ transform: (Double) -> Double) -> CornerRadii {
        CornerRadii(topLeft: transform(topLeft), topRight: transform(topRight), bottomRight: transform(bottomRight),
                    bottomLeft: transform(bottomLeft))
    }
}
