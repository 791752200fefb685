import Foundation

/// A stand-in for UIKit's `UINavigationController`: a stack of controllers,
/// kept; nothing is shown or animated.
@preconcurrency
@MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.navigationController = self } }
    }
    /// The navigation bar.
    public let navigationBar = UINavigationBar()
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false

    /// A navigation controller with a root controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    /// A navigation controller with no controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes a controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller, unless it is the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
