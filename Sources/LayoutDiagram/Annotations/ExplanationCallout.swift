import CompositionalLayout

/// What a diagram shows of a frame's explanation (`render --explain`): the element, and the
/// lines to write beside the layout.
public struct DiagramExplanation: Hashable, Sendable {
    /// The element, in the layout's coordinates.
    public var frame: CGRect
    /// The first line: the element and its frame.
    public var headline: String
    /// Each step: its title and its lines.
    public var steps: [Step]

    /// One step of the explanation, as the callout writes it.
    public struct Step: Hashable, Sendable {
        /// The step's title.
        public var title: String
        /// The step's lines, each a quantity worked out.
        public var lines: [String]

        /// A step called `title` with `lines`.
        public init(title: String, lines: [String]) {
            self.title = title
            self.lines = lines
        }
    }

    /// An explanation of the element at `frame`, headed `headline`, in `steps`.
    public init(frame: CGRect, headline: String, steps: [Step]) {
        self.frame = frame
        self.headline = headline
        self.steps = steps
    }

    /// The explanation as a diagram draws it, short enough to sit beside the layout: every step
    /// but the container's (the caption gives it), each line's arithmetic with numbers only, as the
    /// tutorials write it (`width = (370 − 10) ÷ 2 = 180`). A line with no arithmetic is left out
    /// (`x = 0`), unless it gives a width or height. UIKit's long kinds are written short
    /// (``ElementKindName``), as everywhere in a picture.
    public init(_ explanation: FrameExplanation) {
        let short = ElementKindName.shortened(in:)
        let steps = explanation.steps.dropFirst().map { step in
            Step(title: short(step.title), lines: step.lines.filter { line in
                line.expression.count > 1 || line.quantity == "width" || line.quantity == "height"
                    || line.result != line.exact
            }.map { short($0.compactDescription) })
        }
        self.init(frame: explanation.frame, headline: short(explanation.headline),
                  steps: steps.filter { !$0.lines.isEmpty })
    }
}

/// Draws explanations as callouts: the element outlined, and a box to the right of the layout
/// with the explanation's lines, joined to the element by a leader.
struct ExplanationCallout {
    let measure: TextMeasure
    let fontSize: Double
    /// Space between the layout and the boxes, and between boxes.
    static let gap: Double = 24
    static let padding: Double = 8
    /// How much further a step's lines are indented than its title.
    static let indent: Double = 10

    /// How far right of `geometry` a leader is kept clear of labels: further than any label beside
    /// the layout is placed, so the level part of every leader (which ends half a gap short of the
    /// boxes, right of every label) is covered.
    static let clearance: Double = 10_000

    /// The boxes a leader may not cross: every cell and supplementary view drawn.
    let boxes: [DiagramRect]
    /// Each box's node, for a leader to name the element it ends on.
    let nodes: [DiagramRect: SceneNodeID]

    init(measure: TextMeasure, fontSize: Double, cells: [PlacedCell] = [], views: [AnnotatedView] = []) {
        self.measure = measure
        self.fontSize = fontSize
        let supplementaries = views.filter { $0.role == .supplementary }
        boxes = cells.map(\.frame) + supplementaries.map(\.frame)
        var nodes: [DiagramRect: SceneNodeID] = [:]
        for view in supplementaries.reversed() { nodes[view.frame] = view.id }
        for cell in cells.reversed() { nodes[cell.frame] = cell.id }
        self.nodes = nodes
    }

    /// Where the leaders will run, before labels are placed (``ExplanationLeaderRoute``): out of each
    /// element and level to the boxes beyond `geometry`, past every other cell and view.
    /// ``add(_:to:)`` draws them so.
    func leaderPaths(_ explanations: [DiagramExplanation], beyond geometry: DiagramRect) -> [[SceneShape]] {
        zip(explanations, routes(explanations)).map { explanation, route in
            let element = DiagramRect(explanation.frame)
            let far = DiagramPoint(x: Swift.max(geometry.maxX, element.maxX) + Self.clearance, y: route.lane)
            guard let elbow = route.elbow else { return [.line(from: route.start, to: far)] }
            return [.line(from: route.start, to: elbow), .line(from: elbow, to: far)]
        }
    }

