import CompositionalLayout

/// What an orthogonally scrolling section adds to a diagram: its viewport
/// (the band the container shows at rest), a veil over the content beyond
/// it, marks where scrolling comes to rest, and an arrow naming the behaviour.
///
/// With ``DiagramOptions/clipsOrthogonalContent`` the builder draws only
/// what lies inside the viewport, so there is nothing to veil.
struct OrthogonalOverlay {
    /// The width and height of a rest marker's triangle.
    static let markerSize = DiagramSize(width: 8, height: 6)
    /// The arrow's length and the gap between it and the viewport.
    static let arrowLength: Double = 28
    static let arrowGap: Double = 6

    let section: SectionLayout
    let scrolling: OrthogonalScrolling
    /// Whether the section scrolls along x (in a vertically scrolling layout).
    let alongX: Bool
    let rightToLeft: Bool

    var viewport: DiagramRect { DiagramRect(scrolling.viewport) }

    /// The veils over the content outside the viewport, `content` being
    /// everything the section draws in its scrolling band.
    func veilNodes(content: DiagramRect) -> [SceneNode] {
        let port = viewport
        var rects: [(String, DiagramRect)] = []
        if alongX {
            if content.minX < port.minX {
                rects.append(("before", DiagramRect(x: content.minX, y: port.minY, width: port.minX - content.minX,
                                                    height: port.height)))
            }
            if content.maxX > port.maxX {
                rects.append(("after", DiagramRect(x: port.maxX, y: port.minY, width: content.maxX - port.maxX,
                                                   height: port.height)))
            }
        } else {
            if content.minY < port.minY {
                rects.append(("before", DiagramRect(x: port.minX, y: content.minY, width: port.width,
                                                    height: port.minY - content.minY)))
            }
            if content.maxY > port.maxY {
                rects.append(("after", DiagramRect(x: port.minX, y: port.maxY, width: port.width,
                                                   height: content.maxY - port.maxY)))
            }
        }
        return rects.map { side, rect in
            SceneNode(id: SceneNodeID.viewport(section: section.index).part("veil-\(side)"), role: .veil,
                      shape: .rect(rect), title: "Section \(section.index): outside the viewport at rest")
        }
    }

    /// The viewport's outline, the rest markers that fall in the drawn part
    /// of the section, and the arrow. The behaviour's name and the rest
    /// offsets' values go in the section's column (``summaryLines()``),
    /// where they cannot cover the content.
    func markNodes(visible: VisibleArea) -> [SceneNode] {
        let port = viewport
        let id = SceneNodeID.viewport(section: section.index)
        let behaviour = section.orthogonalScrollingBehavior.description
        var nodes = [SceneNode(id: id, role: .viewport, shape: .rect(port),
                               title: "Section \(section.index) viewport: \(DiagramNumber.label(port.width))×"
                                   + "\(DiagramNumber.label(port.height)), scrolls \(behaviour)")]
        nodes += restMarkers(visible: visible).map(\.node)
        nodes += arrowNodes(id: id.part("arrow"), behaviour: behaviour)
        return nodes
    }

    /// The rest markers that fall in the drawn part of the section, each with its rest offset.
    func restMarkers(visible: VisibleArea) -> [(node: SceneNode, offset: Double)] {
        let port = viewport
        let id = SceneNodeID.viewport(section: section.index)
        let marker = Self.markerSize
        var markers: [(node: SceneNode, offset: Double)] = []
        // The solver places each page's start (OrthogonalScrolling.restPositions), mirrored where needed.
        for (index, (offset, position)) in zip(scrolling.restOffsets, scrolling.restPositions).enumerated() {
            let value = Double(offset)
            let points: [DiagramPoint]
            if alongX {
                // A triangle above the viewport's top edge, its tip where a page starts.
                let x = Double(position)
                points = [DiagramPoint(x: x, y: port.minY),
                          DiagramPoint(x: x - marker.width / 2, y: port.minY - marker.height),
                          DiagramPoint(x: x + marker.width / 2, y: port.minY - marker.height)]
            } else {
                let y = Double(position)
                points = [DiagramPoint(x: port.minX, y: y),
                          DiagramPoint(x: port.minX - marker.height, y: y - marker.width / 2),
                          DiagramPoint(x: port.minX - marker.height, y: y + marker.width / 2)]
            }
            guard visible.contains(points[0], in: section.index) else { continue }
            markers.append((SceneNode(id: id.part("rest\(index)"), role: .restMarker, shape: .polygon(points),
                                      title: "rest offset \(DiagramNumber.label(value))", owner: id), value))
        }
        return markers
    }

    /// How many rest offsets the summary lists before "…" and the last.
    static let listedRestOffsets = 3

    /// What the section's column says about its scrolling: the behaviour,
    /// and where it comes to rest (`rests 0, 223, 446 … 1338`).
    func summaryLines() -> [String] {
        let offsets = scrolling.restOffsets.map { DiagramNumber.label(Double($0)) }
        var lines = [section.orthogonalScrollingBehavior.description]
        guard !offsets.isEmpty else { return lines }
        if section.orthogonalScrollingBehavior == .continuous, let last = offsets.last {
            // Continuous scrolling stops anywhere: the offsets are only its ends.
            lines.append("rests anywhere 0…" + last)
            return lines
        }
        var rests = offsets.prefix(Self.listedRestOffsets).joined(separator: ", ")
        if offsets.count > Self.listedRestOffsets + 1 {
            rests += " … " + offsets[offsets.count - 1]
        } else if offsets.count == Self.listedRestOffsets + 1 {
            rests += ", " + offsets[offsets.count - 1]
        }
        lines.append("rests " + rests)
        return lines
    }

    /// An arrow pointing the way the content scrolls in, just outside the
    /// viewport's trailing (or bottom) edge.
    private func arrowNodes(id: SceneNodeID, behaviour: String) -> [SceneNode] {
        let port = viewport
        let head = DiagramSize(width: 7, height: 8)
        let line: (DiagramPoint, DiagramPoint)
        let headPoints: [DiagramPoint]
        if alongX {
            let y = DimensionMarker.halfPixel(port.midY)
            let direction: Double = rightToLeft ? -1 : 1
            let start = rightToLeft ? port.minX - Self.arrowGap : port.maxX + Self.arrowGap
            let tip = start + direction * Self.arrowLength
            let base = tip - direction * head.width
            line = (DiagramPoint(x: start, y: y), DiagramPoint(x: base, y: y))
            headPoints = [DiagramPoint(x: tip, y: y), DiagramPoint(x: base, y: y - head.height / 2),
                          DiagramPoint(x: base, y: y + head.height / 2)]
        } else {
            let x = DimensionMarker.halfPixel(port.midX)
            let start = port.maxY + Self.arrowGap
            let tip = start + Self.arrowLength
            let base = tip - head.width
            line = (DiagramPoint(x: x, y: start), DiagramPoint(x: x, y: base))
            headPoints = [DiagramPoint(x: x, y: tip), DiagramPoint(x: x - head.height / 2, y: base),
                          DiagramPoint(x: x + head.height / 2, y: base)]
        }
        let title = "orthogonalScrollingBehavior: \(behaviour)"
        return [
            SceneNode(id: id.part("line"), role: .scrollArrow, shape: .line(from: line.0, to: line.1), title: title, owner: id),
            SceneNode(id: id.part("head"), role: .scrollArrow, shape: .polygon(headPoints), title: title, owner: id),
        ]
    }
}
