import Foundation

/// Bounds checked before and during solving, so that no input can make the
/// solver trap, hang or exhaust memory.
public enum LayoutLimits {
    /// Sections in one layout.
    public static let maxSections = 10_000
    /// Frames in one solution: cells, supplementary and decoration views,
    /// group instances and spacing gaps (see ``FrameBudget``). Set so that
    /// the largest accepted layout is solved and written as frames JSON in
    /// under 10 s and 2 GB on a 2-core machine (`make bench` measures it).
    public static let maxFrames = 250_000
    /// Items across all sections; each is a frame, so this is ``maxFrames``.
    public static let maxItems = maxFrames
    /// Leaf slots in one group instance, nested groups included.
    public static let maxSlotsPerGroup = 100_000
    /// Groups nested inside each other, the section's own group included.
    public static let maxNestingDepth = 32
    /// The largest size, inset or spacing, in points.
    public static let maxLength: CGFloat = 10_000_000
    /// The largest content size along the scroll axis, in points.
    public static let maxContentLength: CGFloat = 1_000_000_000
}
