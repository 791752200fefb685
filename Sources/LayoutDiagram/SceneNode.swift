/// One thing drawn in a diagram: a section's bounds, a group outline, a
/// cell, a dimension marker or a label.
///
/// ```swift
/// SceneNode(id: .cell(section: 0, item: 3), role: .cell,
///           shape: .rect(DiagramRect(x: 200, y: 44, width: 180, height: 44)),
///           title: "0·3, 180×44 at 200, 44")
/// ```
public struct SceneNode: Hashable, Sendable {
    /// Stable and unique within the scene.
    public var id: SceneNodeID
    /// What the node shows, which gives its style.
    public var role: SceneRole
    /// Its geometry.
    public var shape: SceneShape
    /// A short description shown as a tooltip and read by assistive
    /// technology (SVG `<title>` inside the element); `nil` for none.
    public var title: String?
    /// How much of the node shows, from 0 to 1. Orthogonal content scrolled
    /// out of the viewport is drawn faded. The node is composited as a whole
    /// (fill and outline together), as SVG's `opacity` does.
    public var opacity: Double
    /// The node this one is part of or labels, if any: a cell for its label,
    /// a spacing gap for its marker's line, plate and text. A label may
    /// touch its owner's outline; ``DiagramScene/labelCollisions(measure:)``
    /// counts every other overlap.
    public var owner: SceneNodeID?
    /// For a leader line, what it points at; `nil` for every other node.
    public var leader: LeaderTarget?
    /// How the node is transformed where it is drawn (a visible item's scale, about its centre);
    /// `nil` draws it as its shape says.
    public var transform: DiagramTransform? = nil

    /// A node of `role` and `shape`, identified by `id`; `title` is its tooltip.
    public init(id: SceneNodeID, role: SceneRole, shape: SceneShape, title: String? = nil, owner: SceneNodeID? = nil,
                opacity: Double = 1, leader: LeaderTarget? = nil) {
        self.id = id
        self.role = role
        self.shape = shape
        self.title = title
        self.owner = owner
        self.opacity = opacity
        self.leader = leader
    }
}
