/// What a label must keep clear of, indexed by position so that a label
/// placement looks only at what is near it.
///
/// Obstacles are rectangles of a ``Kind``; each may have an owner, the
/// scene node it is part of, so that a node's own label may touch it (a group's
/// size tag sits on the group's outline).
///
/// The index is a stack of uniform grids: ``bucketSize``-point buckets at
/// level 0, each level's four times as wide as the one below. An obstacle
/// goes into the finest level where it touches at most
/// ``maxBucketsPerObstacle`` buckets, so inserting costs the same for a
/// badge and for a cell five million points wide (indexing a large rectangle
/// by its area would make one such cell hang the scene). A query looks, on
/// each level in use, only at the buckets its rectangle touches.
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
    /// The most buckets one obstacle is listed in.
    static let maxBucketsPerObstacle = 16
    /// Levels of buckets: 32 × 4¹³ points, the coarsest, is wider than any drawing a renderer accepts.
    private static let levelCount = 14

    private var obstacles: [Obstacle] = []
    /// Each bucket's obstacles as a linked list through ``entries``: the index
    /// of its last entry. One dictionary slot and one shared array, rather
    /// than an array per bucket, keep a large scene's index cheap to build.
    private var buckets: [BucketKey: Int32] = [:]
    private var entries: [Entry] = []

    private struct Entry {
        let obstacle: Int32
        /// The bucket's previous entry, or -1.
        let next: Int32
    }
    /// The levels that hold at least one obstacle, as bits.
    private var usedLevels: UInt32 = 0

    private struct BucketKey: Hashable {
        let level: Int
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
        var level = 0
        var (columns, rows) = Self.bucketRanges(of: rect, level: level)
        while columns.count.multipliedReportingOverflow(by: rows.count).partialValue > Self.maxBucketsPerObstacle
                || columns.count > Self.maxBucketsPerObstacle || rows.count > Self.maxBucketsPerObstacle,
              level + 1 < Self.levelCount {
            level += 1
            (columns, rows) = Self.bucketRanges(of: rect, level: level)
        }
        usedLevels |= 1 << UInt32(level)
        for row in rows {
            for column in columns {
                let key = BucketKey(level: level, column: column, row: row)
                entries.append(Entry(obstacle: Int32(index), next: buckets[key] ?? -1))
                buckets[key] = Int32(entries.count - 1)
            }
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
            guard !found else { return }
            forEachObstacle(in: key) { index in
                let obstacle = obstacles[index]
                guard !obstacle.kind.isDisjoint(with: kinds), rect.intersection(obstacle.rect) != nil else { return true }
                if let owner = obstacle.owner, exempt.contains(owner) { return true }
                found = true
                return false
            }
        }
        return found
    }

    /// The owners of the obstacles of a kind in `kinds` that `rect` overlaps,
    /// in the order they were inserted (an obstacle without an owner is skipped).
    func owners(overlapping rect: DiagramRect, with kinds: Kind) -> [SceneNodeID] {
        var found = Set<Int>()
        forEachBucket(of: rect) { key in
            forEachObstacle(in: key) { index in
                if !obstacles[index].kind.isDisjoint(with: kinds), rect.intersection(obstacles[index].rect) != nil {
                    found.insert(index)
                }
                return true
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

    /// The columns and rows of the buckets `rect` touches on `level`.
    private static func bucketRanges(of rect: DiagramRect, level: Int) -> (ClosedRange<Int>, ClosedRange<Int>) {
        let size = bucketSize * Double(1 << (2 * level))
        // Far-away rectangles (a 10-million-point layout) stay within Int.
        func clamp(_ value: Double) -> Int { Int(Swift.max(Swift.min(value / size, 1e12), -1e12).rounded(.down)) }
        return (clamp(rect.minX)...clamp(rect.maxX), clamp(rect.minY)...clamp(rect.maxY))
    }

    /// Calls `body` with the index of each obstacle in the bucket, newest
    /// first, until it returns `false`.
    private func forEachObstacle(in key: BucketKey, _ body: (Int) -> Bool) {
        var entry = buckets[key] ?? -1
        while entry >= 0 {
            let current = entries[Int(entry)]
            guard body(Int(current.obstacle)) else { return }
            entry = current.next
        }
    }

    /// Calls `body` with each bucket `rect` touches on every level in use.
    /// (A query rectangle is small, but a hand-made one need not be: it is
    /// looked up the same way, finest level first, at most a few buckets a level.)
    private func forEachBucket(of rect: DiagramRect, _ body: (BucketKey) -> Void) {
        for level in 0..<Self.levelCount where usedLevels & (1 << UInt32(level)) != 0 {
            let (columns, rows) = Self.bucketRanges(of: rect, level: level)
            for row in rows {
                for column in columns { body(BucketKey(level: level, column: column, row: row)) }
            }
        }
    }
}

extension ObstacleIndex {
    /// Records what a mark occupies: the outline of a box, the line's or
    /// polygon's bounds for lines and arrows; text is placed by the placer.
    mutating func insert(mark node: SceneNode) {
        let owner = node.owner ?? node.id
        switch node.shape {
        case .rect(let rect), .roundedRect(let rect, _):
            insertOutline(of: rect, width: node.role.outlineThickness, owner: owner)
        case .line(let from, let to):
            insertSegment(from: from, to: to, kind: .line, owner: owner)
        case .polygon:
            if let bounds = node.shape.geometricBounds {
                insert(bounds.insetBy(dx: -0.5, dy: -0.5), kind: .line, owner: owner)
            }
        case .text:
            break
        }
    }
}
