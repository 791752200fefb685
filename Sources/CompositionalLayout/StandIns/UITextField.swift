import Foundation

/// A stand-in for UIKit's `UITextField`: its text and settings, kept; nothing is typed.
@preconcurrency
@MainActor
open class UITextField: UIControl {
    /// The text.
    open var text: String? = ""
    /// The text shown when empty.
    open var placeholder: String?
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The border's style.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// The delegate; kept, never called.
    open weak var delegate: AnyObject?

    /// A text field's border.
    public enum BorderStyle: Int, Sendable {
        /// None, a line, a bezel, or a rounded rectangle.
        case none, line, bezel, roundedRect
    }

    /// When an accessory view shows.
    public enum ViewMode: Int, Sendable {
        /// Never, while editing, unless editing, or always.
        case never, whileEditing, unlessEditing, always
    }
}
