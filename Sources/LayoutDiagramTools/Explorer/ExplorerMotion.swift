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
    /// How the visible items of the sections this control scrolls are drawn as it moves (what their
    /// `visibleItemsInvalidationHandler` set); `nil` when none has effects.
    public var looks: [Look]?

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

    /// The nodes of one element (it and the nodes it owns, as the scene gives them its look), and
    /// its look at each keyframe's offset.
    public struct Look: Encodable, Equatable, Sendable {
        /// The salted SVG ids of the element's node and the nodes it owns (its label).
        public var ids: [String]
        /// `[offset, a, b, c, d, tx, ty, opacity]` for each keyframe, by ascending offset: the
        /// scene's transform (about the element's centre) and opacity at that offset. Between two
        /// keyframes each entry is linear in the offset, beyond the ends it is the end's.
        public var keys: [[Double]]

        /// Nodes `ids`, drawn as `keys` says.
        public init(ids: [String], keys: [[Double]]) {
            self.ids = ids
            self.keys = keys
        }
    }

    /// A control of `label` over `minimum...maximum`.
    public init(label: String, section: Int?, minimum: Double, maximum: Double, initial: Double, step: Double?,
                marks: [Double], movers: [Mover], looks: [Look]? = nil) {
        self.label = label
        self.section = section
        self.minimum = minimum
        self.maximum = maximum
        self.initial = initial
        self.step = step
        self.marks = marks
        self.movers = movers
        self.looks = looks
    }

    /// `samples` (offset, dx, dy), ascending, less each keyframe that lies on the straight line
    /// between its neighbours: what remains interpolates to the same deltas at every sample.
    public static func keyframes(_ samples: [(offset: Double, dx: Double, dy: Double)]) -> [[Double]] {
        keyframes(rows: samples.map { [$0.offset, $0.dx, $0.dy] })
    }

    /// `rows` (`[offset, values…]`, ascending by offset, all of one length), less each row whose
    /// values lie on the straight line between its neighbours'.
    public static func keyframes(rows: [[Double]]) -> [[Double]] {
        var kept: [[Double]] = []
        for row in rows {
            while kept.count >= 2 {
                let a = kept[kept.count - 2], b = kept[kept.count - 1]
                let span = row[0] - a[0]
                guard span > 0 else { break }
                let t = (b[0] - a[0]) / span
                let onLine = (1..<row.count).allSatisfy { abs(a[$0] + (row[$0] - a[$0]) * t - b[$0]) < 1e-9 }
                guard onLine else { break }
                kept.removeLast()
            }
            kept.append(row)
        }
        // `+ 0` writes -0 as 0.
        return kept.map { $0.map { $0 + 0 } }
    }
}
