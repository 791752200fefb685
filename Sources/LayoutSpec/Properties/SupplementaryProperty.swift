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
