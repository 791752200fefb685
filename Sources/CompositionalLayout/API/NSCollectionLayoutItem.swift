import Foundation

/// The smallest building block of a compositional layout: one cell.
///
/// An item's `layoutSize` is resolved against its parent group (minus the
/// group's `contentInsets`). The result is the item's *slot*, which is what
/// groups pack and test for fit. `contentInsets` then shrink the cell inside
/// its slot, except on an axis whose dimension is estimated.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
/// ```
///
/// Like UIKit's, items are reference types: a change made after the item was
/// put into a group is seen when the layout is solved.
public class NSCollectionLayoutItem {
    /// The item's size, resolved against its parent group.
    public let layoutSize: NSCollectionLayoutSize

    /// Space around the cell inside its slot, applied after positioning.
    /// Ignored on an axis whose dimension is estimated.
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Space outside the slot that moves the item (and those after it) without resizing it.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Views anchored to the item's cell (for a group: to the group's frame), such as badges.
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Creates an item of the given size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of the given size with supplementary views anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
