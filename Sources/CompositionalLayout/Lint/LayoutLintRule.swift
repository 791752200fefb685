/// A pitfall that ``UICollectionViewLayout/lint(containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:rules:measuredSize:)``
/// looks for: a layout that UIKit accepts and lays out, but almost certainly
/// not as its author meant. Each is a rule of `docs/semantics.md` marked there
/// as a common surprise.
///
/// The raw value is the rule's stable name, as `lint --format json` and
/// `--disable` write it; ``code`` is its stable number.
public enum LayoutLintRule: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A group's subitems take fractions of its length that add up to more than 1.
    case fractionsOverflow = "fractions-overflow"
    /// An item has `contentInsets` on an axis whose dimension is estimated, where UIKit ignores them.
    case estimatedInsetsIgnored = "estimated-insets-ignored"
    /// A `subitem:count:` item declares a length along the group's axis, which the count overrides.
    case countIgnoresItemLength = "count-ignores-item-length"
    /// `groupPaging` with a leading section inset wider than the spacing between groups.
    case groupPagingPeek = "group-paging-peek"
    /// A custom group's frames already leave its `contentInsets`, which are counted twice.
    case doubleInsets = "double-insets"
    /// Spacing pushes a subitem out of its group, whose lengths alone fit: the rest of the group stays empty.
    case spacingOverflow = "spacing-overflow"

    /// How a warning names the rule: `[LD101 fractions-overflow]`.
    public var tag: String { "[\(code) \(rawValue)]" }

    /// The rule's stable number, `LD101` to `LD106`.
    public var code: String {
        switch self {
        case .fractionsOverflow: return "LD101"
        case .estimatedInsetsIgnored: return "LD102"
        case .countIgnoresItemLength: return "LD103"
        case .groupPagingPeek: return "LD104"
        case .doubleInsets: return "LD105"
        case .spacingOverflow: return "LD106"
        }
    }

    /// One line on what the rule finds.
    public var summary: String {
        switch self {
        case .fractionsOverflow:
            return "a group's subitems take fractions of its length that add up to more than 1"
        case .estimatedInsetsIgnored:
            return "contentInsets on an axis whose dimension is estimated are ignored"
        case .countIgnoresItemLength:
            return "subitem:count: overrides the item's own length along the group's axis"
        case .groupPagingPeek:
            return "groupPaging with a leading inset wider than interGroupSpacing shows the previous group"
        case .doubleInsets:
            return "a custom group's frames already leave the group's contentInsets"
        case .spacingOverflow:
            return "spacing pushes a subitem out of its group, which stays partly empty"
        }
    }

    /// Rules in the order of their codes.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.code < rhs.code }
}
