import Foundation

/// A stand-in for UIKit's `UILongPressGestureRecognizer`; it never fires.
@preconcurrency
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move, in points.
    open var allowableMovement: CGFloat = 10
    /// How many taps before the press.
    open var numberOfTapsRequired = 0
    /// How many fingers it takes.
    open var numberOfTouchesRequired = 1
}
