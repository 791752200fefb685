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

/// A stand-in for UIKit's `UICollectionViewDelegateFlowLayout`; every method has a default
/// (the flow layout's own settings), and none is ever called.
@preconcurrency
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of an item.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of a section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The space between lines of a section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The space between items of a section.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's item size.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The flow layout's section insets.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The flow layout's line spacing.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The flow layout's item spacing.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}
