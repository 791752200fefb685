import Foundation

/// UIKit's named colours on the ``UIColor`` stand-in: the system colours in their light
/// appearance, as published in Apple's Human Interface Guidelines.
extension UIColor {
    /// Black.
    public static let black = UIColor(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1)
    /// A dark grey.
    public static let darkGray = UIColor(red: 85 / 255, green: 85 / 255, blue: 85 / 255, alpha: 1)
    /// A light grey.
    public static let lightGray = UIColor(red: 170 / 255, green: 170 / 255, blue: 170 / 255, alpha: 1)
    /// White.
    public static let white = UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
    /// A mid grey.
    public static let gray = UIColor(red: 128 / 255, green: 128 / 255, blue: 128 / 255, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 255 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0 / 255, green: 255 / 255, blue: 0 / 255, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0 / 255, green: 0 / 255, blue: 255 / 255, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 255 / 255, green: 255 / 255, blue: 0 / 255, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 255 / 255, green: 0 / 255, blue: 255 / 255, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 255 / 255, green: 128 / 255, blue: 0 / 255, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 128 / 255, green: 0 / 255, blue: 128 / 255, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 153 / 255, green: 102 / 255, blue: 51 / 255, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 0)
    /// Light text, for dark backgrounds.
    public static let lightText = UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 0.6)
    /// Dark text, for light backgrounds.
    public static let darkText = UIColor(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1)
    /// The system red.
    public static let systemRed = UIColor(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1)
    /// The system orange.
    public static let systemOrange = UIColor(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1)
    /// The system yellow.
    public static let systemYellow = UIColor(red: 255 / 255, green: 204 / 255, blue: 0 / 255, alpha: 1)
    /// The system green.
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    /// The system mint.
    public static let systemMint = UIColor(red: 0 / 255, green: 199 / 255, blue: 190 / 255, alpha: 1)
    /// The system teal.
    public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    /// The system cyan.
    public static let systemCyan = UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1)
    /// The system blue.
    public static let systemBlue = UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1)
    /// The system indigo.
    public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    /// The system purple.
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    /// The system pink.
    public static let systemPink = UIColor(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1)
    /// The system brown.
    public static let systemBrown = UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
    /// The system grey.
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    /// The second system grey.
    public static let systemGray2 = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    /// The third system grey.
    public static let systemGray3 = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    /// The fourth system grey.
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    /// The fifth system grey.
    public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    /// The sixth system grey.
    public static let systemGray6 = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The tint colour: the system blue.
    public static let tintColor = UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1)
    /// The background of a plain view.
    public static let systemBackground = UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
    /// The background of content on a plain view.
    public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The background of content on secondary content.
    public static let tertiarySystemBackground = UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
    /// The background of a grouped list.
    public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The background of a grouped list's cells.
    public static let secondarySystemGroupedBackground = UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
    /// The background of content in a grouped list's cells.
    public static let tertiarySystemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// Primary text.
    public static let label = UIColor(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1)
    /// Secondary text.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    /// Placeholder text.
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// Links.
    public static let link = UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1)
    /// Separators, see-through.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// Separators, opaque.
    public static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    /// Fill for thin shapes.
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// Fill for medium shapes.
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// Fill for large shapes.
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// Fill for large areas.
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
}
