import Foundation

/// One scroll control of an explorer page: a range of offsets, and for each value what moves
/// and by how much, as piecewise-linear keyframes computed by the solver's pinning rules.
///
/// The control steps by ``step`` from ``minimum``; every value it can take is a keyframe's
/// offset or lies on a straight segment between two, so the script's linear interpolation
/// gives the frames `render --viewport --content-offset` draws at that value, exactly.
public struct ExplorerMotion: Encodable, Equatable, Sendable {
    /// What the control is called: `contentOffset.y`, or `section 2` for an orthogonal section.
    public var label: String
    /// The section an orthogonal track scrolls; `nil` for the main axis.
    public var section: Int?
    /// The smallest offset (at rest, minus the safe area's start, for the main axis; 0 across).
    public var minimum: Double
    /// The largest offset: the end of the content (or of the orthogonal section's content).
    public var maximum: Double
    /// What the control shows on load: the offset the picture is drawn at.
    public var initial: Double
    /// The control's step, in points; `nil` for any value (a motion that is one straight segment).
    public var step: Double?
    /// Offsets worth marking on the control: an orthogonal section's rest offsets.
    public var marks: [Double]
    /// What moves, and how.
    public var movers: [Mover]

    /// Nodes that move together, by `(dx, dy)` for each keyframe's offset.
    public struct Mover: Encodable, Equatable, Sendable {
        /// The salted SVG ids of the nodes moved.
        public var ids: [String]
        /// `[offset, dx, dy]` for each keyframe, by ascending offset; between two keyframes the
        /// delta is linear in the offset, beyond the ends it is the end's.
        public var keys: [[Double]]

        /// Nodes `ids`, moved as `keys` says.
        public init(ids: [String], keys: [[Double]]) {
            self.ids = ids
            self.keys = keys
        }
    }

    /// A control of `label` over `minimum...maximum`.
    public init(label: String, section: Int?, minimum: Double, maximum: Double, initial: Double, step: Double?,
                marks: [Double], movers: [Mover]) {
        self.label = label
        self.section = section
        self.minimum = minimum
        self.maximum = maximum
        self.initial = initial
        self.step = step
        self.marks = marks
        self.movers = movers
    }

    /// `samples` (offset, dx, dy), ascending, less each keyframe that lies on the straight line
    /// between its neighbours: what remains interpolates to the same deltas at every sample.
    public static func keyframes(_ samples: [(offset: Double, dx: Double, dy: Double)]) -> [[Double]] {
        var kept: [(offset: Double, dx: Double, dy: Double)] = []
        for sample in samples {
            while kept.count >= 2 {
                let a = kept[kept.count - 2], b = kept[kept.count - 1]
                let span = sample.offset - a.offset
                guard span > 0 else { break }
                let t = (b.offset - a.offset) / span
                let onLine = abs(a.dx + (sample.dx - a.dx) * t - b.dx) < 1e-9
                    && abs(a.dy + (sample.dy - a.dy) * t - b.dy) < 1e-9
                guard onLine else { break }
                kept.removeLast()
            }
            kept.append(sample)
        }
        // `+ 0` writes -0 as 0.
        return kept.map { [$0.offset + 0, $0.dx + 0, $0.dy + 0] }
    }
}
