import CompositionalLayout
import LayoutDiagramDiff

/// How far a PNG may drift from its golden and still match: the one tolerance
/// behind `check`, `diff` and the snapshot helper (`LayoutSnapshotTolerance`
/// is this type).
///
/// Pixels are compared with ``LayoutDiagramDiff/PixelMatch`` (pixelmatch's
/// algorithm, as Playwright's `toHaveScreenshot` uses it). Two numbers are at
/// work, and they are easy to confuse:
/// - ``threshold`` is per pixel: how different two colours must *look* for
///   the pixel to count at all (0 counts any change, 1 nothing).
/// - ``maxDiffPixels`` and ``maxDiffRatio`` are per image: how many counted
///   pixels may differ.
///
/// ```swift
/// .init()                        // threshold 0.1, no counted pixel may differ
/// .init(maxDiffPixels: 50)       // absorb a little glyph noise across machines
/// .init(maxDiffRatio: 0.001)     // at most 0.1% of the pixels
/// ```
///
/// Pixels that differ only by anti-aliasing are not counted unless
/// ``includeAntiAliasing`` is set. An image of another size never matches.
/// The frames JSON and SVG have no tolerance: they are compared exactly.
public struct Tolerance: Hashable, Sendable {
    /// Per-pixel colour distance, from 0 to 1; see ``LayoutDiagramDiff/PixelMatch/threshold``.
    public var threshold: Double
    /// The most pixels that may differ; `nil` for no count limit.
    public var maxDiffPixels: Int?
    /// The largest share of pixels, from 0 to 1, that may differ; `nil` for no ratio limit.
    public var maxDiffRatio: Double?
    /// Whether pixels taken for anti-aliasing count as different.
    public var includeAntiAliasing: Bool

    /// With neither `maxDiffPixels` nor `maxDiffRatio`, no counted pixel may
    /// differ; with both, both limits must hold.
    public init(threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                includeAntiAliasing: Bool = false) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// The comparison this tolerance uses.
    public var pixelMatch: PixelMatch {
        PixelMatch(threshold: threshold, includeAntiAliasing: includeAntiAliasing)
    }

    /// Whether `comparison` is within the tolerance.
    public func accepts(_ comparison: PixelComparison) -> Bool {
        comparison.passes(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }

    /// A value out of range: which one (`threshold`, `maxDiffPixels`, `maxDiffRatio`), what it is and what it may be.
    public struct Problem: Error, Equatable, Sendable {
        /// The option: `threshold`, `maxDiffPixels` or `maxDiffRatio`.
        public let name: String
        /// The value given, as written.
        public let value: String
        /// What it may be (`from 0 to 1`, `not negative`).
        public let expected: String
    }

    /// The first value out of range, or `nil`; each front end words it its own way.
    public var problem: Problem? {
        if !(threshold.isFinite && threshold >= 0 && threshold <= 1) {
            return Problem(name: "threshold", value: "\(threshold)", expected: "from 0 to 1")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            return Problem(name: "maxDiffPixels", value: "\(maxDiffPixels)", expected: "not negative")
        }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && maxDiffRatio >= 0 && maxDiffRatio <= 1) {
            return Problem(name: "maxDiffRatio", value: "\(maxDiffRatio)", expected: "from 0 to 1")
        }
        return nil
    }

    /// How many pixels may differ, for a verdict: `0`, `40`, or `0.5%`.
    public var allowed: String {
        if let maxDiffRatio { return CanonicalNumber.string(maxDiffRatio * 100) + "%" }
        return String(maxDiffPixels ?? 0)
    }

    /// The limits, for a message: `maxDiffPixels 0 (threshold 0.1)`.
    public var summary: String {
        var limits: [String] = []
        if let maxDiffPixels { limits.append("maxDiffPixels \(maxDiffPixels)") }
        if let maxDiffRatio { limits.append("maxDiffRatio \(maxDiffRatio)") }
        if limits.isEmpty { limits.append("no differing pixel allowed") }
        return limits.joined(separator: ", ") + " (threshold \(threshold)"
            + (includeAntiAliasing ? ", anti-aliasing included)" : ")")
    }
}
