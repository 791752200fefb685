import Foundation

/// A stand-in for UIKit's `UIAlertAction`: a button of a
/// ``UIAlertController``; its handler is kept and never called.
@preconcurrency
@MainActor
open class UIAlertAction: NSObject {
    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button is enabled.
    open var isEnabled = true
    /// What the button does; kept, never called, as nothing is tapped.
    let handler: ((UIAlertAction) -> Void)?

    /// An action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// An alert action's style.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default`
        /// The button that cancels: shown apart.
        case cancel
        /// A button that destroys something: shown in red.
        case destructive
    }
}
