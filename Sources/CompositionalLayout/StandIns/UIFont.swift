import Foundation

/// A stand-in for UIKit's `UIFont`: a name, a size and a weight; no glyphs.
///
/// Text styles have the point sizes of UIKit's default (Large) content size.
///
/// It is an `NSObject`, as UIKit's is: equal when name, size and weight are.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The font's name.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's weight.
    public let weight: Weight
    /// The text style the font was made for, if any.
    public let textStyle: TextStyle?

    init(fontName: String, size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        self.fontName = fontName
        pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        super.init()
    }

    /// A font by name; never `nil`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, size: fontSize)
    }

    /// The font for a text style.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(fontName: ".SFUI", size: style.pointSize, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The font for a text style, for traits (which change nothing here).
    public static func preferredFont(forTextStyle style: TextStyle,
                                     compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The system font at a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI", size: fontSize) }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI", size: fontSize, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI", size: fontSize, weight: .bold)
    }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Italic", size: fontSize) }

    /// The monospaced system font at a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono", size: fontSize, weight: weight)
    }

    /// The system font with monospaced digits at a size and weight.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI", size: fontSize, weight: weight)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, size: fontSize, weight: weight, textStyle: textStyle)
    }

    /// The height of a line: 1.2 times the point size (an approximation; nothing is typeset).
    public var lineHeight: CGFloat { pointSize * 1.2 }

    /// Whether `object` is a font with the same name, size, weight and text style.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return (fontName, pointSize, weight, textStyle) == (other.fontName, other.pointSize, other.weight, other.textStyle)
    }

    /// A hash of the name and size.
    public override var hash: Int { Hasher.hash(fontName, pointSize) }

    /// `UIFont(name: …, size: …)`, with the weight when it is not regular.
    public override var description: String {
        "UIFont(name: \(fontName), size: \(pointSize)" + (weight == .regular ? ")" : ", weight: \(weight.rawValue))")
    }

    /// A font's weight, as UIKit's numbers: -0.8 (ultralight) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's number.
        public let rawValue: CGFloat
        /// A weight from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultralight.
        public static let ultraLight = Weight(-0.8)
        /// Thin.
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// Regular.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy.
        public static let heavy = Weight(0.56)
        /// Black.
        public static let black = Weight(0.62)
    }

    /// A text style of Dynamic Type.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at the default content size.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .subheadline: return 15
            case .callout: return 16
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }
    }
}

/// A stand-in for UIKit's `UIFontMetrics`: scales fonts for Dynamic Type, which is fixed at the
/// default size here, so fonts come back unchanged.
public struct UIFontMetrics: Sendable {
    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// The text style the metrics scale for.
    public let textStyle: UIFont.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font`, unchanged.
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font`, unchanged up to `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `value`, unchanged.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
