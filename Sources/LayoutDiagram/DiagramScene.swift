/// A renderer-neutral description of a diagram: what to draw, where, and in
/// which order.
///
/// All nodes are in layout coordinates, one point per layout point. The
/// drawing is ``bounds`` (the layout's content, grown to include anything
/// drawn outside it) with ``padding`` on every side, so a renderer maps
/// layout coordinates to the page with one translation by ``contentOffset``.
///
/// ```swift
/// let scene = try DiagramSceneBuilder(options: DiagramOptions(title: "Grid")).scene(for: solution)
/// scene.size        // content size + 2 × padding, e.g. 422×120 for 390×88
/// let svg = try SVGRenderer().render(scene)
/// ```
///
/// Nodes are drawn in array order: later nodes paint over earlier ones.
public struct DiagramScene: Hashable, Sendable {
    /// A short name for the diagram (SVG `<title>`).
    public var title: String
    /// A sentence or two describing the diagram for assistive technology (SVG `<desc>`).
    public var summary: String
    /// The prefix for ids and style classes in the output.
    public var salt: DiagramSalt
    /// The drawn area in layout coordinates: the content rectangle
    /// `(0, 0, contentSize)`, grown to include every node.
    public var bounds: DiagramRect
    /// Empty space around ``bounds`` on every side, in points.
    public var padding: Double
    /// The nodes, in drawing order.
    public var nodes: [SceneNode]

    /// A scene of the given nodes and texts, inside `bounds`.
    public init(title: String, summary: String, salt: DiagramSalt = .default, bounds: DiagramRect,
                padding: Double, nodes: [SceneNode]) {
        self.title = title
        self.summary = summary
        self.salt = salt
        self.bounds = bounds
        self.padding = padding
        self.nodes = nodes
    }

    /// The size of the whole drawing: ``bounds`` plus ``padding`` on every side.
    public var size: DiagramSize {
        DiagramSize(width: bounds.width + 2 * padding, height: bounds.height + 2 * padding)
    }

    /// Where layout point (0, 0) lands in the drawing: the translation a
    /// renderer applies to every node.
    public var contentOffset: DiagramPoint {
        DiagramPoint(x: padding - bounds.minX, y: padding - bounds.minY)
    }
}
