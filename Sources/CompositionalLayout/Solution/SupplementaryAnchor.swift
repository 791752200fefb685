import Foundation

/// How an item's or group's supplementary was anchored
/// (``NSCollectionLayoutAnchor``): the container's anchor point, the
/// supplementary's own point put on it, and the offset that moves it from there.
///
/// ``LayoutElement/anchor`` gives it for a supplementary view placed by an
/// anchor. A badge at `[.top, .trailing]` with `absoluteOffset (−4, 0)` has
/// ``point(of:)`` on the cell's top-trailing corner and ``shift`` `(−4, 0)`.
public struct SupplementaryAnchor: Hashable, Sendable {
    /// The container anchor's edges, as declared.
    public let edges: NSDirectionalRectEdge
    /// The supplementary's own anchor edges (`itemAnchor`), or the container's when it has none.
    public let itemEdges: NSDirectionalRectEdge
    /// The container anchor's offset, as declared: points, or fractions of the supplementary's size.
    public let offsetX: Double
    /// The container anchor's y offset, as declared (see ``offsetX``).
    public let offsetY: Double
    /// Whether the offsets are fractions of the supplementary's size rather than points.
    public let isFractionalOffset: Bool
    /// The offset in points, as placed: x grows to the right (so a right-to-left layout's is mirrored).
    public let shiftX: Double
    /// The offset in points down, as placed (see ``shiftX``).
    public let shiftY: Double
    /// Where the supplementary's own anchor point is, as fractions of its width (from the left) and height.
    let itemFactorX: Double
    let itemFactorY: Double

    init(edges: NSDirectionalRectEdge, itemEdges: NSDirectionalRectEdge?, offset: CGPoint, fractional: Bool,
         shift: CGPoint) {
        self.edges = edges
        self.itemEdges = itemEdges ?? edges
        offsetX = Double(offset.x)
        offsetY = Double(offset.y)
        isFractionalOffset = fractional
        shiftX = Double(shift.x)
        shiftY = Double(shift.y)
        let (bx, by) = SupplementaryAnchoring.factors(itemEdges ?? edges)
        itemFactorX = Double(bx)
        itemFactorY = Double(by)
    }

    /// The offset in points, as placed.
    public var shift: CGPoint { CGPoint(x: shiftX, y: shiftY) }

    /// The supplementary's own anchor point, for the supplementary at `frame`.
    public func itemPoint(of frame: CGRect) -> CGPoint {
        CGPoint(x: Double(frame.minX) + Double(frame.width) * itemFactorX,
                y: Double(frame.minY) + Double(frame.height) * itemFactorY)
    }

    /// The container's anchor point, where the supplementary's own point was put before the
    /// offset moved it, for the supplementary at `frame`.
    public func point(of frame: CGRect) -> CGPoint {
        let item = itemPoint(of: frame)
        return CGPoint(x: Double(item.x) - shiftX, y: Double(item.y) - shiftY)
    }

    /// The same anchor in a layout mirrored left to right.
    func mirrored() -> SupplementaryAnchor { SupplementaryAnchor(mirroring: self) }

    private init(mirroring other: SupplementaryAnchor) {
        edges = other.edges
        itemEdges = other.itemEdges
        offsetX = other.offsetX
        offsetY = other.offsetY
        isFractionalOffset = other.isFractionalOffset
        shiftX = -other.shiftX
        shiftY = other.shiftY
        itemFactorX = 1 - other.itemFactorX
        itemFactorY = other.itemFactorY
    }
}

extension SupplementaryAnchoring {
    /// How `supplementary` was anchored, placed at `size`, its fractional offset ignored when asked.
    static func anchor(of supplementary: NSCollectionLayoutSupplementaryItem, size: CGSize,
                       ignoringFractionalOffset: Bool) -> SupplementaryAnchor {
        let anchor = supplementary.containerAnchor
        let fractional = anchor.isFractionalOffset
        let offset = fractional && ignoringFractionalOffset ? .zero : anchor.offset
        let shift = fractional ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
        return SupplementaryAnchor(edges: anchor.edges, itemEdges: supplementary.itemAnchor?.edges, offset: anchor.offset,
                                   fractional: fractional, shift: shift)
    }
}
