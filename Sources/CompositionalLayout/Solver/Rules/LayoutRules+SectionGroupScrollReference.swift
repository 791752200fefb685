extension LayoutRules {
    /// What a section's group resolves a fraction of the scroll axis's length against
    /// (`.fractionalHeight` in a vertical layout, `.fractionalWidth` in a horizontal one),
    /// unless the section scrolls orthogonally: an orthogonal section's group always sees
    /// the collection view less the section's insets along that axis.
    public enum SectionGroupScrollReference: Hashable, Sendable {
        /// The collection view's full length, ignoring the section's insets and the
        /// adjusted content insets (safe area, bars) along that axis.
        case collectionView
        /// The collection view less the section's insets along that axis.
        case sectionContent
    }
}
