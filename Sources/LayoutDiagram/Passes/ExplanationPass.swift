/// Explanation callouts (`render --explain`, ``ExplanationCallout``): each
/// explained element outlined, and beside the drawing, a box with its
/// arithmetic, joined by a level leader that no label may sit on.
struct ExplanationPass: SurroundPass {
    func reserve(beside drawing: DiagramRect, _ context: SceneContext, in obstacles: inout ObstacleIndex) {
        for (index, leader) in ExplanationCallout.leaderPaths(context.options.explanations, beyond: drawing).enumerated() {
            obstacles.insert(mark: SceneNode(id: SceneNodeID.explanation(index).part("leader"), role: .leader, shape: leader))
        }
    }

    func add(_ context: SceneContext, placer: inout LabelPlacer, to draft: inout SceneDraft) {
        ExplanationCallout(measure: context.options.textMeasure, fontSize: DiagramSceneBuilder.annotationFontSize)
            .add(context.options.explanations, to: &draft)
    }
}
