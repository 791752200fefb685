import CompositionalLayout
import Foundation

/// The properties of `NSCollectionLayoutSupplementaryItem` that an entry of `supplementaryItems`
/// sets by a plain value: one ``SpecProperty`` each. A boundary item is a supplementary, so
/// ``BoundaryItemProperty/all`` holds these too.
///
/// ``SupplementaryReader``, ``SpecWriter`` and ``SwiftWriter`` go through ``all``. What a
/// supplementary is made from (`elementKind`, `layoutSize`, `containerAnchor`, `itemAnchor`) is its
/// initializer's arguments, and `measuredSize` is data about the view, not the layout.
enum SupplementaryProperty {
    /// Every table-driven supplementary property, in the order they are read and written; Swift
    /// leaves out what a fresh supplementary has.
    static var all: SpecPropertyTable<NSCollectionLayoutSupplementaryItem> {
        SpecPropertyTable(fresh: { item in
            NSCollectionLayoutSupplementaryItem(layoutSize: item.layoutSize, elementKind: item.elementKind,
                                                containerAnchor: item.containerAnchor, itemAnchor: item.itemAnchor)
        }, [
            .zIndex("zIndex", \.zIndex),
            .insets("contentInsets", \.contentInsets, written: .unlessDefault),
        ])
    }
}

/// The properties of `NSCollectionLayoutBoundarySupplementaryItem` that an entry of
/// `boundarySupplementaryItems` sets by a plain value: its own, then a supplementary's
/// (``SupplementaryProperty/all``).
///
/// ``BoundaryItemReader``, ``SpecWriter`` and ``SwiftWriter`` go through ``all``. What a boundary
/// item is made from (`elementKind`, `layoutSize`, `alignment`, `absoluteOffset`) is its
/// initializer's arguments.
enum BoundaryItemProperty {
    /// Every table-driven boundary item property, in the order they are read and written; Swift
    /// leaves out what a fresh boundary item has.
    static var all: SpecPropertyTable<NSCollectionLayoutBoundarySupplementaryItem> {
        SpecPropertyTable(fresh: { item in
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: item.layoutSize, elementKind: item.elementKind,
                                                        alignment: item.alignment, absoluteOffset: item.offset)
        }, [
            .boolean("extendsBoundary", \.extendsBoundary),
            .boolean("pinToVisibleBounds", \.pinToVisibleBounds),
        ] + SupplementaryProperty.all.properties.map { $0.on { $0 as NSCollectionLayoutSupplementaryItem } })
    }
}
