import Foundation

/// The text attribute keys UIKit adds to Foundation's, which Foundation on
/// Linux does not have: for `titleTextAttributes` and attributed strings, kept
/// and never drawn.
extension NSAttributedString.Key {
    /// The text's font (a ``UIFont``).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (a ``UIColor``).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour behind the text (a ``UIColor``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The spacing between letters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}
