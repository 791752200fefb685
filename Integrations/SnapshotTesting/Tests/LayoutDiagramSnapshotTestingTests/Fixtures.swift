import CompositionalLayout
import Foundation

/// A two-column grid: rows 100 points tall, `columnSpacing` between the columns, 10 between the rows.
func twoColumnGrid(columnSpacing: CGFloat = 10) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                          heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitem: item, count: 2)
    group.interItemSpacing = .fixed(columnSpacing)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    return UICollectionViewCompositionalLayout(section: section)
}

/// Six items (three rows) in a 300 × 600 container.
func gridRequest() -> LayoutRequest {
    LayoutRequest(containerSize: CGSize(width: 300, height: 600), itemCounts: [6])
}

/// The grid solved for ``gridRequest``.
func gridSolution(columnSpacing: CGFloat = 10) throws -> LayoutSolution {
    try twoColumnGrid(columnSpacing: columnSpacing).solve(gridRequest())
}
