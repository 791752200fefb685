/// A dimension marker across a gap: a line along the measured axis with a
/// tick at each end, and a request for its value on a plate beside it (the
/// kind of spacing and its length, `interItem 10`), like the spacing arrows
/// of a tutorial drawing.
///
/// ```
///   |<---->|        gap measured along x: line near the gap's top,
///  interItem 10     value below it
/// ```
///
/// Lines sit on half-pixel coordinates and the ticks just inside the gap's
/// edges, so at 1:1 a 1-pt line covers exactly one row of pixels, inside the gap.
struct DimensionMarker {
    let label: AnnotationLabel
    /// Half the length of an end tick.
    static let tickHalfLength: Double = 3
    /// How far into the gap the line runs, from the gap's top (or leading) edge.
    static let horizontalLineInset: Double = 6
    static let verticalLineInset: Double = 12
    /// A gap thinner than this is measured outside it, as a redline measures
    /// a small distance: ``outsideMarker(id:gap:alongX:text:title:)``.
    static let smallGap: Double = 6
    /// How far beyond a small gap's edge its dimension line runs; its extension lines reach 4 points further.
    static let outsideOffset: Double = 8
    /// How long the arrows that point at a small gap's edges from outside are.
    static let outsideArrowLength: Double = 8

    /// The marker's line and ticks, owned by `id`, and the request for its
    /// `text`; nothing when the gap is empty.
    func marker(id: SceneNodeID, gap rect: DiagramRect, alongX: Bool, text: String, title: String)
        -> (nodes: [SceneNode], label: LabelPlacer.LabelRequest)? {
        let length = alongX ? rect.width : rect.height
        guard length > 0 else { return nil }
        if length < Self.smallGap { return outsideMarker(id: id, gap: rect, alongX: alongX, text: text, title: title) }
        let tick = Self.tickHalfLength
        let plate = label.plateSize(text)
        var nodes: [SceneNode] = []
        func line(_ part: String, _ from: DiagramPoint, _ to: DiagramPoint, title: String? = nil) {
            nodes.append(SceneNode(id: id.part(part), role: .dimension, shape: .line(from: from, to: to), title: title,
                                   owner: id))
        }
        let preferred: [DiagramPoint]
        // A leader ends on the line, not elsewhere in the gap; a point short of its ends, so it does
        // not touch the boxes either side.
        let endInset = Swift.min(1, length / 4)
        let leaderEnd: DiagramRect
        if alongX {
            let y = Self.halfPixel(rect.minY + Swift.min(rect.height / 2, Self.horizontalLineInset))
            let start = Self.halfPixelInside(rect.minX, towards: rect.maxX)
            let end = Self.halfPixelInside(rect.maxX, towards: rect.minX)
            line("line", DiagramPoint(x: rect.minX, y: y), DiagramPoint(x: rect.maxX, y: y), title: title)
            leaderEnd = DiagramRect(x: rect.minX + endInset, y: y, width: rect.width - 2 * endInset, height: 0)
            line("tick0", DiagramPoint(x: start, y: y - tick), DiagramPoint(x: start, y: y + tick))
            line("tick1", DiagramPoint(x: end, y: y - tick), DiagramPoint(x: end, y: y + tick))
            preferred = [DiagramPoint(x: rect.midX, y: y + tick + 1 + plate.height / 2),
                         DiagramPoint(x: rect.midX, y: y - tick - 1 - plate.height / 2)]
        } else {
            let x = Self.halfPixel(rect.minX + Swift.min(rect.width / 2, Self.verticalLineInset))
            let start = Self.halfPixelInside(rect.minY, towards: rect.maxY)
            let end = Self.halfPixelInside(rect.maxY, towards: rect.minY)
            line("line", DiagramPoint(x: x, y: rect.minY), DiagramPoint(x: x, y: rect.maxY), title: title)
            leaderEnd = DiagramRect(x: x, y: rect.minY + endInset, width: 0, height: rect.height - 2 * endInset)
            line("tick0", DiagramPoint(x: x - tick, y: start), DiagramPoint(x: x + tick, y: start))
            line("tick1", DiagramPoint(x: x - tick, y: end), DiagramPoint(x: x + tick, y: end))
            preferred = [DiagramPoint(x: x + tick + 1 + plate.width / 2, y: rect.midY),
                         DiagramPoint(x: x - tick - 1 - plate.width / 2, y: rect.midY)]
        }
        let request = LabelPlacer.LabelRequest(
            id: id, role: .annotationText, owner: id, forms: [[text]], fontSize: label.fontSize,
            plateRole: .annotationPlate, inside: nil, subject: rect, leaderEnd: leaderEnd, target: id.part("line"),
            preferred: preferred, avoids: .forAnnotations, fallsBack: true, title: title)
        return (nodes, request)
    }

