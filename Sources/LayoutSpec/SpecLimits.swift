import CompositionalLayout
import Foundation

/// Bounds a spec is checked against before any work is done, so that no file
/// can make the reader or the solver trap, hang or exhaust memory.
///
/// Values past a limit are reported as ordinary diagnostics. The limits that
/// the solver also enforces are taken from ``LayoutLimits`` so the two agree.
public enum SpecLimits {
    /// The largest spec file, in bytes (1 MiB).
    public static let maxFileSize = 1 << 20
    /// The most diagnostics reported for one file; a final one says how many more were found.
    public static let maxDiagnostics = 50
    /// The most groups on any path from a section to an item (the section's group counts as one).
    public static let maxGroupNesting = LayoutLimits.maxNestingDepth
    /// The most sections in one spec.
    public static let maxSections = LayoutLimits.maxSections
    /// Devices drawn side by side in one image.
    public static let maxDevices = 8
    /// The most items in one section, and in the whole spec.
    public static let maxItems = LayoutLimits.maxItems
    /// The largest `count` of a `subitem` or `repeatingSubitem` group.
    public static let maxSubitemCount = LayoutLimits.maxSlotsPerGroup
    /// The most frames a `custom` group may list.
    public static let maxCustomFrames = LayoutLimits.maxSlotsPerGroup
    /// The most columns a `waterfall` may have.
    public static let maxWaterfallColumns = 64
    /// The allowed `zIndex` of supplementary, decoration and custom items.
    public static let zIndex: ClosedRange<Int> = -1_000_000...1_000_000
    /// The UIKit versions `uikit:` accepts: 13 (the first with compositional layout) to 99.
    public static let uikitVersions: ClosedRange<Int> = 13...99
    /// The allowed container width and height, in points.
    public static let containerLength: ClosedRange<CGFloat> = 1...LayoutLimits.maxLength
}
