import Foundation

/// A stand-in for Core Animation's `CAGradientLayer`: its colours and end
/// points, kept and never drawn.
@preconcurrency
@MainActor
open class CAGradientLayer: CALayer {
    /// The colours (``CGColor``s), in order.
    open var colors: [Any]?
    /// Where each colour stops, 0 to 1.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit square.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient.
    open var type: CAGradientLayerType = .axial
}
