/// The way an explanation's leader leaves its element for the box beside the
/// layout, crossing no other cell or view: level from the element's trailing
/// edge at a height where nothing stands in the way (its middle when it can),
/// or, when every such height is blocked, first up or down out of the element
/// to a clear lane (the gap between two rows, above or below the layout) and
/// then level.
///
/// ```
///   ┌────┐ ┌────┐ ┌────┐
///   │0.0 │ │0.1 │ │0.2 │          blocked level: up the element's trailing
///   └────┘ └────┘ └────┘          edge to the gap between rows, then across
///   ┌────┐┐──────────────────── ▶ box
///   │0.3 ││ ┌────┐ ┌────┐
///   └────┘┘ │0.4 │ │0.5 │
/// ```
struct ExplanationLeaderRoute: Equatable {
    /// Where the leader leaves the element.
    var start: DiagramPoint
    /// The height of the level part; equal to `start.y` when the leader leaves level.
    var lane: Double

    /// The elbow where a stub out of the element turns level, if there is one.
    var elbow: DiagramPoint? { lane == start.y ? nil : DiagramPoint(x: start.x, y: lane) }

    /// How far off every box the leader keeps: running along an edge would read as the box's outline.
    static let clearance: Double = 2
    /// How far above or below everything a lane around the whole layout runs.
    static let outerLane: Double = 8

    /// The route from `element` that crosses none of `boxes` (cells and
    /// views; the element's own box is left out), or level from its middle
    /// when there is none.
    static func route(from element: DiagramRect, avoiding boxes: [DiagramRect]) -> ExplanationLeaderRoute {
        let others = boxes.filter { $0 != element }
        // Heights to try: the middle, then between the edges of the boxes beside.
        let inside = heights(between: others.flatMap { [$0.minY, $0.maxY] }, within: element.minY...element.maxY)
        for y in nearestFirst([element.midY] + inside, to: element.midY) where isClear(level: y, from: element.maxX, others) {
            return ExplanationLeaderRoute(start: DiagramPoint(x: element.maxX, y: y), lane: y)
        }
        guard let top = others.map(\.minY).min(), let bottom = others.map(\.maxY).max() else {
            return ExplanationLeaderRoute(start: DiagramPoint(x: element.maxX, y: element.midY), lane: element.midY)
        }
        let lanes = heights(between: others.flatMap { [$0.minY, $0.maxY] }, within: (top - outerLane)...(bottom + outerLane))
            + [top - outerLane, bottom + outerLane]
        for lane in nearestFirst(lanes, to: element.midY) where lane <= element.minY || lane >= element.maxY {
            let y = lane < element.minY ? element.minY : element.maxY
            for x in [element.maxX, element.midX, element.minX]
                where isClear(stub: x, from: y, to: lane, others) && isClear(level: lane, from: x, others) {
                return ExplanationLeaderRoute(start: DiagramPoint(x: x, y: y), lane: lane)
            }
        }
        return ExplanationLeaderRoute(start: DiagramPoint(x: element.maxX, y: element.midY), lane: element.midY)
    }

    /// `heights` nearest `middle` first; of two as near, the higher.
    private static func nearestFirst(_ heights: [Double], to middle: Double) -> [Double] {
        heights.sorted { (abs($0 - middle), $0) < (abs($1 - middle), $1) }
    }

    /// The middles between successive `edges` inside `range` and the range's own ends (moved a point in).
    private static func heights(between edges: [Double], within range: ClosedRange<Double>) -> [Double] {
        let inner = Swift.min(1, (range.upperBound - range.lowerBound) / 2)
        let marks = Set(edges.filter { range.contains($0) } + [range.lowerBound + inner, range.upperBound - inner]).sorted()
        return zip(marks, marks.dropFirst()).map { ($0 + $1) / 2 }
    }

    /// Whether a level line at `y` from `x` rightwards crosses none of `boxes`.
    private static func isClear(level y: Double, from x: Double, _ boxes: [DiagramRect]) -> Bool {
        !boxes.contains { $0.minY - clearance < y && y < $0.maxY + clearance && $0.maxX + clearance > x }
    }

    /// Whether an upright line at `x` from `y` to `lane` crosses none of `boxes`; it may run along the
    /// edge of the boxes above or below the element, in its column.
    private static func isClear(stub x: Double, from y: Double, to lane: Double, _ boxes: [DiagramRect]) -> Bool {
        let low = Swift.min(y, lane), high = Swift.max(y, lane)
        return !boxes.contains {
            $0.minX + 0.5 < x && x < $0.maxX - 0.5 && $0.minY - clearance < high && low < $0.maxY + clearance
        }
    }
}
