import Foundation

/// A stand-in for UIKit's transition coordinator, so that
/// ``UIViewController/viewWillTransition(to:with:)`` overrides compile.
@preconcurrency
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {}
