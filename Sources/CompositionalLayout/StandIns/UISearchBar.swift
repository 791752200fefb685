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
    /// Whether the scope bar shows.
    open var showsScopeBar = false
    /// The bar's look.
    open var searchBarStyle: Style = .default
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// The prompt above the bar.
    open var prompt: String?
    /// The text field the bar types into.
    public let searchTextField = UISearchTextField()

    /// A search bar's look.
    public enum Style: Int, Sendable {
        /// The default look.
        case `default`
        /// A bar with a background.
        case prominent
        /// A field with no background.
        case minimal
    }
}
