import CompositionalLayout

/// Pinned headers and footers (`pinToVisibleBounds`): a thick line on the
/// edge each stays at while its host scrolls (a header's top, a footer's
/// bottom; leading and trailing in a horizontal layout), labelled
/// `pinned top`. At a content offset the views have moved over the content
/// they hide, and the other passes draw no marker there
/// (``SceneContext/isHiddenByPinnedView(_:)``).
struct PinnedViewsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        // `--annotations none` draws the layout bare.
        guard context.annotates else { return }
        for view in context.views where view.role == .supplementary {
            guard let pin = view.pin else { continue }
            let edge = Self.edge(of: pin, context)
            let frame = view.frame
            let (from, to): (DiagramPoint, DiagramPoint)
            switch edge {
            case "top": (from, to) = (DiagramPoint(x: frame.x, y: frame.y), DiagramPoint(x: frame.maxX, y: frame.y))
            case "bottom":
                (from, to) = (DiagramPoint(x: frame.x, y: frame.maxY), DiagramPoint(x: frame.maxX, y: frame.maxY))
            default:
                // Leading is on the left, unless the layout runs right to left.
                let x = (edge == "leading") != context.rightToLeft ? frame.x : frame.maxX
                (from, to) = (DiagramPoint(x: x, y: frame.y), DiagramPoint(x: x, y: frame.maxY))
            }
            let id = view.id.part("pin")
            let title = "\(view.kind): pinToVisibleBounds, stays at the \(edge) of the visible area while its "
                + (view.section == nil ? "layout" : "section") + " is visible"
            canvas.drawMark(SceneNode(id: id, role: .pinEdge, shape: .line(from: from, to: to), title: title), at: .marks)
            canvas.label(LabelPlacer.LabelRequest(
                id: id.part("label"), role: .annotationText, owner: view.id, forms: [["pinned \(edge)"], ["pinned"]],
                fontSize: context.label.fontSize, plateRole: .annotationPlate, inside: nil,
                subject: DiagramRect(enclosing: [from, to]), avoids: .forAnnotations, fallsBack: true, title: title),
                rank: .marks)
        }
    }

    /// The edge of the visible area a pinned view stays at, by name.
    static func edge(of pin: BoundaryPin, _ context: SceneContext) -> String {
        switch (pin, context.solution.scrollDirection) {
        case (.header, .vertical): return "top"
        case (.footer, .vertical): return "bottom"
        case (.header, _): return "leading"
        case (.footer, _): return "trailing"
        }
    }
}
