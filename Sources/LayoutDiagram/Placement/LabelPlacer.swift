/// Places labels so that none overlaps another, a badge, or an outline it
/// does not belong to.
///
/// Each ``LabelRequest`` lists the forms its text may take, longest first,
/// and where it may go. The placer tries, in order, and takes the first
/// position that is clear of every obstacle the request names:
///
/// 1. **inside** its box (a cell, a view, a band): centred, then against
///    each side and corner; each form in turn, so a label too big for its
///    cell shows a shorter form (the index path alone) rather than a
///    clipped one;
/// 2. **near** its subject, at the request's preferred centres (beside a
///    dimension line, on a tab above a group);
/// 3. **around** it, in eight directions at growing distances, joined to it
///    by a leader line when it is not adjacent;
/// 4. **in the margin** beside the drawing, at about the subject's height,
///    with a leader; then level with a clear lane the leader reaches by
///    running up or down from its target (``placeInMarginByLane``);
/// 5. **as a numbered callout**: a small number by the subject, the text in
///    a key below the legend (``CalloutKey``).
///
/// A leader runs from the label to the nearest point of what it labels
/// (``LabelRequest/leaderEnd``), straight or with an elbow, and crosses no text, cell,
/// supplementary view or badge but its own target (``leaderAvoids``): a
/// position whose leader would is rejected, so the leader cannot be read as
/// pointing at the box it runs through. Every label, whatever pass asks for
/// it, gets this rule. A callout number that finds no such leader sits right
/// beside its subject, with none; only when even that has no room does it
/// go further down the margin on a leader that may cross (never seen in the
/// examples: `LeaderTargetTests`).
///
/// Requests without a fallback (cell labels) stop after step 1 and draw no
/// label rather than one that collides. Every placed label becomes an
/// obstacle for the next, so the order of requests is their priority.
struct LabelPlacer {
    private(set) var obstacles: ObstacleIndex
    let measure: TextMeasure
    /// The drawing the margin columns are beside: labels in the margin go
    /// left of its left edge or right of its right edge, whichever is nearer
    /// their subject.
    let drawing: DiagramRect
    /// The space between the drawing and a margin label.
    static let marginGap: Double = 16
    /// Texts that became numbered callouts, in number order.
    private(set) var callouts: [CalloutKey.Entry] = []

    /// The distances from a subject at which step 3 tries positions.
    static let ringDistances: [Double] = [3, 10, 20, 34, 52, 76]
    /// How far up or down from its subject a margin label may go.
    static let marginReach: Double = 120
    /// Clear space kept between two labels; a label may touch an outline.
    static let clearance: Double = 1
    /// What a leader may not cross, but for its own label and target: text,
    /// and the boxes of the layout a reader would take it to point at.
    static let leaderAvoids: ObstacleIndex.Kind = [.text, .badge, .cellBody]

    init(obstacles: ObstacleIndex, measure: TextMeasure, drawing: DiagramRect) {
        self.obstacles = obstacles
        self.measure = measure
        self.drawing = drawing
    }

    /// What a request asks for.
    struct LabelRequest {
        /// The label's id; a plated label draws `ID-plate` and `ID-text`.
        var id: SceneNodeID
        /// The role of the text (its plate's role is ``plateRole``).
        var role: SceneRole
        /// The node the label belongs to: it may touch that node's outline,
        /// and its leader and plate share the owner.
        var owner: SceneNodeID?
        /// The text, longest first; each form is one or more lines.
        var forms: [[String]]
        var fontSize: Double
        /// The role of the plate behind the text, or `nil` for bare text.
        var plateRole: SceneRole?
        /// The plate's role once the label leaves ``inside`` (a band's value
        /// is bare text in the band, on a plate elsewhere).
        var plateRoleOutside: SceneRole? = nil
        /// Where the label may go inside its subject, already inset.
        var inside: DiagramRect?
        /// A part of ``inside`` to try first: the part of a cell the
        /// viewport shows.
        var insideFirst: DiagramRect? = nil
        /// Where positions near the subject (steps 2 and 3) must lie: a
        /// group's tag stays in its section, so it is not read as the next one's.
        var within: DiagramRect? = nil
        /// What the label is about: positions are tried around it.
        var subject: DiagramRect
        /// Where a leader ends, on or in: the marker a spacing value names
        /// rather than its whole gap. `nil`: ``subject``.
        var leaderEnd: DiagramRect? = nil
        /// The node the label labels, which its leader may cross and end on
        /// (a band, a marker's line). `nil`: ``owner``.
        var target: SceneNodeID? = nil
        /// Centres to try after the inside positions, without a leader.
        var preferred: [DiagramPoint] = []
        /// What the label may not overlap.
        var avoids: ObstacleIndex.Kind
        /// Whether steps 2 to 5 are tried; without, a label that does not
        /// fit inside is dropped.
        var fallsBack: Bool
        /// Whether step 4 (the margin) is tried: a label whose leader would
        /// run across the drawing to its subject goes to a numbered callout instead.
        var usesMargin = true
        /// The tooltip of the text (or plate).
        var title: String? = nil
    }

