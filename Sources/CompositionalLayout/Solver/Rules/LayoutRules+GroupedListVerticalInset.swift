extension LayoutRules {
    /// The space above the first row and below the last row of a `.grouped` or `.insetGrouped`
    /// list section, on an edge without a supplementary header or footer.
    public enum GroupedListVerticalInset: Hashable, Sendable {
        /// 17.5 pt (half the 35-pt gap of grouped tables) rounded up to the pixel grid, on each
        /// edge: 17.667 at 3×, 17.5 at 2× and without a display scale.
        case halfOf35RoundedUp
        /// 18 pt (a re-implementation's constant; the engine's rule before the corpus).
        case eighteen
    }
}
