/// Explanation callouts (`render --explain`, ``ExplanationCallout``): each
/// explained element outlined, and beside the drawing, a box with its
/// arithmetic, joined by a leader that no label may sit on and that crosses
/// no other cell or view (``ExplanationLeaderRoute``).
struct ExplanationPass: SurroundPass {
    func reserve(beside drawing: DiagramRect, _ context: SceneContext, in obstacles: inout ObstacleIndex) {
        for (index, path) in callout(context).leaderPaths(context.options.explanations, beyond: drawing).enumerated() {
            for leader in path {
                obstacles.insert(mark: SceneNode(id: SceneNodeID.explanation(index).part("leader"), role: .leader, shape: leader))
            }
        }
    }

    func add(_ context: SceneContext, placer: inout LabelPlacer, to draft: inout SceneDraft) {
        callout(context).add(context.options.explanations, to: &draft)
    }

    private func callout(_ context: SceneContext) -> ExplanationCallout {
        ExplanationCallout(measure: context.options.textMeasure, fontSize: DiagramSceneBuilder.annotationFontSize,
                           cells: context.cells, views: context.views)
    }
}
