import Foundation

/// Bounds checked before and during solving, so that no input can make the
/// solver trap, hang or exhaust memory.
public enum LayoutLimits {
    /// Sections in one layout.
    public static let maxSections = 10_000
    /// Frames in one solution: cells, supplementary and decoration views,
    /// group instances and spacing gaps (see `FrameBudget`). Set so that
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
    /// The z-indices an element may have. A solution keeps them in 32 bits, as it keeps
    /// index paths, so that an element is 96 bytes (`make bench` reports the size).
    public static let zIndexRange = Int(Int32.min)...Int(Int32.max)
    /// The most frames any solution holds, whatever `frameLimit` asks: item indices are kept in 32 bits.
    static let maxIndexableFrames = Int(Int32.max)

    /// Throws unless `zIndex` is in ``zIndexRange``.
    static func checkZIndex(_ zIndex: Int, of what: @autoclosure () -> String, at location: LayoutLocation,
                            subject: AnyObject?) throws(LayoutError) {
        guard !zIndexRange.contains(zIndex) else { return }
        throw LayoutError(.invalidValue, at: location,
                          "the zIndex \(zIndex) of \(what()) is outside \(zIndexRange.lowerBound)...\(zIndexRange.upperBound)",
                          subject: subject)
    }
}
