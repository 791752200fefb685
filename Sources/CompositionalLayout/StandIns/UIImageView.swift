import Foundation

/// A stand-in for UIKit's `UIImageView`: the image it would show, kept and never drawn.
@preconcurrency
@MainActor
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// The image while highlighted.
    open var highlightedImage: UIImage?
    /// The symbol configuration for symbol images.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Whether the view is highlighted.
    open var isHighlighted = false

    /// An image view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }

    /// An empty image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }
}