    /// A placed label: its nodes, in drawing order, and the box its text covers.
    struct Placement {
        var nodes: [SceneNode]
        var box: DiagramRect
    }

    // MARK: - Placing

    /// Places `request`, or returns `nil` when it has no fallback and
    /// nothing fits inside.
    mutating func place(_ request: LabelRequest) -> Placement? {
        let exempt = [request.owner, request.id, request.target].compactMap { $0 }
        if let inside = request.inside {
            for form in request.forms {
                let size = blockSize(form, request)
                let first = request.insideFirst.map { Self.insideCentres(size, in: $0) } ?? []
                for centre in first + Self.insideCentres(size, in: inside) {
                    let box = Self.box(size, at: centre)
                    if isClear(box, request, exempt: exempt) { return commit(form, box: box, leader: nil, request) }
                }
            }
        }
        guard request.fallsBack, let form = request.forms.first else { return nil }
        var request = request
        if let plate = request.plateRoleOutside { request.plateRole = plate }
        let size = blockSize(form, request)
        for centre in request.preferred {
            let box = Self.box(size, at: centre)
            if isWithin(box, request), isClear(box, request, exempt: exempt) {
                return commit(form, box: box, leader: nil, request)
            }
        }
        if let placement = placeAround(form, size: size, request, exempt: exempt) { return placement }
        if request.usesMargin,
           let placement = placeInMargin(form, size: size, request, exempt: exempt, reach: Self.marginReach) {
            return placement
        }
        if let placement = placeInMarginByLane(form, size: size, request, exempt: exempt) { return placement }
        return placeCallout(form, request, exempt: exempt)
    }

    /// Places bare text whose position is fixed by the caller (a section
    /// name in its column), moving it down a line at a time until it is
    /// clear of other text.
    mutating func placeStacked(_ lines: [String], id: SceneNodeID, role: SceneRole, fontSize: Double,
                               anchor: TextAnchor, at origin: DiagramPoint, title: String?) -> Placement {
        let request = LabelRequest(id: id, role: role, owner: nil, forms: [lines], fontSize: fontSize, plateRole: nil,
                                   inside: nil, subject: .zero, avoids: .text, fallsBack: false, title: title)
        let size = blockSize(lines, request)
        let left: Double
        switch anchor {
        case .start: left = origin.x
        case .middle: left = origin.x - size.width / 2
        case .end: left = origin.x - size.width
        }
        var box = DiagramRect(x: left, y: origin.y, width: size.width, height: size.height)
        while !isClear(box, request, exempt: [id]) { box.y += measure.lineSpacing(fontSize: fontSize) }
        return commit(lines, box: box, leader: nil, request)
    }

