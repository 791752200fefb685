import Foundation

/// A stand-in for UIKit's `UISearchController`: kept; nothing searches.
@preconcurrency
@MainActor
open class UISearchController: UIViewController {
    /// Whether the content is dimmed while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching; kept.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the cancel button, and the scope bar, show by themselves while searching; kept.
    open var automaticallyShowsCancelButton = true, automaticallyShowsScopeBar = true
    /// The controller showing the results, as given.
    public private(set) var searchResultsController: UIViewController?
    /// The delegate; kept, never called.
    open weak var delegate: AnyObject?
    /// Whether the search is active.
    open var isActive = false
    /// The search bar.
    public let searchBar = UISearchBar()
    /// What updates the results; kept, never called.
    open weak var searchResultsUpdater: UISearchResultsUpdating?

    /// A search controller showing results in `searchResultsController`.
    public convenience init(searchResultsController: UIViewController?) {
        self.init(nibName: nil, bundle: nil)
        self.searchResultsController = searchResultsController
    }
}
