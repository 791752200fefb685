import Foundation

/// A stand-in for UIKit's `UIAlertController`: an alert or action sheet's
/// title, message, actions and text fields, kept; presenting it shows nothing
/// and no action is ever chosen.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// present(alert, animated: true)
/// ```
@preconcurrency
@MainActor
open class UIAlertController: UIViewController {
    /// The alert's message.
    open var message: String?
    /// Whether it is an alert or an action sheet.
    public private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action shown as the default, if set.
    open var preferredAction: UIAlertAction?
    /// The text fields, in the order added; `nil` until one is.
    public private(set) var textFields: [UITextField]?

    /// An alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds an action.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field (alerts only, in UIKit), configured now by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// An alert's style.
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom (or a popover on iPad).
        case actionSheet
        /// An alert in the middle of the screen.
        case alert
    }
}
