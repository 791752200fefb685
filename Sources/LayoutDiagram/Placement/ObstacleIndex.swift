/// What a label must keep clear of, indexed by position so that a label
/// placement looks only at what is near it.
///
/// Obstacles are rectangles of a ``Kind``; each may have an owner, the
/// scene node it is part of, so that a node's own label may touch it (a group's
/// size tag sits on the group's outline). The index is a uniform grid of
/// ``bucketSize``-point buckets, so a query costs what lies in the buckets it
/// touches, and building the index costs the area of what it holds divided
/// by the bucket area: linear in the scene for any scene a renderer accepts.
struct ObstacleIndex {
    /// What an obstacle is, for a label to say what may not overlap it.
    struct Kind: OptionSet, Hashable {
        let rawValue: Int
        /// Placed text and plates.
        static let text = Kind(rawValue: 1 << 0)
        /// The body of a supplementary view (a badge, a header).
        static let badge = Kind(rawValue: 1 << 1)
        /// The body of a cell: annotations are not written over cells.
        static let cellBody = Kind(rawValue: 1 << 2)
        /// The outline of a cell, group, section, decoration or viewport.
        static let edge = Kind(rawValue: 1 << 3)
        /// A dimension line, a leader or an arrow.
        static let line = Kind(rawValue: 1 << 4)
        /// Everything a label written inside a cell must avoid.
        static let forCellLabels: Kind = [.text, .badge, .edge, .line]
        /// Everything an annotation must avoid.
        static let forAnnotations: Kind = [.text, .badge, .cellBody, .edge, .line]
    }

    private struct Obstacle {
        let rect: DiagramRect
        let kind: Kind
        let owner: SceneNodeID?
    }

    static let bucketSize: Double = 32

    private var obstacles: [Obstacle] = []
    private var buckets: [BucketKey: [Int]] = [:]

    private struct BucketKey: Hashable {
        let column: Int
        let row: Int
    }

    /// Adds an obstacle. Empty or non-finite rectangles are ignored.
    mutating func insert(_ rect: DiagramRect, kind: Kind, owner: SceneNodeID? = nil) {
        guard rect.isFinite, rect.width >= 0, rect.height >= 0 else { return }
        let index = obstacles.count
        obstacles.append(Obstacle(rect: rect, kind: kind, owner: owner))
        // A plain loop: a closure that mutated `buckets` inside a method borrowing `self` would copy the
        // whole dictionary on every insert.
        let (columns, rows) = Self.bucketRanges(of: rect)
        for row in rows {
            for column in columns { buckets[BucketKey(column: column, row: row), default: []].append(index) }
        }
    }

    /// The four sides of `rect`'s outline as thin obstacles of kind ``Kind/edge``,
    /// each `width` thick and inside the rectangle, where the outline is painted.
    mutating func insertOutline(of rect: DiagramRect, width: Double = 1, owner: SceneNodeID?) {
        guard rect.width > 0, rect.height > 0 else { return }
        let w = Swift.min(width, rect.width), h = Swift.min(width, rect.height)
        insert(DiagramRect(x: rect.minX, y: rect.minY, width: rect.width, height: h), kind: .edge, owner: owner)
        insert(DiagramRect(x: rect.minX, y: rect.maxY - h, width: rect.width, height: h), kind: .edge, owner: owner)
        insert(DiagramRect(x: rect.minX, y: rect.minY, width: w, height: rect.height), kind: .edge, owner: owner)
        insert(DiagramRect(x: rect.maxX - w, y: rect.minY, width: w, height: rect.height), kind: .edge, owner: owner)
    }

    /// A straight line as obstacles: one thin box when it is axis-aligned,
    /// else a small box every point along it, so a diagonal line does not
    /// block its whole bounding rectangle.
    mutating func insertSegment(from start: DiagramPoint, to end: DiagramPoint, kind: Kind, owner: SceneNodeID?) {
        if start.x == end.x || start.y == end.y {
            insert(DiagramRect(enclosing: [start, end]).insetBy(dx: start.x == end.x ? -0.25 : 0,
                                                               dy: start.y == end.y ? -0.25 : 0),
                   kind: kind, owner: owner)
            return
        }
        for probe in Self.probes(from: start, to: end) { insert(probe, kind: kind, owner: owner) }
    }

    /// Whether `rect` overlaps an obstacle of a kind in `kinds` that is not
    /// owned by one of `exempt`. Touching edges do not overlap.
    func collides(_ rect: DiagramRect, with kinds: Kind, exempt: [SceneNodeID] = []) -> Bool {
        var found = false
        forEachBucket(of: rect) { key in
            guard !found, let indexes = buckets[key] else { return }
            for index in indexes {
                let obstacle = obstacles[index]
                guard !obstacle.kind.isDisjoint(with: kinds), rect.intersection(obstacle.rect) != nil else { continue }
                if let owner = obstacle.owner, exempt.contains(owner) { continue }
                found = true
                return
            }
        }
        return found
    }

    /// The owners of the obstacles of a kind in `kinds` that `rect` overlaps,
    /// in the order they were inserted (an obstacle without an owner is skipped).
    func owners(overlapping rect: DiagramRect, with kinds: Kind) -> [SceneNodeID] {
        var found = Set<Int>()
        forEachBucket(of: rect) { key in
            for index in buckets[key] ?? [] where !obstacles[index].kind.isDisjoint(with: kinds)
                && rect.intersection(obstacles[index].rect) != nil {
                found.insert(index)
            }
        }
        return found.sorted().compactMap { obstacles[$0].owner }
    }

    /// Whether the segment from `start` to `end` passes through an obstacle
    /// of a kind in `kinds` not owned by one of `exempt`, sampled every point.
    func crosses(from start: DiagramPoint, to end: DiagramPoint, with kinds: Kind, exempt: [SceneNodeID] = []) -> Bool {
        Self.probes(from: start, to: end).contains { collides($0, with: kinds, exempt: exempt) }
    }

    /// Half-point boxes at least every point along a segment, both ends included.
    private static func probes(from start: DiagramPoint, to end: DiagramPoint) -> [DiagramRect] {
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        let steps = Swift.max(Int(length.rounded(.up)), 1)
        return (0...steps).map { step in
            let t = Double(step) / Double(steps)
            return DiagramRect(x: start.x + (end.x - start.x) * t - 0.25, y: start.y + (end.y - start.y) * t - 0.25,
                               width: 0.5, height: 0.5)
        }
    }

    /// The columns and rows of the buckets `rect` touches.
    private static func bucketRanges(of rect: DiagramRect) -> (ClosedRange<Int>, ClosedRange<Int>) {
        // Far-away rectangles (a 10-million-point layout) stay within Int.
        func clamp(_ value: Double) -> Int { Int(Swift.max(Swift.min(value / bucketSize, 1e12), -1e12).rounded(.down)) }
        return (clamp(rect.minX)...clamp(rect.maxX), clamp(rect.minY)...clamp(rect.maxY))
    }

    private func forEachBucket(of rect: DiagramRect, _ body: (BucketKey) -> Void) {
        let (columns, rows) = Self.bucketRanges(of: rect)
        for row in rows {
            for column in columns { body(BucketKey(column: column, row: row)) }
        }
    }
}
