import Foundation

/// A stand-in for UIKit's `UITabBarController`: its tabs and which is
/// selected, kept; nothing is shown.
@preconcurrency
@MainActor
open class UITabBarController: UIViewController {
    /// The tab bar.
    public let tabBar = UITabBar()
    /// The tabs' controllers, in order.
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in viewControllers ?? [] { controller.tabBarControllerHolding = self }
            tabBar.items = viewControllers?.map { $0.tabBarItem }
        }
    }
    /// The selected tab's index.
    open var selectedIndex = 0
    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { selectedIndex < $0.count ? $0[selectedIndex] : nil } }
        set { selectedIndex = newValue.flatMap { controller in viewControllers?.firstIndex { $0 === controller } } ?? 0 }
    }
    /// The delegate; kept, never called.
    open weak var delegate: AnyObject?

    /// Sets the tabs; nothing animates.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}
