import CompositionalLayout

/// An item's `contentInsets` as the band between its slot and its cell,
/// for every item; their values, side by side (`item leading 10`), for the
/// first item with each distinct `contentInsets` in each section, or every
/// one with ``DiagramAnnotations/all``.
struct ItemInsetBandsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        let labels = InsetValueLabels(label: context.label)
        var labelled = Set<String>()
        for cell in context.cells where cell.hasInsets {
            let id = SceneNodeID.itemInset(section: cell.section, item: cell.item)
            canvas.draw(SceneNode(id: id, role: .itemInset, shape: .rect(cell.slot),
                                  title: "\(cell.indexPathText) contentInsets \(Self.insetsText(cell.insets))"
                                      + " (top, leading, bottom, trailing)",
                                  owner: cell.id), at: .itemInsetBands)
            guard context.options.annotations == .all
                || labelled.insert("\(cell.section) \(Self.insetsText(cell.insets))").inserted else { continue }
            for request in labels.requests(cell.insetBands, owner: .item, ownerName: "item", id: id,
                                           title: "\(cell.indexPathText) item") {
                canvas.label(request, rank: .itemInsets)
            }
        }
    }

    /// `0, 10, 0, 10`: top, leading, bottom and trailing, as `NSDirectionalEdgeInsets` lists them.
    static func insetsText(_ insets: NSDirectionalEdgeInsets) -> String {
        [insets.top, insets.leading, insets.bottom, insets.trailing].map { DiagramNumber.label(Double($0)) }
            .joined(separator: ", ")
    }
}
