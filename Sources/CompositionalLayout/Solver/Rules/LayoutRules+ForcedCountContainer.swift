extension LayoutRules {
    /// What the subitem of `subitem:count:` resolves its dimensions against.
    public enum ForcedCountContainer: Hashable, Sendable {
        /// The group's inner size, whose length along the group's axis is less
        /// `(count − 1) × interItemSpacing`, for both of the subitem's dimensions.
        case innerLessSpacing
        /// The group's inner size; only the forced length subtracts the spacing.
        case inner
    }
}
