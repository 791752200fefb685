import Foundation

/// A stand-in for UIKit's `UIWindow`, so that code that mentions windows compiles.
/// No view is ever put in one.
@preconcurrency
@MainActor
open class UIWindow: UIView {
    /// The window's root view controller; kept.
    open var rootViewController: UIViewController?

    /// Makes the window key and visible; does nothing.
    open func makeKeyAndVisible() {}
}
