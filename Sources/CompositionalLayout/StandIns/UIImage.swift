import Foundation

/// A stand-in for UIKit's `UIImage`: the name of an image, with no pixels.
///
/// A symbol or a named image is never missing here (there is no catalog to
/// miss it in), so `UIImage(systemName: "star")!` runs. It is an `NSObject`,
/// as UIKit's is, so a model such as `struct Photo: Hashable { let image: UIImage }`
/// compiles: two images are equal when they have the same name, symbol
/// configuration and rendering mode.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The SF Symbol's name, for a symbol image.
    public let systemName: String?
    /// The asset's name, for a named image.
    public let name: String?
    /// The symbol configuration applied.
    public let symbolConfiguration: SymbolConfiguration?
    /// How the image is rendered.
    public let renderingMode: RenderingMode
    /// The size of every named or symbol image, as there are no pixels to measure:
    /// 100 × 100 points until set. Square, so that code dividing by an image's
    /// width or height to keep its aspect ratio gets 1, not a division by zero.
    nonisolated(unsafe) public static var standInSize = CGSize(width: 100, height: 100)

    /// The image's size: ``standInSize`` for a named or symbol image, zero for `UIImage()`.
    public var size: CGSize { systemName == nil && name == nil ? .zero : UIImage.standInSize }

    init(systemName: String?, name: String?, configuration: SymbolConfiguration?, renderingMode: RenderingMode) {
        self.systemName = systemName
        self.name = name
        symbolConfiguration = configuration
        self.renderingMode = renderingMode
        super.init()
    }

    /// An SF Symbol by name; never `nil`.
    public convenience init?(systemName: String) {
        self.init(systemName: systemName, name: nil, configuration: nil, renderingMode: .automatic)
    }

    /// An SF Symbol by name, configured; never `nil`.
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: systemName, name: nil, configuration: configuration, renderingMode: .automatic)
    }

    /// An image from the asset catalog by name; never `nil`.
    public convenience init?(named name: String) {
        self.init(systemName: nil, name: name, configuration: nil, renderingMode: .automatic)
    }

    /// An image from the asset catalog by name; never `nil`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An empty image.
    public override convenience init() {
        self.init(systemName: nil, name: nil, configuration: nil, renderingMode: .automatic)
    }

    /// The image, rendered in another mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(systemName: systemName, name: name, configuration: symbolConfiguration, renderingMode: renderingMode)
    }

    /// The image, tinted; the tint is not kept.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .automatic) -> UIImage {
        withRenderingMode(renderingMode)
    }

    /// The image with a symbol configuration.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(systemName: systemName, name: name, configuration: configuration, renderingMode: renderingMode)
    }

    /// The image with a symbol configuration.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        withConfiguration(configuration)
    }

    /// Whether `object` is an image of the same name (or symbol), symbol configuration and rendering mode.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return systemName == other.systemName && name == other.name && renderingMode == other.renderingMode
            && symbolConfiguration === other.symbolConfiguration
    }

    /// A hash of the name (or symbol).
    public override var hash: Int { Hasher.hash(systemName, name) }

    /// `UIImage(systemName: "star")`, `UIImage(named: "photo")` or `UIImage()`: never an address.
    public override var description: String {
        if let systemName { return "UIImage(systemName: \"\(systemName)\")" }
        if let name { return "UIImage(named: \"\(name)\")" }
        return "UIImage()"
    }

    /// How an image is rendered.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a template, in the tint colour.
        case alwaysTemplate
    }

    /// How an SF Symbol is drawn: its size, weight and scale, kept.
    public final class SymbolConfiguration: Sendable {
        /// The point size, if given.
        public let pointSize: CGFloat?
        /// The weight, if given.
        public let weight: Weight?
        /// The scale, if given.
        public let scale: Scale?
        /// The text style, if given.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat? = nil, weight: Weight? = nil, scale: Scale? = nil, textStyle: UIFont.TextStyle? = nil) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration with a point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }
        /// A configuration with a point size and a weight.
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: nil) }
        /// A configuration with a point size, a weight and a scale.
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A configuration with a weight.
        public convenience init(weight: Weight) { self.init(pointSize: nil, weight: weight) }
        /// A configuration with a scale.
        public convenience init(scale: Scale) { self.init(pointSize: nil, weight: nil, scale: scale) }
        /// A configuration with a text style.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle)
        }
        /// A configuration with a text style and a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle)
        }
        /// A configuration with a font.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: nil) }
        /// A configuration with a font and a scale.
        public convenience init(font: UIFont, scale: Scale) {
            self.init(pointSize: font.pointSize, weight: nil, scale: scale, textStyle: nil)
        }

        /// A symbol's weight.
        public enum Weight: Int, Sendable {
            /// Unspecified.
            case unspecified
            /// Ultralight.
            case ultraLight
            /// Thin.
            case thin
            /// Light.
            case light
            /// Regular.
            case regular
            /// Medium.
            case medium
            /// Semibold.
            case semibold
            /// Bold.
            case bold
            /// Heavy.
            case heavy
            /// Black.
            case black
        }

        /// A symbol's scale against text.
        public enum Scale: Int, Sendable {
            /// The default.
            case `default` = -1
            /// Unspecified.
            case unspecified = 0
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
        }
    }
}
