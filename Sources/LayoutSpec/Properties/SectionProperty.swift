import CompositionalLayout
import Foundation

/// The properties of `NSCollectionLayoutSection` that a spec section (or one of its variants) sets
/// by a plain value: one ``SpecProperty`` each.
///
/// ``SectionReader`` (its keys and its reading), ``SectionSettings`` (a variant's override and
/// `apply`), ``SpecWriter`` and ``SwiftWriter`` all go through ``all``, so adding a section property
/// is one line there (and its key in `docs/spec-format.md`; see "Adding a property" there).
///
/// `group`/`list`, `boundarySupplementaryItems` and `decorationItems` are not in the table: they
/// hold nested structures, with readers and writers of their own.
enum SectionProperty {
    /// Every table-driven section property, in the order sections are read, keys are listed in
    /// messages, and Swift sets them; Swift leaves out what a fresh `NSCollectionLayoutSection(group:)` has.
    static var all: SpecPropertyTable<NSCollectionLayoutSection> {
        SpecPropertyTable(fresh: { NSCollectionLayoutSection(group: $0.group) }, [
            .length("interGroupSpacing", \.interGroupSpacing),
            .insets("contentInsets", \.contentInsets),
            .enumeration("contentInsetsReference", \.contentInsetsReference),
            .enumeration("orthogonalScrollingBehavior", \.orthogonalScrollingBehavior),
            .boolean("supplementariesFollowContentInsets", \.supplementariesFollowContentInsets),
            .enumeration("supplementaryContentInsetsReference", \.supplementaryContentInsetsReference,
                         specBefore: "orthogonalScrollingBehavior"),
        ])
    }
}
