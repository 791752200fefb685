import Foundation

/// A stand-in for UIKit's `UITapGestureRecognizer`; it never fires.
@preconcurrency
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps it takes.
    open var numberOfTapsRequired = 1
    /// How many fingers it takes.
    open var numberOfTouchesRequired = 1
}
