/// One annotation of a diagram: what it draws over the solved layout, and
/// the labels it asks for.
///
/// ``DiagramSceneBuilder`` runs its passes in a fixed order
/// (``DiagramSceneBuilder/passes``). Each pass adds nodes to the
/// ``SceneCanvas`` at a ``SceneLayer``, records the obstacles labels must
/// keep off, and queues label requests at a ``LabelRank``. Once every pass
/// has drawn, the labels are placed by rank (most important first, passes in
/// order within a rank), then the layers are assembled back to front.
///
/// A pass reads only its ``SceneContext``; it does no layout arithmetic (the
/// solution carries every frame) and never depends on another pass's nodes,
/// so a new annotation is one pass in a file of its own.
protocol ScenePass: Sendable {
    /// Adds the pass's nodes, obstacles and label requests to `canvas`.
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas)
}

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
