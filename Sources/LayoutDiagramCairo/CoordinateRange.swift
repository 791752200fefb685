import LayoutDiagram

/// Keeps geometry inside the range of coordinates Cairo draws correctly.
///
/// Cairo turns device coordinates into 24.8 fixed-point numbers, which wrap
/// around beyond ±2²³ pixels: a line from x = −10⁹ to 10⁹ drawn as is may
/// vanish, and a polygon 2²⁴ pixels off the page can land on it. Scenes from
/// the scene builder never come near (every node lies inside the drawing,
/// at most 32767 pixels a side), but a hand-built scene may place nodes
/// anywhere. So a shape with a point beyond ±2²² pixels (leaving room for
/// its stroke) is:
/// - skipped when it lies wholly outside the drawing;
/// - otherwise cut to the drawing grown by a margin wider than any stroke
///   join: a line exactly (its dash pattern continued from where it was
///   cut), a rectangle or polygon so that the same pixels are painted
///   (though a dashed outline's pattern may start at another phase).
///
/// Text is culled where it is measured (see ``SceneDrawing``).
struct CoordinateRange {
    /// The largest device coordinate, in pixels, a shape is drawn with as is.
    static let deviceLimit: Double = 4_194_304  // 2²²

    /// The drawing, in layout coordinates.
    let visible: DiagramRect
    /// Where Cairo is exact, in layout coordinates.
    let safe: DiagramRect

    init(scene: DiagramScene, scale: Double) {
        let offset = SVGNumbers.rounded(scene.contentOffset)
        visible = DiagramRect(x: -offset.x, y: -offset.y, width: SVGNumbers.rounded(scene.size.width),
                              height: SVGNumbers.rounded(scene.size.height))
        let limit = Self.deviceLimit / scale
        safe = DiagramRect(x: -limit - offset.x, y: -limit - offset.y, width: 2 * limit, height: 2 * limit)
    }

    /// What to draw for `shape` (a rectangle being the path its outline is
    /// stroked along, as ``SVGNumbers/path(of:style:)`` gives): the shape
    /// itself, a cut version with the dash offset its stroke starts at, or
    /// `nil` for nothing.
    func drawable(_ shape: SceneShape, style: DiagramStyle) -> (shape: SceneShape, dashOffset: Double)? {
        guard let extent = shape.geometricBounds, !safe.contains(extent) else { return (shape, 0) }
        // Miter joins (limit 4) reach at most twice the stroke width beyond the path.
        let reach = style.hasStroke ? 2 * style.strokeWidth + 1 : 1
        let margin = min(reach, safe.width / 4)
        let clip = visible.insetBy(dx: -margin, dy: -margin)
        guard extent.intersection(clip) != nil || extent.width == 0 || extent.height == 0 else { return nil }
        switch shape {
        case .rect(let path):
            guard path.width > 0, path.height > 0 else { return nil }
            return Self.cut([DiagramPoint(x: path.minX, y: path.minY), DiagramPoint(x: path.maxX, y: path.minY),
                             DiagramPoint(x: path.maxX, y: path.maxY), DiagramPoint(x: path.minX, y: path.maxY)],
                            to: clip).map { (.polygon($0), 0) }
        case .polygon(let points):
            return Self.cut(points, to: clip).map { (.polygon($0), 0) }
        case .line(let from, let to):
            return Self.cut(from: from, to: to, clip: clip)
        case .roundedRect(let path, _):
            // List sections: never near the coordinate limits that cutting guards against.
            guard path.width > 0, path.height > 0 else { return nil }
            return (shape, 0)
        case .text:
            return (shape, 0)
        }
    }

    /// The part of the segment inside `clip` (Liang–Barsky), and how far
    /// along the segment it starts.
    static func cut(from: DiagramPoint, to: DiagramPoint, clip: DiagramRect) -> (shape: SceneShape, dashOffset: Double)? {
        let dx = to.x - from.x, dy = to.y - from.y
        var start = 0.0, end = 1.0
        let edges = [(-dx, from.x - clip.minX), (dx, clip.maxX - from.x), (-dy, from.y - clip.minY), (dy, clip.maxY - from.y)]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return nil }  // parallel to this edge and outside it
            } else {
                let t = q / p
                if p < 0 { start = max(start, t) } else { end = min(end, t) }
            }
        }
        guard start < end else { return nil }
        let cutFrom = DiagramPoint(x: from.x + start * dx, y: from.y + start * dy)
        let cutTo = DiagramPoint(x: from.x + end * dx, y: from.y + end * dy)
        return (.line(from: cutFrom, to: cutTo), start * (dx * dx + dy * dy).squareRoot())
    }

    /// The polygon cut to `clip` (Sutherland–Hodgman); `nil` when nothing is left.
    static func cut(_ points: [DiagramPoint], to clip: DiagramRect) -> [DiagramPoint]? {
        var polygon = points
        let edges: [(inside: (DiagramPoint) -> Bool, crossing: (DiagramPoint, DiagramPoint) -> DiagramPoint)] = [
            ({ $0.x >= clip.minX }, { a, b in point(onX: clip.minX, a, b) }),
            ({ $0.x <= clip.maxX }, { a, b in point(onX: clip.maxX, a, b) }),
            ({ $0.y >= clip.minY }, { a, b in point(onY: clip.minY, a, b) }),
            ({ $0.y <= clip.maxY }, { a, b in point(onY: clip.maxY, a, b) }),
        ]
        for edge in edges {
            guard let last = polygon.last else { return nil }
            var output: [DiagramPoint] = []
            var previous = last
            for current in polygon {
                switch (edge.inside(previous), edge.inside(current)) {
                case (true, true): output.append(current)
                case (true, false): output.append(edge.crossing(previous, current))
                case (false, true): output.append(contentsOf: [edge.crossing(previous, current), current])
                case (false, false): break
                }
                previous = current
            }
            polygon = output
        }
        return polygon.count >= 3 ? polygon : nil
    }

    private static func point(onX x: Double, _ a: DiagramPoint, _ b: DiagramPoint) -> DiagramPoint {
        DiagramPoint(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
    }

    private static func point(onY y: Double, _ a: DiagramPoint, _ b: DiagramPoint) -> DiagramPoint {
        DiagramPoint(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y)
    }
}
