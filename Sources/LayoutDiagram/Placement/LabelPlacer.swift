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
///    with a leader;
/// 5. **as a numbered callout**: a small number by the subject, the text in
///    a key below the legend (``CalloutKey``).
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
        /// What the label is about: leaders end on it.
        var subject: DiagramRect
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
        let exempt = request.owner.map { [$0, request.id] } ?? [request.id]
        if let inside = request.inside {
            for form in request.forms {
                let size = blockSize(form, request)
                let first = request.insideFirst.map { Self.insideCentres(size, in: $0) } ?? []
                for centre in first + Self.insideCentres(size, in: inside) {
                    let box = Self.box(size, at: centre)
                    if isClear(box, request, exempt: exempt) { return commit(form, box: box, leaderFrom: nil, request) }
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
                return commit(form, box: box, leaderFrom: nil, request)
            }
        }
        if let placement = placeAround(form, size: size, request, exempt: exempt) { return placement }
        if request.usesMargin,
           let placement = placeInMargin(form, size: size, request, exempt: exempt, reach: Self.marginReach) {
            return placement
        }
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
        return commit(lines, box: box, leaderFrom: nil, request)
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
                guard distance > Self.ringDistances[0] else { return commit(form, box: box, leaderFrom: nil, request) }
                let ends = Self.leaderEnds(from: subject, to: box)
                guard !obstacles.crosses(from: ends.0, to: ends.1, with: [.text, .badge], exempt: exempt) else { continue }
                return commit(form, box: box, leaderFrom: ends, request)
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
                    let ends = Self.leaderEnds(from: request.subject, to: box)
                    // Unbounded (the last resort, after a bounded search that kept leaders clear), the nearest
                    // clear box wins: a short leader across text reads better than one a page long, and
                    // checking ever longer leaders would cost the square of the distance.
                    if reach != nil, obstacles.crosses(from: ends.0, to: ends.1, with: [.text, .badge], exempt: exempt) {
                        continue
                    }
                    return commit(form, box: box, leaderFrom: ends, request)
                }
                k += 1
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
            if isClear(box, marker, exempt: exempt) { return commit(["\(number)"], box: box, leaderFrom: nil, marker) }
        }
        if let placement = placeAround(["\(number)"], size: size, marker, exempt: exempt) { return placement }
        if let placement = placeInMargin(["\(number)"], size: size, marker, exempt: exempt, reach: 8 * Self.marginReach) {
            return placement
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
        func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(value, low), high) }
        let target = DiagramPoint(x: box.midX, y: box.midY)
        let start = DiagramPoint(x: clamp(target.x, subject.minX, subject.maxX), y: clamp(target.y, subject.minY, subject.maxY))
        let end = DiagramPoint(x: clamp(start.x, box.minX, box.maxX), y: clamp(start.y, box.minY, box.maxY))
        return (start, end)
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
    private mutating func commit(_ lines: [String], box: DiagramRect, leaderFrom leader: (DiagramPoint, DiagramPoint)?,
                                 _ request: LabelRequest) -> Placement {
        obstacles.insert(box, kind: .text, owner: request.id)
        var nodes: [SceneNode] = []
        if let (start, end) = leader {
            obstacles.insertSegment(from: start, to: end, kind: .line, owner: request.id)
            nodes.append(SceneNode(id: request.id.part("leader"), role: .leader, shape: .line(from: start, to: end),
                                   owner: request.owner))
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
