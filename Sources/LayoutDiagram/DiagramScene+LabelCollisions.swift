/// Two things in a scene that a reader would see on top of each other: a
/// label and another label, a badge, an outline or a line it does not
/// belong to.
public struct LabelCollision: Hashable, Sendable, CustomStringConvertible {
    /// The label (its plate, when it has one).
    public let label: SceneNodeID
    /// What it overlaps.
    public let other: SceneNodeID

    /// The two labels that overlap, by id.
    public var description: String { "\(label) overlaps \(other)" }
}

extension DiagramScene {
    /// Every place where a label's text box overlaps another label's, a
    /// supplementary view, the outline of a box it does not belong to, or a
    /// line (a dimension, leader, arrow or screen edge) it does not belong to.
    ///
    /// Text boxes are measured with `measure` (the DejaVu metrics the scene
    /// was built with): as wide as the line's advance, one font size tall
    /// around its visual centre. A label on a plate is its plate. A label
    /// belongs to its ``SceneNode/owner`` and to what that owner owns.
    /// Boxes that only touch do not overlap.
    ///
    /// Scenes from ``DiagramSceneBuilder`` have none; tests check that for
    /// every example, in every annotation mode.
    public func labelCollisions(measure: TextMeasure) -> [LabelCollision] {
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var index = ObstacleIndex()
        var labels: [(id: SceneNodeID, owner: SceneNodeID?, box: DiagramRect)] = []
        for node in nodes {
            switch node.shape {
            case .text(let text):
                // Text on a plate is represented by its plate.
                if node.id.rawValue.hasSuffix("-text"), byID[node.id.replacingLastPart(with: "plate")] != nil { continue }
                if node.id.rawValue.hasSuffix("-number"), byID[node.id.replacingLastPart(with: "plate")] != nil { continue }
                guard let box = Self.box(of: text, measure: measure) else { continue }
                labels.append((node.id, node.owner, box))
            case .rect(let rect), .roundedRect(let rect, _):
                if node.role.isPlate {
                    labels.append((node.id, node.owner, rect))
                } else if node.role == .supplementary {
                    index.insert(rect, kind: .badge, owner: node.id)
                    index.insertOutline(of: rect, owner: node.id)
                } else if node.role.isOutlinedBox {
                    index.insertOutline(of: rect, width: node.role.outlineThickness, owner: node.id)
                }
            case .line(let from, let to):
                guard node.role.isMarkLine || node.role == .screenEdge || node.role == .safeArea || node.role == .separator
                else { continue }
                index.insertSegment(from: from, to: to, kind: .line, owner: node.id)
            case .polygon(let points):
                if node.role == .scrollArrow || node.role == .restMarker, !points.isEmpty {
                    index.insert(DiagramRect(enclosing: points), kind: .line, owner: node.id)
                }
            }
        }
        for label in labels { index.insert(label.box, kind: .text, owner: label.id) }

        var collisions: [LabelCollision] = []
        var reported = Set<LabelCollision>()
        for label in labels {
            for other in index.owners(overlapping: label.box, with: [.text, .badge, .edge, .line]) where other != label.id {
                let otherNode = byID[other]
                // A label may touch what it belongs to, and what belongs to the same thing.
                if let owner = label.owner, other == owner || otherNode?.owner == owner { continue }
                if otherNode?.owner == label.id { continue }
                let pair = [label.id.rawValue, other.rawValue].sorted()
                let collision = LabelCollision(label: SceneNodeID.raw(pair[0]), other: SceneNodeID.raw(pair[1]))
                if reported.insert(collision).inserted { collisions.append(collision) }
            }
        }
        return collisions
    }

    /// The box a block of text covers, or `nil` for no lines.
    static func box(of text: SceneText, measure: TextMeasure) -> DiagramRect? {
        var box: DiagramRect?
        for line in text.lines {
            let width = measure.width(of: line.string, fontSize: text.fontSize)
            let left: Double
            switch text.anchor {
            case .start: left = line.baseline.x
            case .middle: left = line.baseline.x - width / 2
            case .end: left = line.baseline.x - width
            }
            let centre = line.baseline.y - measure.baselineOffset(fontSize: text.fontSize)
            let lineBox = DiagramRect(x: left, y: centre - text.fontSize / 2, width: width, height: text.fontSize)
            box = box.map { $0.union(lineBox) } ?? lineBox
        }
        return box
    }
}

extension SceneNodeID {
    /// The id with its last `-part` replaced: `s0-gap-interItem0-plate` for `…-text`.
    func replacingLastPart(with part: String) -> SceneNodeID {
        guard let dash = rawValue.lastIndex(of: "-") else { return self }
        return .raw(String(rawValue[..<dash]) + "-" + part)
    }
}
