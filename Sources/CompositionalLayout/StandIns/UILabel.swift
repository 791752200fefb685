import Foundation

/// A stand-in for UIKit's `UILabel`: its text and how it would look, kept and
/// never drawn.
@preconcurrency
@MainActor
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The text, with attributes.
    open var attributedText: NSAttributedString?
    /// The font.
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text colour.
    open var textColor: UIColor! = .label
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines; 0 for no limit.
    open var numberOfLines = 1
    /// How lines break.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font follows Dynamic Type.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the text shrinks to fit its width.
    open var adjustsFontSizeToFitWidth = false
    /// How far the text may shrink.
    open var minimumScaleFactor: CGFloat = 0
    /// The width at which lines wrap, for Auto Layout.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the label is enabled.
    open var isEnabled = true
    /// The colour of highlighted text.
    open var highlightedTextColor: UIColor?
    /// Whether the label is highlighted.
    open var isHighlighted = false
}
