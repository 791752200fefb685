import Foundation

extension NSCollectionLayoutSection {
    /// An orthogonally scrolling section "with system default spacing" (tvOS 15 in UIKit).
    ///
    /// Apple documents no metrics. This one shows 16:9 tiles, four across the
    /// container, 40 points apart (the tvOS grid spacing), scrolling
    /// continuously; `docs/semantics.md` records the choice.
    public static func orthogonalLayoutSectionForMediaItems() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(MediaItemsMetrics.widthFraction),
                                               heightDimension: .fractionalWidth(MediaItemsMetrics.widthFraction
                                                                                 * MediaItemsMetrics.aspectRatio)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = MediaItemsMetrics.spacing
        section.orthogonalScrollingBehavior = .continuous
        return section
    }
}

/// The metrics of ``NSCollectionLayoutSection/orthogonalLayoutSectionForMediaItems()``: a choice, not documented by Apple.
enum MediaItemsMetrics {
    /// Four tiles across the container.
    static let widthFraction: CGFloat = 0.25
    /// 16:9 tiles.
    static let aspectRatio: CGFloat = 9.0 / 16.0
    /// The tvOS grid's spacing.
    static let spacing: CGFloat = 40
}
