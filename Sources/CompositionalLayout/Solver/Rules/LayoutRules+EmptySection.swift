extension LayoutRules {
    /// What a section with no items takes up along the scroll axis.
    public enum EmptySection: Hashable, Sendable {
        /// Nothing: its content insets drop out, and it has no background decoration and no
        /// orthogonal band. Its boundary items are still laid out, and `interSectionSpacing`
        /// still applies around it (iOS 17).
        case collapses
        /// Its top and bottom insets, less one `interGroupSpacing` (the spacing after "the
        /// last group" is taken back even though there is none), with its decorations
        /// and, for an orthogonal section, its band (iOS 14).
        case keepsInsetsLessInterGroupSpacing
        /// Its top and bottom insets (the engine's rule before the corpus; no evidence).
        case keepsInsets
    }
}
