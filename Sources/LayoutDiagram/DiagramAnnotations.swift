/// Which repeated things a diagram annotates with dimension markers, inset
/// bands and group outlines (`--annotations all|first|none`).
public enum DiagramAnnotations: String, Hashable, Sendable, CaseIterable {
    /// Every group instance and every gap.
    case all
    /// The first group instance of each section, and the first gap of each
    /// kind in each section (the default): enough to read the rules without
    /// covering the picture in numbers.
    case first
    /// No group outlines, inset bands or dimension markers: just the frames.
    case none
}
