extension LayoutRules {
    /// What an orthogonal section's group resolves its fractional width (height,
    /// in a horizontal layout) against.
    public enum OrthogonalGroupReference: Hashable, Sendable {
        /// The container less the reference insets: section insets pad the
        /// scrolling content but do not shrink groups (IBP #78, whose reporter
        /// compared iOS 13 screenshots).
        case container
        /// The container less the reference insets and the section's insets,
        /// as for a section that does not scroll orthogonally.
        case sectionContent
    }
}
