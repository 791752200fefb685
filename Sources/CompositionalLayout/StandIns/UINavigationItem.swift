import Foundation

/// A stand-in for UIKit's `UINavigationItem`: what a navigation bar shows for a
/// controller, kept and never drawn.
@preconcurrency
@MainActor
open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// The prompt above the title.
    open var prompt: String?
    /// How large the title is.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The button at the trailing end.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The buttons at the trailing end.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The button at the leading end.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The buttons at the leading end.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The back button.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The search controller in the bar.
    open var searchController: UISearchController?
    /// Whether the search bar hides as the content scrolls.
    open var hidesSearchBarWhenScrolling = true

    /// The title of the back button that leads back to this item's controller.
    open var backButtonTitle: String?
    /// What the back button that leads back to this item's controller shows.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// Whether the back button sits beside the leading buttons.
    open var leftItemsSupplementBackButton = false
    /// The bar's look when this item is on top; kept, never drawn.
    open var standardAppearance: UINavigationBarAppearance?
    /// The bar's look at the content's top edge; kept, never drawn.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look when compact; kept, never drawn.
    open var compactAppearance: UINavigationBarAppearance?

    /// A navigation item.
    public override init() {
        super.init()
    }

    /// A navigation item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Sets the trailing button; nothing animates.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the leading button; nothing animates.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// What a back button shows.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's title, or its back button title.
        case `default`
        /// A generic title ("Back").
        case generic
        /// The chevron alone.
        case minimal
    }

    /// How large a navigation bar's title is.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item.
        case automatic
        /// Large.
        case always
        /// Small.
        case never
        /// Large, in line with the bar's buttons.
        case inline
    }
}
