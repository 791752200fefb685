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
