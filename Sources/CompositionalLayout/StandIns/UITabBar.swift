import Foundation

/// A stand-in for UIKit's `UITabBar`: its colours and items, kept and never drawn.
@preconcurrency
@MainActor
open class UITabBar: UIView {
    /// The items shown.
    open var items: [UITabBarItem]?
    /// The selected item.
    open weak var selectedItem: UITabBarItem?
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is see-through.
    open var isTranslucent = true
    /// The bar's look; kept, never drawn.
    open var standardAppearance = UITabBarAppearance()
    /// The bar's look at the content's bottom edge; kept, never drawn.
    open var scrollEdgeAppearance: UITabBarAppearance?
}
