/// What is drawn around the layout once its picture is assembled: section
/// names, explanations, the title, the caption and legend, the key of
/// numbered callouts. Each grows the drawing, so they run in a fixed order
/// (``DiagramSceneBuilder/surroundings``), after every ``ScenePass``.
protocol SurroundPass: Sendable {
    /// Marks beside the drawing that no label may sit on, known once the
    /// passes have drawn (`drawing` is what they cover) and before any label
    /// is placed. The default reserves nothing.
    func reserve(beside drawing: DiagramRect, _ context: SceneContext, in obstacles: inout ObstacleIndex)

    /// Adds the pass's nodes around everything drawn so far (`draft.extent`).
    func add(_ context: SceneContext, placer: inout LabelPlacer, to draft: inout SceneDraft)
}

extension SurroundPass {
    func reserve(beside drawing: DiagramRect, _ context: SceneContext, in obstacles: inout ObstacleIndex) {}
}
