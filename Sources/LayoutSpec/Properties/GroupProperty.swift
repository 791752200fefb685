import CompositionalLayout
import Foundation

/// The properties of `NSCollectionLayoutGroup` that a `horizontal:` or `vertical:` group sets by a
/// plain value, beyond those every item has (``ItemProperty``): one ``SpecProperty`` each.
///
/// ``ItemReader`` (a group's keys, the hint for one written beside `horizontal:` or inside
/// `custom:`, and the reading), ``SpecWriter`` and ``SwiftWriter`` go through ``all``. How a group
/// is filled (`subitems`, `subitem`/`repeatingSubitem` with `count`; a custom group's `frames` or
/// `waterfall`) is its factory's arguments, read by `GroupReader.swift` and `CustomGroupReader.swift`.
enum GroupProperty {
    /// Every table-driven group property, in the order a group's body is read and written; a
    /// written spec and Swift leave out what a fresh group has.
    static var all: SpecPropertyTable<NSCollectionLayoutGroup> {
        SpecPropertyTable(fresh: { group in
            .horizontal(layoutSize: group.layoutSize, subitems: [NSCollectionLayoutItem(layoutSize: group.layoutSize)])
        }, [
            .optional("interItemSpacing", \.interItemSpacing, read: { $0.spacing() }, spec: SpecWriter.spacing,
                      swift: SwiftWriter.spacing),
        ])
    }
}
