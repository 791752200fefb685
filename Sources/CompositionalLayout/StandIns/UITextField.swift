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
        /// None.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// Rounded.
        case roundedRect
    }

    /// When an accessory view shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While editing.
        case whileEditing
        /// Unless editing.
        case unlessEditing
        /// Always.
        case always
    }
}
