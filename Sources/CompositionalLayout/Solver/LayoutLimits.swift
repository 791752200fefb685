import Foundation

/// Bounds checked before and during solving, so that no input can make the
/// solver trap, hang or exhaust memory.
public enum LayoutLimits {
    /// Sections in one layout.
    public static let maxSections = 10_000
    /// Items across all sections.
    public static let maxItems = 5_000_000
    /// Leaf slots in one group instance, nested groups included.
    public static let maxSlotsPerGroup = 100_000
    /// Groups nested inside each other, the section's own group included.
    public static let maxNestingDepth = 32
    /// The largest size, inset or spacing, in points.
    public static let maxLength: CGFloat = 10_000_000
    /// The largest content size along the scroll axis, in points.
    public static let maxContentLength: CGFloat = 1_000_000_000
}
