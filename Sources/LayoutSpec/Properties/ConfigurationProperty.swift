import CompositionalLayout
import Foundation

/// The properties of `UICollectionViewCompositionalLayoutConfiguration` that `configuration:` sets
/// by a plain value: one ``SpecProperty`` each. ``ConfigurationReader``, ``SpecWriter`` and
/// ``SwiftWriter`` go through ``all``.
///
/// `boundarySupplementaryItems` (nested structures, see ``BoundaryItemProperty``) is not in the table.
enum ConfigurationProperty {
    /// Every table-driven configuration property, in the order they are read, written, and set in
    /// Swift; Swift leaves out what a fresh configuration has.
    static var all: SpecPropertyTable<UICollectionViewCompositionalLayoutConfiguration> {
        SpecPropertyTable(fresh: { _ in UICollectionViewCompositionalLayoutConfiguration() }, [
            .enumeration("scrollDirection", \.scrollDirection),
            .length("interSectionSpacing", \.interSectionSpacing),
            .enumeration("contentInsetsReference", \.contentInsetsReference),
        ])
    }
}