    private mutating func placeAround(_ form: [String], size: DiagramSize, _ request: LabelRequest,
                                      exempt: [SceneNodeID]) -> Placement? {
        let subject = request.subject
        let directions = Self.directions(around: subject)
        for distance in Self.ringDistances {
            for (dx, dy) in directions {
                // The box's centre, `distance` beyond the subject's side or corner.
                let x = dx == 0 ? subject.midX : (dx > 0 ? subject.maxX + distance + size.width / 2
                                                       : subject.minX - distance - size.width / 2)
                let y = dy == 0 ? subject.midY : (dy > 0 ? subject.maxY + distance + size.height / 2
                                                       : subject.minY - distance - size.height / 2)
                let box = Self.box(size, at: DiagramPoint(x: x, y: y))
                guard isWithin(box, request), isClear(box, request, exempt: exempt) else { continue }
                guard distance > Self.ringDistances[0] else { return commit(form, box: box, leader: nil, request) }
                guard let path = clearLeader(to: box, request, exempt: exempt) else { continue }
                return commit(form, box: box, leader: path, request)
            }
        }
        return nil
    }

    private mutating func placeInMargin(_ form: [String], size: DiagramSize, _ request: LabelRequest,
                                        exempt: [SceneNodeID], reach: Double?) -> Placement? {
        let step = size.height + 2
        let limit = reach.map { Int(($0 / step).rounded(.up)) } ?? Int.max
        let left = drawing.minX - Self.marginGap - size.width / 2, right = drawing.maxX + Self.marginGap + size.width / 2
        // The nearer side first; the right side alone when nothing bounds the search, so it ends.
        let nearerLeft = request.subject.midX - drawing.minX < drawing.maxX - request.subject.midX
        let columns = reach == nil ? [right] : (nearerLeft ? [left, right] : [right, left])
        for column in columns {
            var k = 0
            while k <= limit {
                for sign in k == 0 ? [0.0] : [1.0, -1.0] {
                    let box = Self.box(size, at: DiagramPoint(x: column, y: request.subject.midY + sign * Double(k) * step))
                    guard isClear(box, request, exempt: exempt) else { continue }
                    // Unbounded (the last resort, after a bounded search that kept leaders clear), the nearest
                    // clear box wins: a short leader across text reads better than one a page long, and
                    // checking ever longer leaders would cost the square of the distance.
                    guard let path = reach == nil ? Self.leaderPaths(from: request.leaderEnd ?? request.subject, to: box)[0]
                                                  : clearLeader(to: box, request, exempt: exempt) else { continue }
                    return commit(form, box: box, leader: path, request)
                }
                k += 1
            }
        }
        return nil
    }

    /// How far up or down a leader may run from its target to a lane (``placeInMarginByLane``).
    static let laneReach: Double = 480
    /// The step between the lanes tried.
    static let laneStep: Double = 2

    /// Places the label in a margin column level with a clear lane: the
    /// leader runs up or down from the middle of its target (along a gap,
    /// out of a band) as far as nothing blocks it, turns at the first height
    /// from which a level line reaches the margin past every box (the gap
    /// between two rows, the space above a section), and runs level to the
    /// label.
    private mutating func placeInMarginByLane(_ form: [String], size: DiagramSize, _ request: LabelRequest,
                                              exempt: [SceneNodeID]) -> Placement? {
        let target = request.leaderEnd ?? request.subject
        func isOpen(_ x: Double, _ y: Double) -> Bool {
            !obstacles.collides(DiagramRect(x: x - 0.25, y: y - 0.25, width: 0.5, height: 0.5), with: Self.leaderAvoids,
                                exempt: exempt)
        }
        // Every height the leader reaches from the target's top or bottom, nearest first, leaving from the
        // target's middle, else a point in from either end (a badge may cover the middle of a gap).
        var lanes: [(x: Double, start: Double, lane: Double)] = []
        let inset = Swift.min(1, target.width / 2)
        for x in [target.midX, target.minX + inset, target.maxX - inset] {
            for (edge, sign) in [(target.minY, -1.0), (target.maxY, 1.0)] {
                var y = edge
                while abs(y - edge) < Self.laneReach {
                    y += sign * Self.laneStep
                    guard isOpen(x, y) else { break }
                    lanes.append((x, edge, y))
                }
            }
        }
        // Nearest first; among equals, in the order found (middle first, up before down).
        lanes = lanes.enumerated().sorted { (abs($0.element.lane - target.midY), $0.offset)
                                            < (abs($1.element.lane - target.midY), $1.offset) }.map(\.element)
        let left = drawing.minX - Self.marginGap - size.width / 2, right = drawing.maxX + Self.marginGap + size.width / 2
        for (x, start, lane) in lanes {
            for column in x - drawing.minX < drawing.maxX - x ? [left, right] : [right, left] {
                let box = Self.box(size, at: DiagramPoint(x: column, y: lane))
                guard isClear(box, request, exempt: exempt) else { continue }
                let turn = DiagramPoint(x: x, y: box.midY)
                let end = DiagramPoint(x: box.minX > x ? box.minX : box.maxX, y: box.midY)
                // A lane inside a gap between cells is blocked a point or two to the side: found cheaply,
                // before the leader is checked across the drawing.
                let step = DiagramPoint(x: x + (end.x > x ? 3 : -3), y: turn.y)
                guard isClear(leader: [turn, step], exempt: exempt) else { continue }
                let path = [DiagramPoint(x: x, y: start), turn, end]
                guard isClear(leader: path, exempt: exempt) else { continue }
                return commit(form, box: box, leader: path, request)
            }
        }
        return nil
    }

