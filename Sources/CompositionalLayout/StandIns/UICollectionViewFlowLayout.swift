import Foundation

/// A stand-in for UIKit's `UICollectionViewFlowLayout`, so that a file that also has a flow
/// layout compiles. Its settings are kept; it cannot be solved (only
/// ``UICollectionViewCompositionalLayout`` can).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The estimated size of each item, for self-sizing.
    open var estimatedItemSize: CGSize = .zero
    /// The space between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The scroll direction.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The size of section headers.
    open var headerReferenceSize: CGSize = .zero
    /// The size of section footers.
    open var footerReferenceSize: CGSize = .zero
    /// The insets of each section.
    open var sectionInset: UIEdgeInsets = .zero
    /// Whether headers stay at the top while their section scrolls.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while their section scrolls.
    open var sectionFootersPinToVisibleBounds = false

    /// The estimated size that turns self-sizing on.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Decoding from an archive, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }
}
