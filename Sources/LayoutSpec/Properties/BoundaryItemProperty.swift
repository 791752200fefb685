import CompositionalLayout
import Foundation

/// The properties of `NSCollectionLayoutBoundarySupplementaryItem` that an entry of
/// `boundarySupplementaryItems` sets by a plain value: its own, then a supplementary's
/// (``SupplementaryProperty/all``, since a boundary item is a supplementary).
///
/// ``BoundaryItemReader``, ``SpecWriter`` and ``SwiftWriter`` go through ``all``. What a boundary
/// item is made from (`elementKind`, `layoutSize`, `alignment`, `absoluteOffset`) is its
/// initializer's arguments.
enum BoundaryItemProperty {
    /// Every table-driven boundary item property, in the order they are read and written.
    static var all: SpecPropertyTable<NSCollectionLayoutBoundarySupplementaryItem> {
        let own: [SpecProperty<NSCollectionLayoutBoundarySupplementaryItem>] = [
            .boolean("extendsBoundary", \.extendsBoundary),
            .boolean("pinToVisibleBounds", \.pinToVisibleBounds),
        ]
        let supplementary: [SpecProperty<NSCollectionLayoutBoundarySupplementaryItem>] =
            SupplementaryProperty.all.properties.map { $0.on { $0 } }
        return SpecPropertyTable(fresh: fresh, own + supplementary)
    }

    /// A boundary item made as `item` was, with every property at its default; Swift leaves those out.
    private static func fresh(_ item: NSCollectionLayoutBoundarySupplementaryItem)
        -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: item.layoutSize, elementKind: item.elementKind,
                                                    alignment: item.alignment, absoluteOffset: item.offset)
    }
}
