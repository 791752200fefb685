import Foundation

/// A stand-in for Core Animation's `CALayer`: the corner radius, border and
/// shadow a view asks for, kept and never drawn.
@preconcurrency
@MainActor
open class CALayer {
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// Which corners are rounded.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                            .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The corner curve: `.circular` or `.continuous`.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether sublayers are clipped to the rounded bounds.
    open var masksToBounds = false
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor?
    /// The background colour.
    open var backgroundColor: CGColor?
    /// The shadow's colour.
    open var shadowColor: CGColor?
    /// The shadow's opacity, 0 to 1.
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The layer's opacity, 0 to 1.
    open var opacity: Float = 1
    /// The layer's stacking order.
    open var zPosition: CGFloat = 0

    /// A layer.
    public init() {}
}

/// Which corners of a layer are rounded (a stand-in for Core Animation's).
public struct CACornerMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of a layer's rounded corners (a stand-in for Core Animation's).
public struct CALayerCornerCurve: Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous curvature, as app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A stand-in for Core Graphics' `CGColor`: what ``UIColor/cgColor`` gives, for layers.
public final class CGColor: Sendable {
    /// The colour it stands for.
    public let color: UIColor

    init(_ color: UIColor) {
        self.color = color
    }
}
