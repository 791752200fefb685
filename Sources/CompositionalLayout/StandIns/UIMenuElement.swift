import Foundation

/// A stand-in for UIKit's `UIMenuElement`: what a menu holds, an action or a
/// submenu, with a title and an image; kept, never shown.
@preconcurrency
@MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    public let title: String
    /// The element's image.
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// How a menu element looks and behaves.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dimmed, and not chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open when it is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu element shows a checkmark.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off
        /// A checkmark.
        case on
        /// A dash: some of what it stands for is on.
        case mixed
    }
}
