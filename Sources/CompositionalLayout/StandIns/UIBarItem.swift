import Foundation

/// A stand-in for UIKit's `UIBarItem`: what bar buttons and tab bar items
/// share (a title, an image, a tag), kept and never drawn.
@preconcurrency
@MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item is enabled.
    open var isEnabled = true
    /// A number the app chooses, to find the item again.
    open var tag = 0
    /// The insets of the image.
    open var imageInsets: UIEdgeInsets = .zero
    /// The identifier UI tests find the item by.
    open var accessibilityIdentifier: String?
    /// The text VoiceOver reads.
    open var accessibilityLabel: String?

    /// An item with no title or image.
    public override init() {
        super.init()
    }
}
