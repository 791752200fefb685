import Foundation

/// A `subitems:` group that stopped before its next subitem because of its
/// spacing: the subitems' lengths alone fit the group, but with
/// `interItemSpacing` and edge spacing added the next one does not, so the
/// group places fewer subitems than it declares and the rest of it stays
/// empty (docs/semantics.md §2: a group places subitems while the next one fits).
///
/// Only a subitem sized as a fraction of the group's axis counts: fractions
/// are written to tile the group. A group whose subitems do not fit even
/// without spacing is not one either: its fractions add up to more than 1
/// (`fractions-overflow`). A row of absolute cells simply wraps.
struct BlockedSubitem {
    /// The subitem that did not fit, by its index in `subitems`.
    let subitem: Int
    /// Its length along the group's axis.
    let length: CGFloat
    /// The spacing it needed before it: `interItemSpacing` and its own edge spacing.
    let spacing: CGFloat
    /// What was left of the group's inner length after the subitems placed.
    let room: CGFloat

    /// `nil` when the subitem would not fit even with no spacing at all.
    init?(subitem item: NSCollectionLayoutItem, index subitem: Int, length: CGFloat, spacing: CGFloat,
          cursor: CGFloat, placed: [GroupPacker.Child], axis: Axis, available: CGFloat, tolerance: CGFloat) {
        let dimension = item.layoutSize.dimension(along: axis)
        guard axis == .horizontal ? dimension.isFractionalWidth : dimension.isFractionalHeight else { return nil }
        let lengths = placed.reduce(CGFloat(0)) { $0 + $1.size.length(along: axis) }
        guard lengths + length <= available + tolerance else { return nil }
        self.subitem = subitem
        self.length = length
        self.spacing = spacing
        room = max(available - cursor, 0)
    }
}

/// What a group shape keeps of a ``BlockedSubitem``: the overflow, and the
/// part of the group it leaves empty, in the group's own coordinates.
struct SubitemOverflow: Sendable {
    let subitem: Int
    /// How many subitems the group placed.
    let placed: Int
    let length: CGFloat
    let spacing: CGFloat
    let room: CGFloat
    /// From the last subitem placed to the end of the group's inner rectangle.
    let unfilled: CGRect
}
