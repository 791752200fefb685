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
