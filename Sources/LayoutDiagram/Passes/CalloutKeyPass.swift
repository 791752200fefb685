/// The key of numbered callouts, for labels the placer found no room for
/// (``CalloutKey``), at the bottom.
struct CalloutKeyPass: SurroundPass {
    func add(_ context: SceneContext, placer: inout LabelPlacer, to draft: inout SceneDraft) {
        CalloutKey(label: context.label).add(placer.callouts, left: draft.extent.minX.rounded(.down),
                                             maxWidth: Swift.max(draft.extent.width, DiagramLegend.minimumWidth),
                                             to: &draft)
    }
}