    private mutating func placeCallout(_ form: [String], _ request: LabelRequest, exempt: [SceneNodeID]) -> Placement {
        let number = callouts.count + 1
        callouts.append(CalloutKey.Entry(number: number, text: form.joined(separator: " "), title: request.title))
        var marker = request
        marker.forms = [["\(number)"]]
        marker.plateRole = .calloutPlate
        marker.role = .calloutText
        // A number is small enough to sit on a cell beside its subject.
        marker.avoids.remove(.cellBody)
        let size = blockSize(["\(number)"], marker)
        for centre in request.preferred {
            let box = Self.box(size, at: centre)
            if isClear(box, marker, exempt: exempt) { return commit(["\(number)"], box: box, leader: nil, marker) }
        }
        if let placement = placeAround(["\(number)"], size: size, marker, exempt: exempt) { return placement }
        if let placement = placeInMargin(["\(number)"], size: size, marker, exempt: exempt, reach: 8 * Self.marginReach) {
            return placement
        }
        if let placement = placeInMarginByLane(["\(number)"], size: size, marker, exempt: exempt) { return placement }
        // No leader from here can reach the subject without crossing a box (a gap boxed in by badges): the
        // number goes right beside it, with no leader.
        let beside = marker
        for centre in request.preferred + Self.besideCentres(size, around: request.subject) {
            let box = Self.box(size, at: centre)
            if isClear(box, beside, exempt: exempt) { return commit(["\(number)"], box: box, leader: nil, beside) }
        }
        // The margin column always has room further down, though its leader may then cross text.
        return placeInMargin(["\(number)"], size: size, marker, exempt: exempt, reach: nil)!
    }

    // MARK: - Geometry

    /// The eight directions around `subject`: first the two sides across its
    /// thinner dimension (beside a tall band, below and above a wide one), so
    /// a label stays level with what it labels; then the other two sides;
    /// then the corners.
    static func directions(around subject: DiagramRect) -> [(Double, Double)] {
        let across: [(Double, Double)] = [(0, 1), (0, -1)], along: [(Double, Double)] = [(1, 0), (-1, 0)]
        let sides = subject.height > subject.width ? along + across : across + along
        return sides + [(1, 1), (-1, 1), (1, -1), (-1, -1)]
    }

    /// Centres for a block of `size` touching `subject`, or just beyond it: on
    /// each side, at each corner, then a few points further out.
    static func besideCentres(_ size: DiagramSize, around subject: DiagramRect) -> [DiagramPoint] {
        var centres: [DiagramPoint] = []
        for distance in [ringDistances[0], 0] {
            for (dx, dy) in directions(around: subject) {
                let x = dx == 0 ? subject.midX : (dx > 0 ? subject.maxX + distance + size.width / 2
                                                       : subject.minX - distance - size.width / 2)
                let y = dy == 0 ? subject.midY : (dy > 0 ? subject.maxY + distance + size.height / 2
                                                       : subject.minY - distance - size.height / 2)
                centres.append(DiagramPoint(x: x, y: y))
            }
        }
        return centres
    }

