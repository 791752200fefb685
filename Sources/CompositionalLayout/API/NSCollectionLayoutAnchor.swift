import Foundation

/// Where a supplementary item attaches to its item or group.
///
/// The anchor names the container's edges to pin to; with no offset the
/// supplementary sits *inside* those edges. Offsets move it: an absolute
/// offset in points, or a fractional one in units of the supplementary's own
/// size, so `fractionalOffset: CGPoint(x: 0.3, y: -0.3)` on a 20-point badge
/// moves it 6 points right and 6 up.
///
/// ```swift
/// let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing],
///                                            fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
///
/// The supplementary's own anchor (`itemAnchor`) says which of its points
/// meets the container's; by default it is the same point.
public final class NSCollectionLayoutAnchor: Sendable {
    /// The edges, or the corner, of the container the anchor is on.
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsolute: true)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsolute: true)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsolute: false)
    }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsolute
    }

    /// Whether ``offset`` is in fractions of the supplementary's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }
}
