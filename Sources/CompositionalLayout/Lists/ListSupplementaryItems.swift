import Foundation

/// The header and footer boundary items of a list section.
///
/// With `headerMode == .supplementary` a list section gets a header of kind
/// `UICollectionView.elementKindSectionHeader`, and with
/// `footerMode == .supplementary` a footer of kind
/// `UICollectionView.elementKindSectionFooter`. Both are as wide as the
/// section (`.fractionalWidth(1)`) and as tall as their estimate
/// (``ListMetrics/supplementaryEstimatedHeight(for:)``) until measured.
///
/// `headerTopPadding` is modelled as part of the header's band: it is added
/// to the header's estimated height, so the header's frame starts where the
/// padding starts and the rows move down by the padding. A measured header
/// height replaces the whole band, padding included.
enum ListSupplementaryItems {
    /// The section's boundary items: the header (if any) first, then the footer (if any).
    static func items(for configuration: UICollectionLayoutListConfiguration)
        -> [NSCollectionLayoutBoundarySupplementaryItem] {
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            items.append(header(for: configuration))
        }
        if configuration.footerMode == .supplementary {
            items.append(footer(for: configuration))
        }
        return items
    }

    /// The header: its estimate plus the top padding, aligned to the top, pinned in plain lists.
    static func header(for configuration: UICollectionLayoutListConfiguration) -> NSCollectionLayoutBoundarySupplementaryItem {
        let padding = configuration.headerTopPadding ?? ListMetrics.automaticHeaderTopPadding
        let height = ListMetrics.supplementaryEstimatedHeight(for: configuration.appearance) + padding
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = ListMetrics.pinsHeaders(for: configuration.appearance)
        return header
    }

    /// The footer: its estimate, aligned to the bottom.
    static func footer(for configuration: UICollectionLayoutListConfiguration) -> NSCollectionLayoutBoundarySupplementaryItem {
        let height = ListMetrics.supplementaryEstimatedHeight(for: configuration.appearance)
        return NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    }
}
