/// Below the layout, the caption (container size, device and traits) and
/// the legend of every role drawn (``DiagramLegend``), and the full name of
/// each element kind the picture writes short (``ElementKindName``).
struct CaptionLegendPass: SurroundPass {
    func add(_ context: SceneContext, placer: inout LabelPlacer, to draft: inout SceneDraft) {
        let options = context.options
        guard options.showsCaption || options.showsLegend else { return }
        let legend = DiagramLegend(measure: options.textMeasure, fontSize: DiagramSceneBuilder.annotationFontSize)
        let containerSize = context.solution.containerSize
        let caption = options.showsCaption
            ? DiagramLegend.captionText(containerSize: DiagramSize(width: Double(containerSize.width),
                                                                   height: Double(containerSize.height)),
                                        deviceName: DisplayText.nonEmpty(options.deviceName), traits: options.traits)
            : nil
        let roles = options.showsLegend ? SceneRole.legendOrder.filter(Set(draft.nodes.map(\.role)).contains) : []
        let notes = options.showsLegend ? ElementKindName.legendNotes(for: context.views.map(\.fullKind)) : []
        legend.add(caption: caption, roles: roles, notes: notes, to: &draft)
    }
}
