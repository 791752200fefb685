import CompositionalLayout
import Foundation

/// The properties of `UICollectionLayoutListConfiguration` that `list:` sets by a plain value: one
/// ``SpecProperty`` each. ``ListReader``, ``SpecWriter`` and ``SwiftWriter`` go through ``all``.
///
/// `appearance` is the initializer's argument; `headerMeasuredSize` and `footerMeasuredSize` are
/// data about the list's views, not the configuration.
enum ListProperty {
    /// Every table-driven list property, in the order they are read, written, and set in Swift;
    /// Swift leaves out what a fresh configuration of the same appearance has.
    static var all: SpecPropertyTable<UICollectionLayoutListConfiguration> {
        SpecPropertyTable(fresh: { UICollectionLayoutListConfiguration(appearance: $0.appearance) }, [
            .enumeration("headerMode", \.headerMode),
            .enumeration("footerMode", \.footerMode),
            .boolean("showsSeparators", \.showsSeparators),
            .optional("headerTopPadding", \.headerTopPadding, read: { $0.number(.length) },
                      spec: { .number(Double($0)) }, swift: SwiftWriter.number),
        ])
    }
}
