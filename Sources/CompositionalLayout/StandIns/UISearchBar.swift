import Foundation

/// A stand-in for UIKit's `UISearchBar`: its text and settings, kept; nothing is typed.
@preconcurrency
@MainActor
open class UISearchBar: UIView {
    /// The search text.
    open var text: String? = ""
    /// The text shown when empty.
    open var placeholder: String?
    /// The delegate; kept, never called.
    open weak var delegate: UISearchBarDelegate?
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// The scope buttons' titles.
    open var scopeButtonTitles: [String]?
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0
}

/// A stand-in for UIKit's `UISearchBarDelegate`: every method has a default, and none is called.
@preconcurrency
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A stand-in for UIKit's `UISearchResultsUpdating`; never called.
@preconcurrency
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search changed.
    func updateSearchResults(for searchController: UISearchController)
}
