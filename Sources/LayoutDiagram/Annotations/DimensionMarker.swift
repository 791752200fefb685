/// A dimension marker across a gap: a line along the measured axis with a
/// tick at each end and the value on a plate beside it, like the spacing
/// arrows of a tutorial drawing.
///
/// ```
///   |<---->|        gap measured along x: line near the gap's top,
///     10            value below it
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

    /// The marker's nodes, or none when the gap is empty.
    func nodes(id: SceneNodeID, gap rect: DiagramRect, alongX: Bool, value: Double, title: String) -> [SceneNode] {
        let length = alongX ? rect.width : rect.height
        guard length > 0 else { return [] }
        let text = DiagramNumber.label(value)
        let tick = Self.tickHalfLength
        var nodes: [SceneNode] = []
        if alongX {
            let y = Self.halfPixel(rect.minY + Swift.min(rect.height / 2, Self.horizontalLineInset))
            let start = Self.halfPixelInside(rect.minX, towards: rect.maxX)
            let end = Self.halfPixelInside(rect.maxX, towards: rect.minX)
            nodes.append(SceneNode(id: id.part("line"), role: .dimension,
                                   shape: .line(from: DiagramPoint(x: rect.minX, y: y), to: DiagramPoint(x: rect.maxX, y: y)),
                                   title: title))
            nodes.append(SceneNode(id: id.part("tick0"), role: .dimension,
                                   shape: .line(from: DiagramPoint(x: start, y: y - tick), to: DiagramPoint(x: start, y: y + tick))))
            nodes.append(SceneNode(id: id.part("tick1"), role: .dimension,
                                   shape: .line(from: DiagramPoint(x: end, y: y - tick), to: DiagramPoint(x: end, y: y + tick))))
            let plate = label.plateSize(text)
            nodes += label.nodes(id: id, text: text,
                                 centre: DiagramPoint(x: rect.midX, y: y + tick + 1 + plate.height / 2), title: title)
        } else {
            let x = Self.halfPixel(rect.minX + Swift.min(rect.width / 2, Self.verticalLineInset))
            let start = Self.halfPixelInside(rect.minY, towards: rect.maxY)
            let end = Self.halfPixelInside(rect.maxY, towards: rect.minY)
            nodes.append(SceneNode(id: id.part("line"), role: .dimension,
                                   shape: .line(from: DiagramPoint(x: x, y: rect.minY), to: DiagramPoint(x: x, y: rect.maxY)),
                                   title: title))
            nodes.append(SceneNode(id: id.part("tick0"), role: .dimension,
                                   shape: .line(from: DiagramPoint(x: x - tick, y: start), to: DiagramPoint(x: x + tick, y: start))))
            nodes.append(SceneNode(id: id.part("tick1"), role: .dimension,
                                   shape: .line(from: DiagramPoint(x: x - tick, y: end), to: DiagramPoint(x: x + tick, y: end))))
            let plate = label.plateSize(text)
            nodes += label.nodes(id: id, text: text,
                                 centre: DiagramPoint(x: x + tick + 1 + plate.width / 2, y: rect.midY), title: title)
        }
        return nodes
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
