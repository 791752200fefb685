import Foundation

/// A stand-in for UIKit's `UISearchResultsUpdating`; never called.
@preconcurrency
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search changed.
    func updateSearchResults(for searchController: UISearchController)
}
