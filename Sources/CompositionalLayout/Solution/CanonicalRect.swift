import Foundation

/// The one encoding of a rectangle as numbers: its origin and size, each
/// rounded by ``CanonicalNumber``, under the keys `height`, `width`, `x` and
/// `y` (declared in sorted order, so the frames JSON and every report that
/// encodes a frame write it alike).
///
/// ```swift
/// CanonicalRect(CGRect(x: 0, y: 10, width: 1.0 / 3.0, height: 44))
/// // {"height":44,"width":0.3333,"x":0,"y":10}
/// ```
public struct CanonicalRect: Encodable, Hashable, Sendable {
    /// The rectangle's height, rounded.
    public let height: Decimal
    /// The rectangle's width, rounded.
    public let width: Decimal
    /// The rectangle's minimum x, rounded.
    public let x: Decimal
    /// The rectangle's minimum y, rounded.
    public let y: Decimal

    /// `rect`'s numbers, rounded as the frames JSON writes them.
    public init(_ rect: CGRect) {
        height = CanonicalNumber.decimal(rect.height)
        width = CanonicalNumber.decimal(rect.width)
        x = CanonicalNumber.decimal(rect.minX)
        y = CanonicalNumber.decimal(rect.minY)
    }
}