    /// Centres inside `room` for a block of `size`: the middle, then each
    /// side, then each corner; none when the block does not fit.
    static func insideCentres(_ size: DiagramSize, in room: DiagramRect) -> [DiagramPoint] {
        guard size.width <= room.width + 1e-9, size.height <= room.height + 1e-9 else { return [] }
        let left = room.minX + size.width / 2, right = room.maxX - size.width / 2
        let top = room.minY + size.height / 2, bottom = room.maxY - size.height / 2
        let (x, y) = (room.midX, room.midY)
        var centres: [DiagramPoint] = []
        for (cx, cy) in [(x, y), (x, bottom), (x, top), (left, y), (right, y),
                         (left, bottom), (right, bottom), (left, top), (right, top)] {
            let point = DiagramPoint(x: cx, y: cy)
            if !centres.contains(point) { centres.append(point) }
        }
        return centres
    }

    /// The box of `size` centred on `centre`; a box of whole points (a plate) is moved onto whole points.
    static func box(_ size: DiagramSize, at centre: DiagramPoint) -> DiagramRect {
        var box = DiagramRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
        if size.width == size.width.rounded(), size.height == size.height.rounded() {
            box.x = box.x.rounded()
            box.y = box.y.rounded()
        }
        return box
    }

    /// A leader from the point of `subject` nearest `box` to the point of
    /// `box` nearest the subject.
    static func leaderEnds(from subject: DiagramRect, to box: DiagramRect) -> (DiagramPoint, DiagramPoint) {
        let target = DiagramPoint(x: box.midX, y: box.midY)
        let start = DiagramPoint(x: clamp(target.x, subject.minX, subject.maxX), y: clamp(target.y, subject.minY, subject.maxY))
        let end = DiagramPoint(x: clamp(start.x, box.minX, box.maxX), y: clamp(start.y, box.minY, box.maxY))
        return (start, end)
    }

    /// The paths a leader from `target` to `box` may take, in order: straight
    /// (``leaderEnds(from:to:)``), then with one elbow, leaving the target's
    /// middle across its thinner side first (along a gap, out of a band), so
    /// that a leader can run down a gap between cells and level to a label
    /// in the margin rather than across the cells.
    static func leaderPaths(from target: DiagramRect, to box: DiagramRect) -> [[DiagramPoint]] {
        let straight = leaderEnds(from: target, to: box)
        var paths = [[straight.0, straight.1]]
        var elbows: [[DiagramPoint]] = []
        // Up or down from the target, then level to the box's side.
        if box.midY < target.minY || box.midY > target.maxY, box.maxX < target.midX || box.minX > target.midX {
            let start = DiagramPoint(x: target.midX, y: box.midY < target.minY ? target.minY : target.maxY)
            elbows.append([start, DiagramPoint(x: start.x, y: box.midY),
                           DiagramPoint(x: box.minX > start.x ? box.minX : box.maxX, y: box.midY)])
        }
        // Left or right from the target, then up or down to the box's top or bottom.
        if box.midX < target.minX || box.midX > target.maxX, box.maxY < target.midY || box.minY > target.midY {
            let start = DiagramPoint(x: box.midX < target.minX ? target.minX : target.maxX, y: target.midY)
            elbows.append([start, DiagramPoint(x: box.midX, y: start.y),
                           DiagramPoint(x: box.midX, y: box.minY > start.y ? box.minY : box.maxY)])
        }
        if target.width > target.height { elbows.reverse() }
        paths += elbows
        return paths
    }

    /// The first of ``leaderPaths(from:to:)`` that crosses nothing ``leaderAvoids`` lists but the request's own.
    private func clearLeader(to box: DiagramRect, _ request: LabelRequest, exempt: [SceneNodeID]) -> [DiagramPoint]? {
        Self.leaderPaths(from: request.leaderEnd ?? request.subject, to: box).first { isClear(leader: $0, exempt: exempt) }
    }

