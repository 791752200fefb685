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
