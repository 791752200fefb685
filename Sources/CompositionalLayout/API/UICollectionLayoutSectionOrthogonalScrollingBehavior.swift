/// How a section's content scrolls relative to the layout's main axis.
///
/// Any value but `.none` lays the section's groups out orthogonally to the
/// scroll direction, in a band that scrolls on its own.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// Groups follow the layout's main axis (the default).
    case none
    /// Scrolls continuously, with normal deceleration.
    case continuous
    /// Scrolls continuously and comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Pages by the width of the collection view.
    case paging
    /// Pages one group at a time.
    case groupPaging
    /// Pages one group at a time and centres each group.
    case groupPagingCentered
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior: CustomStringConvertible {
    /// The Swift case name, e.g. `groupPaging`.
    public var description: String {
        switch self {
        case .none: return "none"
        case .continuous: return "continuous"
        case .continuousGroupLeadingBoundary: return "continuousGroupLeadingBoundary"
        case .paging: return "paging"
        case .groupPaging: return "groupPaging"
        case .groupPagingCentered: return "groupPagingCentered"
        }
    }
}