    /// Each explanation's route, in order; a later leader keeps 3 points off an earlier one's, so two
    /// leaders never run along one line.
    func routes(_ explanations: [DiagramExplanation]) -> [ExplanationLeaderRoute] {
        var avoided = boxes
        return explanations.map { explanation in
            let route = ExplanationLeaderRoute.route(from: DiagramRect(explanation.frame), avoiding: avoided)
            let from = route.elbow ?? route.start
            avoided.append(DiagramRect(x: from.x, y: route.lane - 3, width: Self.clearance * 2, height: 6))
            if let elbow = route.elbow {
                avoided.append(DiagramRect(x: elbow.x - 3, y: Swift.min(route.start.y, elbow.y) - 3, width: 6,
                                           height: abs(route.start.y - elbow.y) + 6))
            }
            return route
        }
    }

    func add(_ explanations: [DiagramExplanation], to draft: inout SceneDraft) {
        guard !explanations.isEmpty else { return }
        let routes = routes(explanations)
        let left = (draft.extent.maxX + Self.gap).rounded(.up)
        // Each box starts level with its element, so the leader runs across, below the box before it.
        var nextTop = draft.extent.minY.rounded(.down)
        let lineHeight = measure.lineSpacing(fontSize: fontSize)
        let shift = measure.baselineOffset(fontSize: fontSize)
        for (index, explanation) in explanations.enumerated() {
            let id = SceneNodeID.explanation(index)
            let element = DiagramRect(explanation.frame)
            draft.add(SceneNode(id: id.part("element"), role: .explainedElement, shape: .rect(element)))
            let route = routes[index]
            let target = LeaderTarget(label: id, node: nodes[element], end: element)
            func leader(_ part: String, _ from: DiagramPoint, _ to: DiagramPoint) {
                draft.add(SceneNode(id: id.part(part), role: .leader, shape: .line(from: from, to: to), leader: target))
            }

            var rows: [(text: String, x: Double)] = [(explanation.headline, 0)]
            for step in explanation.steps {
                rows.append((step.title, 0))
                rows += step.lines.map { ($0, Self.indent) }
            }
            let width = rows.map { $0.x + measure.width(of: $0.text, fontSize: fontSize) }.max() ?? 0
            let top = Swift.max(nextTop, route.lane - Self.padding - lineHeight / 2)
            let box = DiagramRect(x: left, y: top, width: (width + 2 * Self.padding).rounded(.up),
                                  height: Double(rows.count) * lineHeight + 2 * Self.padding)
            var lines: [SceneTextLine] = []
            for (row, entry) in rows.enumerated() {
                let centreY = box.minY + Self.padding + (Double(row) + 0.5) * lineHeight
                lines.append(SceneTextLine(entry.text, baseline: DiagramPoint(x: box.minX + Self.padding + entry.x,
                                                                               y: centreY + shift)))
            }
            // The leader runs out of the element along its route, where no label was placed; a box
            // pushed below its lane is reached by a drop in the clear strip between layout and boxes.
            var from = route.start
            if let elbow = route.elbow {
                leader("leader-out", from, elbow)
                from = elbow
            }
            let headline = box.minY + Self.padding + lineHeight / 2
            if abs(headline - route.lane) < 0.5 {
                leader("leader", from, DiagramPoint(x: box.minX, y: route.lane))
            } else {
                let turn = box.minX - Self.gap / 2
                leader("leader", from, DiagramPoint(x: turn, y: route.lane))
                leader("leader-drop", DiagramPoint(x: turn, y: route.lane), DiagramPoint(x: turn, y: headline))
                leader("leader-in", DiagramPoint(x: turn, y: headline), DiagramPoint(x: box.minX, y: headline))
            }
            draft.add(SceneNode(id: id.part("box"), role: .explanationPanel, shape: .rect(box)))
            draft.add(SceneNode(id: id.part("text"), role: .explanationText,
                                shape: .text(SceneText(lines: lines, anchor: .start, fontSize: fontSize))),
                      textBox: box)
            nextTop = box.maxY + Self.gap
        }
    }
}
