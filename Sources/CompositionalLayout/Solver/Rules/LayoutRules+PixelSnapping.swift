extension LayoutRules {
    /// How frames meet the display's pixel grid (multiples of `1 / displayScale`) when the
    /// trait collection has a `displayScale`. Without one the arithmetic stays exact.
    public enum PixelSnapping: Hashable, Sendable {
        /// Each resolved item and group length is floored to the grid, and the layout stacks
        /// the floored lengths (iOS 17: `0.25 × 393 = 98.25` is 98 at 3×).
        case floorLengths
        /// The layout is computed exactly, then each element's origin and size are rounded to
        /// the nearest pixel, separately (iOS 13 and 14: a 187.5-pt row starts at 199.5 → 199.667).
        case roundFrames
        /// Exact arithmetic even with a display scale.
        case none
    }
}
