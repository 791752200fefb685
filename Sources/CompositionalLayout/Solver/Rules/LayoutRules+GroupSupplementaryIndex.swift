extension LayoutRules {
    /// The item of a group supplementary's index path.
    public enum GroupSupplementaryIndex: Hashable, Sendable {
        /// The group's ordinal within its section: 0, 1, 2, … (counted per element kind).
        case groupOrdinal
        /// The index of the group's first item.
        case firstItem
    }
}
