import Foundation

/// A stand-in for Core Animation's `CAShapeLayer`: its path and colours, kept
/// and never drawn.
@preconcurrency
@MainActor
open class CAShapeLayer: CALayer {
    /// The shape.
    open var path: CGPath?
    /// The fill colour.
    open var fillColor: CGColor?
    /// The stroke colour.
    open var strokeColor: CGColor?
    /// The stroke's width.
    open var lineWidth: CGFloat = 1
}
