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
