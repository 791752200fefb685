import Foundation

/// A stand-in for UIKit's `UICollectionReusableView`: the base of cells,
/// headers and footers, which a collection view makes when dequeued.
///
/// `init()` is `required` here (UIKit makes views from their class at run time,
/// which Swift can only do through a required initializer). A subclass that
/// overrides `init(frame:)` and `init?(coder:)`, or neither, inherits it.
@preconcurrency
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// A view with a zero frame.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// A view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// Called before the view is reused; for subclasses. Views are never reused here.
    open func prepareForReuse() {}

    /// Applies layout attributes: sets the frame.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
    }

    /// The attributes the view would like: those given, as nothing is measured.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