    /// A small gap measured outside it: an extension line continues each of
    /// its edges ``outsideOffset`` + 4 points beyond the gap's top (or leading)
    /// end, and at ``outsideOffset`` two arrows point at the edges from
    /// outside, joined across the gap; the plate goes beside the arrows.
    ///
    /// ```
    ///      |  |
    ///  --->|  |<---  interItem 2
    ///      |  |
    ///   ___|  |___   the gap, between two cells
    /// ```
    func outsideMarker(id: SceneNodeID, gap rect: DiagramRect, alongX: Bool, text: String, title: String)
        -> (nodes: [SceneNode], label: LabelPlacer.LabelRequest) {
        let plate = label.plateSize(text)
        let reach = Self.outsideOffset + 4, arrow = Self.outsideArrowLength, head = 2.0
        var nodes: [SceneNode] = []
        func line(_ part: String, _ from: DiagramPoint, _ to: DiagramPoint, title: String? = nil) {
            nodes.append(SceneNode(id: id.part(part), role: .dimension, shape: .line(from: from, to: to), title: title,
                                   owner: id))
        }
        // In the gap's own frame: `a` along the measured axis, `b` across it; `point` turns them into x and y.
        let (low, high) = alongX ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let start = alongX ? rect.minY : rect.minX
        let first = Self.halfPixelInside(low, towards: high), second = Self.halfPixelInside(high, towards: low)
        let across = Self.halfPixel(start - Self.outsideOffset)
        func point(_ a: Double, _ b: Double) -> DiagramPoint { alongX ? DiagramPoint(x: a, y: b) : DiagramPoint(x: b, y: a) }
        line("extension0", point(first, start - reach), point(first, start))
        line("extension1", point(second, start - reach), point(second, start))
        line("line", point(first, across), point(second, across), title: title)
        line("arrow0", point(first - arrow, across), point(first, across))
        line("arrow0-head0", point(first - head, across - head), point(first, across))
        line("arrow0-head1", point(first - head, across + head), point(first, across))
        line("arrow1", point(second + arrow, across), point(second, across))
        line("arrow1-head0", point(second + head, across - head), point(second, across))
        line("arrow1-head1", point(second + head, across + head), point(second, across))
        // Beside the arrows along the measured axis, then beyond the extension lines.
        let preferred: [DiagramPoint]
        if alongX {
            preferred = [DiagramPoint(x: second + arrow + 2 + plate.width / 2, y: across),
                         DiagramPoint(x: first - arrow - 2 - plate.width / 2, y: across),
                         DiagramPoint(x: (first + second) / 2, y: start - reach - 1 - plate.height / 2)]
        } else {
            preferred = [DiagramPoint(x: across, y: second + arrow + 2 + plate.height / 2),
                         DiagramPoint(x: across, y: first - arrow - 2 - plate.height / 2),
                         DiagramPoint(x: start - reach - 1 - plate.width / 2, y: (first + second) / 2)]
        }
        var subject = rect
        for node in nodes { if let bounds = node.shape.geometricBounds { subject = subject.union(bounds) } }
        let request = LabelPlacer.LabelRequest(
            id: id, role: .annotationText, owner: id, forms: [[text]], fontSize: label.fontSize,
            plateRole: .annotationPlate, inside: nil, subject: subject, preferred: preferred, avoids: .forAnnotations,
            fallsBack: true, title: title)
        return (nodes, request)
    }

    /// The centre of the pixel row or column that holds `value`.
    static func halfPixel(_ value: Double) -> Double {
        value.rounded(.down) + 0.5
    }

    /// The centre of the first whole pixel from edge `value` towards `other`,
    /// so that a 1-pt tick at an edge lies inside the gap; an edge that is
    /// not on a whole point keeps its exact position.
    static func halfPixelInside(_ value: Double, towards other: Double) -> Double {
        guard value == value.rounded(), abs(other - value) >= 1 else { return value }
        return other > value ? value + 0.5 : value - 0.5
    }
}
