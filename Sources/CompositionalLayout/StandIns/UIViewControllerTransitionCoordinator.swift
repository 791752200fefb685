import Foundation

/// A stand-in for UIKit's transition coordinator, so that
/// ``UIViewController/viewWillTransition(to:with:)`` overrides and
/// `transitionCoordinator?.animate(alongsideTransition:completion:)` compile.
/// No transition happens here, so none is ever given.
@preconcurrency
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition, then `completion`.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation`, then `completion`, at once, with this coordinator as the context.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}
