import Foundation

/// A stand-in for UIKit's `UIViewControllerTransitionCoordinatorContext`:
/// what a transition's alongside animation and completion are told.
@preconcurrency
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// How long the transition takes.
    var transitionDuration: TimeInterval { get }
}

extension UIViewControllerTransitionCoordinatorContext {
    /// `false`.
    public var isCancelled: Bool { false }
    /// `false`: nothing animates.
    public var isAnimated: Bool { false }
    /// Zero.
    public var transitionDuration: TimeInterval { 0 }
}
