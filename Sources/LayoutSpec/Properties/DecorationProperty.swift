import CompositionalLayout
import Foundation

/// The properties of `NSCollectionLayoutDecorationItem` that an entry of `decorationItems` sets by
/// a plain value: one ``SpecProperty`` each. ``DecorationReader``, ``SpecWriter`` and
/// ``SwiftWriter`` go through ``all``; `background` (the element kind) is the factory's argument.
enum DecorationProperty {
    /// Every table-driven decoration property, in the order they are read and written; Swift leaves
    /// out what a fresh `.background(elementKind:)` has.
    static var all: SpecPropertyTable<NSCollectionLayoutDecorationItem> {
        SpecPropertyTable(fresh: { .background(elementKind: $0.elementKind) }, [
            .insets("contentInsets", \.contentInsets),
            .zIndex("zIndex", \.zIndex),
        ])
    }
}
