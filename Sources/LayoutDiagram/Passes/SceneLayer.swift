/// Where a pass's nodes are drawn: layers are painted in increasing `z`,
/// and within a layer, nodes keep the order the passes added them in.
///
/// The built-in layers are 100 apart, so a new annotation can declare a
/// layer of its own between two of them, in its own file
/// (`extension SceneLayer { static let groupInsets = SceneLayer(z: 450) }`).
struct SceneLayer: Hashable, Comparable, Sendable {
    let z: Int
    /// Whether the layer's nodes count in the drawing labels are placed
    /// around (``LabelPlacer/drawing``). Veils do not: they only fade what
    /// the cells already cover.
    let isDrawing: Bool

    init(z: Int, isDrawing: Bool = true) {
        self.z = z
        self.isDrawing = isDrawing
    }

    static func < (lhs: SceneLayer, rhs: SceneLayer) -> Bool { lhs.z < rhs.z }

    /// Each section's bounds.
    static let sections = SceneLayer(z: 100)
    /// Decoration views (section backgrounds), behind everything of their section.
    static let decorations = SceneLayer(z: 200)
    /// Section `contentInsets` bands.
    static let sectionInsetBands = SceneLayer(z: 300)
    /// Outlines drawn again over the bands (a decoration's).
    static let outlinesOverBands = SceneLayer(z: 400)
    /// Item `contentInsets` bands, which the cells cover in the middle.
    static let itemInsetBands = SceneLayer(z: 500)
    /// Cells, list rows and list separators.
    static let cells = SceneLayer(z: 600)
    /// Group outlines, outermost first.
    static let groups = SceneLayer(z: 700)
    /// Headers, footers, badges.
    static let supplementaries = SceneLayer(z: 800)
    /// Labels inside cells and supplementary views (``LabelRank/content``).
    static let contentLabels = SceneLayer(z: 900)
    /// Veils over orthogonal content beyond the viewport.
    static let veils = SceneLayer(z: 1000, isDrawing: false)
    /// Marks over everything: viewports, dimension lines, the screen's edge.
    static let marks = SceneLayer(z: 1100)
    /// Annotation labels (every rank after ``LabelRank/content``).
    static let annotationLabels = SceneLayer(z: 1200)
}

/// When a label is placed: ranks are placed in increasing `order`, and
/// within a rank, in the order the passes queued them. A label placed first
/// gets the best spot and becomes an obstacle for every later one.
///
/// The built-in ranks are 100 apart; a new annotation declares its own in
/// its file (`extension LabelRank { static let anchors = LabelRank(order: 450) }`).
struct LabelRank: Hashable, Comparable, Sendable {
    let order: Int

    static func < (lhs: LabelRank, rhs: LabelRank) -> Bool { lhs.order < rhs.order }

    /// Cell and supplementary labels, inside their boxes: drawn in ``SceneLayer/contentLabels``.
    static let content = LabelRank(order: 100)
    /// Labels of marks known before any label: spacing values, the screen's edge.
    static let marks = LabelRank(order: 200)
    /// Section `contentInsets` values.
    static let sectionInsets = LabelRank(order: 300)
    /// Group tags.
    static let groupTags = LabelRank(order: 400)
    /// Item `contentInsets` values.
    static let itemInsets = LabelRank(order: 500)
    /// "+N more" beyond a windowed section.
    static let hiddenCells = LabelRank(order: 600)
}
