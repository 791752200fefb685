extension LayoutRules {
    /// Where a `groupPagingCentered` section's first group starts across the scroll axis, at rest,
    /// in a collection view `W` long, with groups `w` long; its content ends as it starts, mirrored.
    /// UIKit 14.5 (428 pt at 3×, 0.9-wide groups, section insets leading 5 and trailing 20,
    /// `interGroupSpacing` 15) starts it at 19.0, not at the centred `(W − w)/2 = 21.4`. The first
    /// four readings below all give 18.9 there, which rounds to 19.0; no image yet separates them
    /// (`docs/semantics.md` §8).
    public enum CentredGroupStart: Hashable, Sendable {
        /// `leading + (W − w − interGroupSpacing)/2`: the content keeps the section's leading inset,
        /// as in every orthogonal section, and scrolls behind an inset that centres one page of
        /// group paging, a group and the spacing after it. With no insets, `interGroupSpacing` moves
        /// the group back by half its length.
        case pageWithSpacingAfterLeadingInset
        /// `(W − w)/2 − (trailing − interGroupSpacing)/2`: a trailing inset wider than the spacing
        /// moves the group back by half the difference; the leading inset does not move it.
        case lessHalfTrailingInsetBeyondSpacing
        /// `(W − w − leading)/2`: centred in the collection view less the section's leading inset,
        /// from the collection view's leading edge.
        case lessHalfLeadingInset
        /// `2 × leading + (W − leading − trailing − w)/2`: centred between the section's insets, then
        /// moved on by the leading inset again.
        case betweenInsetsAfterLeadingInset
        /// `(W − w)/2`: the section's insets and spacing ignored, the group exactly centred. The
        /// engine's rule before UIKit 14.5 was measured, which refutes it when the insets are uneven.
        case ignoringSectionInsets
    }
}
