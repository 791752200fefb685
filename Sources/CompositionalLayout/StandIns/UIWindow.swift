import Foundation

/// A stand-in for UIKit's `UIWindow`, so that code that mentions windows compiles.
/// No view is ever put in one.
@preconcurrency
@MainActor
open class UIWindow: UIView {
    /// The window's root view controller; kept.
    open var rootViewController: UIViewController?

    /// The scene the window belongs to; kept.
    open weak var windowScene: UIWindowScene?

    /// A window in a scene, with the screen's bounds.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }

    /// Makes the window key; does nothing.
    open func makeKey() {}

    /// Makes the window key and visible; does nothing.
    open func makeKeyAndVisible() {}
}
