import Foundation

/// The base class of collection view layouts. Only
/// ``UICollectionViewCompositionalLayout`` can be solved.
open class UICollectionViewLayout {
    /// A layout; a plain one has nothing to solve.
    public init() {}

    /// Decoding from an archive, which this module cannot do: always `nil`.
    /// It exists because UIKit's layouts are `NSCoding`, and subclasses write
    /// `required init?(coder: NSCoder) { fatalError() }`.
    public required init?(coder: NSCoder) { return nil }

    /// The collection view showing this layout, set when one is given it (a
    /// stand-in: see ``UICollectionView``).
    public internal(set) weak var collectionView: UICollectionView?

    /// Called before a layout pass in UIKit; here, for subclasses' `super.prepare()` calls. Does nothing.
    open func prepare() {}

    /// Marks the layout as needing a new pass in UIKit; here, does nothing.
    open func invalidateLayout() {}

    /// Whether a bounds change needs a new pass; `false`, as UIKit's base class answers.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The content size UIKit would scroll; here `.zero`: solve the layout to get sizes.
    open var collectionViewContentSize: CGSize { .zero }

    // The queries UIKit asks a layout while drawing. Subclasses override them, so they exist; the
    // solver never calls them (it computes every frame itself), so an override's changes to
    // attributes are not drawn. `solve` gives the frames.

    /// The attributes of the elements in `rect`: `nil` here; solve the layout instead.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of a cell: `nil` here; solve the layout instead.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a supplementary view: `nil` here; solve the layout instead.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a decoration view: `nil` here; solve the layout instead.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where scrolling stops: where it was going, as nothing scrolls.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    /// Where the content sits after an update: where it was going.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// The attributes an item appears with: `nil`, as nothing animates.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    /// The attributes an item disappears with: `nil`, as nothing animates.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
}
