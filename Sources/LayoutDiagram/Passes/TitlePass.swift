/// The diagram's visible title, above everything drawn so far, flush with its left edge.
struct TitlePass: SurroundPass {
    func add(_ context: SceneContext, placer: inout LabelPlacer, to draft: inout SceneDraft) {
        guard context.options.showsTitle, let title = DisplayText.nonEmpty(context.options.title) else { return }
        Self.add(title, measure: context.options.textMeasure, to: &draft)
    }

    /// Adds `title` above `draft`'s extent (also above side-by-side panels).
    static func add(_ title: String, measure: TextMeasure, to draft: inout SceneDraft) {
        let fontSize = DiagramSceneBuilder.titleFontSize
        let extent = draft.extent
        let width = measure.width(of: title, fontSize: fontSize)
        let box = DiagramRect(x: extent.minX, y: extent.minY - 12 - fontSize, width: width, height: fontSize)
        let baseline = DiagramPoint(x: box.minX, y: box.midY + measure.baselineOffset(fontSize: fontSize))
        draft.add(SceneNode(id: .title, role: .title,
                            shape: .text(SceneText(lines: [SceneTextLine(title, baseline: baseline)], anchor: .start,
                                                   fontSize: fontSize))),
                  textBox: box)
    }
}
