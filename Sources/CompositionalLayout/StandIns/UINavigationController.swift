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
    /// Whether the bars hide when the content is swiped up; kept, as nothing scrolls.
    open var hidesBarsOnSwipe = false
    /// Whether the bars hide on a tap; kept.
    open var hidesBarsOnTap = false
    /// Whether the bars hide when the keyboard shows; kept.
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the toolbar is hidden.
    open var isToolbarHidden = true

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

    /// Pops every controller but the root, and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }

    /// Pops the controllers above `viewController`, and returns them (`nil` if it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers = Array(viewControllers[...index])
        return popped
    }

    /// Replaces the stack; nothing animates.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
