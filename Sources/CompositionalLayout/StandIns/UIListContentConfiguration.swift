import Foundation

/// A stand-in for UIKit's `UIListContentConfiguration`: the text, secondary
/// text and image of a list cell or header, kept and never drawn.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Title"
/// content.secondaryText = "Detail"
/// content.image = UIImage(systemName: "star")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The style the configuration was made with: `cell`, `subtitleCell`, `header`…
    public let style: String
    /// The primary text.
    public var text: String?
    /// The primary text, with attributes.
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text, with attributes.
    public var secondaryAttributedText: NSAttributedString?
    /// The image.
    public var image: UIImage?
    /// How the primary text looks.
    public var textProperties = TextProperties()
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties()
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// The axes along which the superview's layout margins are kept.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// Whether the text and secondary text sit side by side.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 0
    /// The vertical space between the text and the secondary text.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The horizontal space between the text and the secondary text.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0

    init(style: String, font: UIFont.TextStyle = .body, secondaryFont: UIFont.TextStyle = .subheadline) {
        self.style = style
        textProperties.font = .preferredFont(forTextStyle: font)
        secondaryTextProperties.font = .preferredFont(forTextStyle: secondaryFont)
    }

    /// A list cell: one line of body text and an image.
    public static func cell() -> Self { Self(style: "cell") }
    /// A list cell with a subtitle under the text.
    public static func subtitleCell() -> Self { Self(style: "subtitleCell", secondaryFont: .footnote) }
    /// A list cell with a value at the trailing end.
    public static func valueCell() -> Self {
        var configuration = Self(style: "valueCell", secondaryFont: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// A sidebar cell.
    public static func sidebarCell() -> Self { Self(style: "sidebarCell") }
    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> Self { Self(style: "sidebarSubtitleCell", secondaryFont: .footnote) }
    /// A sidebar cell beside other content.
    public static func accompaniedSidebarCell() -> Self { Self(style: "accompaniedSidebarCell") }
    /// A sidebar cell with a subtitle, beside other content.
    public static func accompaniedSidebarSubtitleCell() -> Self {
        Self(style: "accompaniedSidebarSubtitleCell", secondaryFont: .footnote)
    }
    /// A header, for the list's appearance.
    public static func header() -> Self { Self(style: "header", font: .headline) }
    /// A footer, for the list's appearance.
    public static func footer() -> Self { Self(style: "footer", font: .footnote) }
    /// A plain list's header.
    public static func plainHeader() -> Self { Self(style: "plainHeader", font: .headline) }
    /// A plain list's footer.
    public static func plainFooter() -> Self { Self(style: "plainFooter", font: .footnote) }
    /// A grouped list's header.
    public static func groupedHeader() -> Self { Self(style: "groupedHeader", font: .footnote) }
    /// A grouped list's footer.
    public static func groupedFooter() -> Self { Self(style: "groupedFooter", font: .footnote) }
    /// A sidebar's header.
    public static func sidebarHeader() -> Self { Self(style: "sidebarHeader", font: .headline) }
    /// An inset grouped list's prominent header.
    public static func prominentInsetGroupedHeader() -> Self { Self(style: "prominentInsetGroupedHeader", font: .title3) }
    /// An inset grouped list's extra-prominent header.
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(style: "extraProminentInsetGroupedHeader", font: .title2)
    }

    /// A view that shows the configuration (and draws nothing).
    @MainActor
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// How a list configuration's text looks; kept, never drawn.
    public struct TextProperties {
        /// The font.
        public var font = UIFont.preferredFont(forTextStyle: .body)
        /// The colour.
        public var color = UIColor.label
        /// A function applied to ``color``; kept.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// The most lines; 0 for no limit.
        public var numberOfLines = 0
        /// How lines break.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the font follows Dynamic Type.
        public var adjustsFontForContentSizeCategory = true
        /// Whether the text shrinks to fit its width.
        public var adjustsFontSizeToFitWidth = false
        /// How far the text may shrink.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be set tighter before the text is truncated.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the whole text shows when the truncated text is long-pressed.
        public var showsExpansionTextWhenTruncated = false
        /// How the text is capitalized.
        public var transform: TextTransform = .none

        /// How a list configuration's text is aligned.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// As the language reads.
            case natural
            /// Centred.
            case center
            /// As the text's own direction.
            case justified
        }

        /// How a list configuration's text is capitalized.
        public enum TextTransform: Int, Hashable, Sendable {
            /// As written.
            case none
            /// All capitals.
            case uppercase
            /// All lower case.
            case lowercase
            /// Each word capitalized.
            case capitalized
        }
    }

    /// How a list configuration's image looks; kept, never drawn.
    public struct ImageProperties {
        /// The tint colour.
        public var tintColor: UIColor?
        /// The symbol configuration.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size the image takes.
        public var maximumSize: CGSize = .zero
        /// The space the image reserves, even when smaller.
        public var reservedLayoutSize: CGSize = .zero
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// Whether the image reads as a separate element to VoiceOver.
        public var accessibilityIgnoresInvertColors = false

        /// The reserved size that takes the system's standard dimension.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }
}
