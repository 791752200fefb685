import LayoutDiagram

/// The leaders of a parsed diagram, checked against the rule of
/// ``LayoutDiagram/LeaderTarget``: each leader ends on or in its target, and
/// crosses no cell, list row or supplementary view (a badge, a header) but
/// the node it labels.
public struct SVGLeaders {
    /// A box a leader must not cross: its id and frame.
    public struct Box {
        public let id: String
        public let frame: DiagramRect
    }

    /// One segment of a leader, as the SVG writes it.
    public struct Segment {
        public let id: String
        public let from: DiagramPoint
        public let to: DiagramPoint
        /// `data-leader-of`, `data-leader-labels` and `data-leader-end`.
        public let label: String
        public let labels: String?
        public let end: DiagramRect
    }

    public let boxes: [Box]
    public let segments: [Segment]
    /// Lines drawn as leaders without saying what they point at.
    public let unlabelled: [String]

    /// Reads the boxes and leaders of `tree`, by their classes (`SALT-cell`,
    /// `SALT-list-row`, `SALT-supplementary`, `SALT-leader`).
    public init(_ tree: SVGTree) {
        var boxes: [Box] = [], segments: [Segment] = [], unlabelled: [String] = []
        for element in tree.elements {
            guard let id = element["id"], let className = element["class"] else { continue }
            if ["-cell", "-list-row", "-supplementary"].contains(where: className.hasSuffix),
               let frame = Self.frame(of: element) {
                boxes.append(Box(id: id, frame: frame))
            } else if className.hasSuffix("-leader"), element.name == "line",
                      let x1 = element.number("x1"), let y1 = element.number("y1"),
                      let x2 = element.number("x2"), let y2 = element.number("y2") {
                guard let label = element["data-leader-of"], let end = element["data-leader-end"].flatMap(Self.rect) else {
                    unlabelled.append(id)
                    continue
                }
                segments.append(Segment(id: id, from: DiagramPoint(x: x1, y: y1), to: DiagramPoint(x: x2, y: y2),
                                        label: label, labels: element["data-leader-labels"], end: end))
            }
        }
        self.boxes = boxes
        self.segments = segments
        self.unlabelled = unlabelled
    }

    /// Every breach of the rule, described: `s0-gap-leader crosses s0-i1`,
    /// `s0-gap does not end on its target`, `line-3 says nothing of its target`.
    public var violations: [String] {
        var found = unlabelled.map { "\($0) says nothing of its target" }
        for segment in segments {
            for box in boxes where box.id != segment.labels
                && Self.crossesInterior(segment.from, segment.to, box.frame, tolerance: 0.5) {
                found.append("\(segment.id) (of \(segment.label)) crosses \(box.id)")
            }
        }
        // A leader of several segments ends on its target if one of them does.
        var labels: [String] = []
        for segment in segments where !labels.contains(segment.label) { labels.append(segment.label) }
        for label in labels {
            let parts = segments.filter { $0.label == label }
            let ends = parts.contains { part in
                [part.from, part.to].contains { Self.contains(part.end.insetBy(dx: -0.5, dy: -0.5), $0) }
            }
            if !ends { found.append("the leader of \(label) does not end on its target") }
        }
        return found
    }

    /// A rect's frame, or the bounds of a path's points (a list row with rounded corners).
    static func frame(of element: SVGElement) -> DiagramRect? {
        if element.name == "rect", let x = element.number("x"), let y = element.number("y"),
           let width = element.number("width"), let height = element.number("height") {
            return DiagramRect(x: x, y: y, width: width, height: height)
        }
        guard element.name == "path", let d = element["d"] else { return nil }
        // M x y, H x, V y, A rx ry rotation large sweep x y, Z: the points are what bound the shape.
        var points: [DiagramPoint] = []
        var current = DiagramPoint(x: 0, y: 0)
        var tokens: [String] = []
        var token = ""
        for character in d {
            if character.isLetter {
                if !token.isEmpty { tokens.append(token); token = "" }
                tokens.append(String(character))
            } else if character == " " || character == "," {
                if !token.isEmpty { tokens.append(token); token = "" }
            } else {
                token.append(character)
            }
        }
        if !token.isEmpty { tokens.append(token) }
        var index = 0
        func number() -> Double? {
            guard index < tokens.count, let value = Double(tokens[index]) else { return nil }
            index += 1
            return value
        }
        while index < tokens.count {
            let command = tokens[index]
            index += 1
            switch command {
            case "M", "L":
                guard let x = number(), let y = number() else { return nil }
                current = DiagramPoint(x: x, y: y)
            case "H":
                guard let x = number() else { return nil }
                current = DiagramPoint(x: x, y: current.y)
            case "V":
                guard let y = number() else { return nil }
                current = DiagramPoint(x: current.x, y: y)
            case "A":
                for _ in 0..<5 { guard number() != nil else { return nil } }
                guard let x = number(), let y = number() else { return nil }
                current = DiagramPoint(x: x, y: y)
            case "Z": continue
            default: return nil
            }
            points.append(current)
        }
        return points.isEmpty ? nil : DiagramRect(enclosing: points)
    }

    static func rect(_ text: String) -> DiagramRect? {
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return DiagramRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func contains(_ rect: DiagramRect, _ point: DiagramPoint) -> Bool {
        point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
    }

    /// Whether the segment passes through `rect` shrunk by `tolerance` on every side (Liang–Barsky
    /// clipping): running along an edge or ending on it is not crossing.
    public static func crossesInterior(_ from: DiagramPoint, _ to: DiagramPoint, _ rect: DiagramRect,
                                       tolerance: Double) -> Bool {
        let inner = rect.insetBy(dx: tolerance, dy: tolerance)
        guard inner.width > 0, inner.height > 0 else { return false }
        var low = 0.0, high = 1.0
        let dx = to.x - from.x, dy = to.y - from.y
        for (p, q) in [(-dx, from.x - inner.minX), (dx, inner.maxX - from.x),
                       (-dy, from.y - inner.minY), (dy, inner.maxY - from.y)] {
            if p == 0 {
                if q <= 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = Swift.max(low, t) } else { high = Swift.min(high, t) }
                if low >= high { return false }
            }
        }
        return true
    }
}
