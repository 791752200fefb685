/// Below the layout, the caption (container size, device and traits) and
/// the legend of every role drawn (``DiagramLegend``).
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
        legend.add(caption: caption, roles: roles, to: &draft)
    }
}