    /// Whether no leg of `path` crosses what ``leaderAvoids`` lists, but for `exempt`'s own. Each leg is
    /// checked half a point short of its ends: a leader may end on an edge that a neighbouring box touches.
    private func isClear(leader path: [DiagramPoint], exempt: [SceneNodeID]) -> Bool {
        zip(path, path.dropFirst()).allSatisfy { from, to in
            let dx = to.x - from.x, dy = to.y - from.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1 else { return true }
            let t = 0.5 / length
            return !obstacles.crosses(from: DiagramPoint(x: from.x + dx * t, y: from.y + dy * t),
                                      to: DiagramPoint(x: to.x - dx * t, y: to.y - dy * t),
                                      with: Self.leaderAvoids, exempt: exempt)
        }
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        Swift.min(Swift.max(value, low), high)
    }

    /// The block's size: its widest line by the number of lines, plus the
    /// plate's padding.
    private func blockSize(_ lines: [String], _ request: LabelRequest) -> DiagramSize {
        let width = lines.map { measure.width(of: $0, fontSize: request.fontSize) }.max() ?? 0
        let height = measure.blockHeight(lines: lines.count, fontSize: request.fontSize)
        let text = DiagramSize(width: width, height: height)
        return request.plateRole == nil ? text : AnnotationLabel.plate(around: text)
    }

    private func isWithin(_ box: DiagramRect, _ request: LabelRequest) -> Bool {
        request.within.map { $0.contains(box) } ?? true
    }

    private func isClear(_ box: DiagramRect, _ request: LabelRequest, exempt: [SceneNodeID]) -> Bool {
        let others = request.avoids.subtracting(.text)
        if !others.isEmpty, obstacles.collides(box, with: others, exempt: exempt) { return false }
        guard request.avoids.contains(.text) else { return true }
        return !obstacles.collides(box.insetBy(dx: -Self.clearance, dy: -Self.clearance), with: .text, exempt: exempt)
    }

    /// Records the label as an obstacle and builds its nodes.
    private mutating func commit(_ lines: [String], box: DiagramRect, leader: [DiagramPoint]?,
                                 _ request: LabelRequest) -> Placement {
        obstacles.insert(box, kind: .text, owner: request.id)
        var nodes: [SceneNode] = []
        if let leader {
            let target = LeaderTarget(label: request.id, node: request.target ?? request.owner,
                                      end: request.leaderEnd ?? request.subject)
            // A straight leader is `ID-leader`; an elbowed one adds `ID-leader-2`.
            for (index, (start, end)) in zip(leader, leader.dropFirst()).enumerated() {
                obstacles.insertSegment(from: start, to: end, kind: .line, owner: request.id)
                nodes.append(SceneNode(id: request.id.part(index == 0 ? "leader" : "leader-\(index + 1)"), role: .leader,
                                       shape: .line(from: start, to: end), owner: request.owner, leader: target))
            }
        }
        let fontSize = request.fontSize
        let spacing = measure.lineSpacing(fontSize: fontSize)
        let textHeight = measure.blockHeight(lines: lines.count, fontSize: fontSize)
        let firstCentre = box.midY - textHeight / 2 + fontSize / 2
        let shift = measure.baselineOffset(fontSize: fontSize)
        let text = SceneText(lines: lines.enumerated().map { index, line in
            SceneTextLine(line, baseline: DiagramPoint(x: box.midX, y: firstCentre + Double(index) * spacing + shift))
        }, anchor: .middle, fontSize: fontSize)
        if let plateRole = request.plateRole {
            nodes.append(SceneNode(id: request.id.part("plate"), role: plateRole, shape: .rect(box), title: request.title,
                                   owner: request.owner))
            nodes.append(SceneNode(id: request.id.part("text"), role: request.role, shape: .text(text),
                                   owner: request.owner))
        } else {
            nodes.append(SceneNode(id: request.id, role: request.role, shape: .text(text), title: request.title,
                                   owner: request.owner))
        }
        return Placement(nodes: nodes, box: box)
    }
}
