import Foundation

/// A stand-in for UIKit's `UIPanGestureRecognizer`; it never fires.
@preconcurrency
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers it takes.
    open var minimumNumberOfTouches = 1
    /// The most fingers it takes.
    open var maximumNumberOfTouches = Int.max

    /// How far the pan has moved in `view`: nowhere.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// Sets the translation; nothing moves.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// How fast the pan moves in `view`: not at all.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
