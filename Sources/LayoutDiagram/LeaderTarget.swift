/// What a leader line points at: the label it comes from, and the box it
/// ends on or in.
///
/// A leader joins a label placed away from its subject (a spacing value, a
/// group's tag, an explanation's box) to that subject. It ends on or inside
/// ``end`` and crosses no cell, supplementary view or badge but ``node``
/// (``LabelPlacer`` rejects positions whose leader would), so a reader never
/// takes it for a leader to the box it runs through. The SVG writes it as
/// `data-leader-*` attributes, so tests can check the rule exactly.
///
/// ```swift
/// LeaderTarget(label: .gap(section: 0, kind: "interItem", ordinal: 0),
///              node: SceneNodeID.gap(section: 0, kind: "interItem", ordinal: 0).part("line"),
///              end: DiagramRect(x: 120, y: 6.5, width: 10, height: 0))
/// ```
public struct LeaderTarget: Hashable, Sendable {
    /// The label whose leader this is; a leader of several segments has one
    /// target on each.
    public var label: SceneNodeID
    /// The node the label labels, if it labels a node (a cell, a band, a
    /// marker's line); `nil` for what is not drawn as a node.
    public var node: SceneNodeID?
    /// Where the leader ends: one of its ends lies on or in this rectangle.
    public var end: DiagramRect

    /// A leader from the label `label` to `end`, on the node `node` if it names one.
    public init(label: SceneNodeID, node: SceneNodeID?, end: DiagramRect) {
        self.label = label
        self.node = node
        self.end = end
    }

    /// The same target in panel `index` of a side-by-side scene, moved by `dx`, `dy`.
    func inPanel(_ index: Int, dx: Double, dy: Double) -> LeaderTarget {
        LeaderTarget(label: label.inPanel(index), node: node?.inPanel(index), end: end.offsetBy(dx: dx, dy: dy))
    }
}
