import CompositionalLayout

/// "+N more" beyond a windowed section's last drawn cell (and before its
/// first), with `--overflow` (``HiddenCellsMark``).
struct HiddenCellsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        for section in context.solution.sections {
            for request in requests(section, context) { canvas.label(request, rank: .hiddenCells) }
        }
    }

    private func requests(_ section: SectionLayout, _ context: SceneContext) -> [LabelPlacer.LabelRequest] {
        guard let counts = context.visible.hidden[section.index], let window = context.visible.window(of: section.index),
              let scrolling = section.orthogonal else { return [] }
        let alongX = context.alongX, label = context.label
        let mark = HiddenCellsMark(window: window, band: DiagramRect(scrolling.viewport), alongX: alongX)
        var requests: [LabelPlacer.LabelRequest] = []
        for (side, count) in [(HiddenCellsMark.Side.before, counts.before), (.after, counts.after)] where count > 0 {
            let text = "+\(count) more"
            // Across a carousel, a plate's height below its middle, clear of the cells' own labels.
            requests.append(mark.request(
                side, text: text, id: SceneNodeID.viewport(section: section.index).part("more-\(side.rawValue)"),
                owner: nil,
                title: "Section \(section.index): \(count) more cell\(count == 1 ? "" : "s") \(side.rawValue) what is drawn",
                label: label, crossShift: alongX ? label.plateSize(text).height : 0))
        }
        return requests
    }
}
