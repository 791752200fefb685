/// The geometry of a scene node, in layout coordinates.
public enum SceneShape: Hashable, Sendable {
    /// A rectangle, drawn exactly at the given frame.
    case rect(DiagramRect)
    /// Text positioned on its baselines.
    case text(SceneText)
}
