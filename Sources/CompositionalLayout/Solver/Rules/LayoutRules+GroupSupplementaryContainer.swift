extension LayoutRules {
    /// The rectangle a group's supplementary items anchor to.
    public enum GroupSupplementaryContainer: Hashable, Sendable {
        /// The group's frame less its `contentInsets`.
        case insetFrame
        /// The group's frame, its insets included.
        case frame
        /// The group's frame, its insets included, with the container anchor's fractional
        /// offset ignored. The corpus cannot tell this from ``insetFrame`` yet: its only
        /// group supplementary has a fractional offset that equals the group's inset.
        case frameIgnoringFractionalOffset
    }
}
