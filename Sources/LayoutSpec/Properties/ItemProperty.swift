import CompositionalLayout
import Foundation

/// The properties that items and every kind of group share, set by a plain value: one
/// ``SpecProperty`` each. ``ItemReader`` (the keys of an item's, a group's and a custom group's
/// body, and the reading), ``SpecWriter`` and ``SwiftWriter`` go through ``all``. A group's own
/// properties are ``GroupProperty``; the section's, ``SectionProperty``.
///
/// `layoutSize` (an initializer argument) and `supplementaryItems` (nested structures) are not in
/// the table.
enum ItemProperty {
    /// Every table-driven item property, in the order an item's body is read and written; a written
    /// spec and Swift leave out what a fresh `NSCollectionLayoutItem(layoutSize:)` has.
    static var all: SpecPropertyTable<NSCollectionLayoutItem> {
        SpecPropertyTable(fresh: { NSCollectionLayoutItem(layoutSize: $0.layoutSize) }, [
            .insets("contentInsets", \.contentInsets, written: .unlessDefault),
            .optional("edgeSpacing", \.edgeSpacing, read: { $0.edgeSpacing() }, spec: SpecWriter.edgeSpacing,
                      swift: SwiftWriter.edgeSpacing),
        ])
    }
}
