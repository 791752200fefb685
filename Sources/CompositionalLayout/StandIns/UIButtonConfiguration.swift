import Foundation

extension UIButton {
    /// A stand-in for UIKit's `UIButton.Configuration`: a button's look, kept
    /// and never drawn.
    public struct Configuration {
        /// The style it was made with: `filled`, `plain`, `tinted`…
        public let style: String
        /// The title.
        public var title: String?
        /// The subtitle.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// Which side of the title the image is on.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The text and image colour.
        public var baseForegroundColor: UIColor?
        /// The title as attributed text; kept, never drawn.
        public var attributedTitle: AttributedString?
        /// The subtitle as attributed text; kept, never drawn.
        public var attributedSubtitle: AttributedString?
        /// What changes the title's attributes; kept, never called.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// What changes the subtitle's attributes; kept, never called.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The background colour.
        public var baseBackgroundColor: UIColor?
        /// The insets around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        /// How the corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class of the button.
        public var buttonSize: Size = .medium
        /// Whether an activity indicator shows.
        public var showsActivityIndicator = false
        /// The background's configuration.
        public var background = UIBackgroundConfiguration.clear()

        init(style: String) {
            self.style = style
        }

        /// No background.
        public static func plain() -> Self { Self(style: "plain") }
        /// A tinted background.
        public static func tinted() -> Self { Self(style: "tinted") }
        /// A grey background.
        public static func gray() -> Self { Self(style: "gray") }
        /// A filled background.
        public static func filled() -> Self { Self(style: "filled") }
        /// No background or border.
        public static func borderless() -> Self { Self(style: "borderless") }
        /// A border.
        public static func bordered() -> Self { Self(style: "bordered") }
        /// A filled, prominent border.
        public static func borderedProminent() -> Self { Self(style: "borderedProminent") }
        /// A tinted border.
        public static func borderedTinted() -> Self { Self(style: "borderedTinted") }

        /// How a button's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// As the size decides.
            case dynamic = -1
            /// Fixed by the background's radius.
            case fixed
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
            /// Capsule.
            case capsule
        }

        /// A button's size.
        public enum Size: Int, Sendable {
            /// Mini.
            case mini
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
        }
    }
}
