/// An affine transform of a node, in the scene's coordinates: a point `(x, y)` is drawn at
/// `(a·x + c·y + tx, b·x + d·y + ty)`, as SVG's `matrix(a b c d tx ty)` and Cairo's matrix map it.
///
/// A visible item's transform (`visibleItemsInvalidationHandler`) is about the element's centre;
/// ``about(_:transform:)`` makes it one of these.
public struct DiagramTransform: Hashable, Sendable {
    /// The matrix's entries.
    public var a, b, c, d, tx, ty: Double

    /// A transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform `(a, b, c, d, tx, ty)` applied about `centre`, then moved by `(dx, dy)`,
    /// as UIKit applies a view's transform about its centre.
    public static func about(_ centre: DiagramPoint, a: Double, b: Double, c: Double, d: Double,
                             tx: Double, ty: Double, dx: Double = 0, dy: Double = 0) -> DiagramTransform {
        DiagramTransform(a: a, b: b, c: c, d: d,
                         tx: tx + dx + centre.x - a * centre.x - c * centre.y,
                         ty: ty + dy + centre.y - b * centre.x - d * centre.y)
    }

    /// Where `point` is drawn.
    public func apply(_ point: DiagramPoint) -> DiagramPoint {
        DiagramPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
