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
