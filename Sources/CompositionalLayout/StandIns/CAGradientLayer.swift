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

/// A stand-in for Core Animation's `CAGradientLayerType`: how a gradient runs.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
