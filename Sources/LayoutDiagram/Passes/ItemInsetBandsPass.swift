import CompositionalLayout

/// An item's `contentInsets` as the band between its slot and its cell,
/// and their value: for the first such item of each section, or every one
/// with ``DiagramAnnotations/all``.
struct ItemInsetBandsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        var insetSections = Set<Int>()
        for cell in context.cells where cell.hasInsets {
            canvas.draw(SceneNode(id: .itemInset(section: cell.section, item: cell.item), role: .itemInset,
                                  shape: .rect(cell.slot), title: "\(cell.indexPathText) contentInsets",
                                  owner: cell.id), at: .itemInsetBands)
            guard context.options.annotations == .all || insetSections.insert(cell.section).inserted else { continue }
            canvas.label(valueRequest(cell, label: context.label), rank: .itemInsets)
        }
    }

    /// The value of an item's `contentInsets`: one number when every edge
    /// is the same, else top, leading, bottom and trailing, as
    /// `NSDirectionalEdgeInsets` lists them.
    private func valueRequest(_ cell: PlacedCell, label: AnnotationLabel) -> LabelPlacer.LabelRequest {
        let insets = cell.insets
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map { DiagramNumber.label(Double($0)) }
        let text = "contentInsets " + (Set(values).count == 1 ? values[0] : values.joined(separator: ", "))
        let id = SceneNodeID.itemInset(section: cell.section, item: cell.item)
        let top = DiagramRect(x: cell.slot.minX, y: cell.slot.minY, width: cell.slot.width, height: cell.frame.minY - cell.slot.minY)
        let plate = label.plateSize(text)
        return LabelPlacer.LabelRequest(
            id: id.part("value"), role: .annotationText, owner: id, forms: [[text]], fontSize: label.fontSize,
            plateRole: .annotationPlate, inside: nil, subject: cell.slot,
            preferred: top.height >= plate.height ? [DiagramPoint(x: top.midX, y: top.midY)] : [],
            avoids: .forAnnotations, fallsBack: true, title: "\(cell.indexPathText) \(text)")
    }
}
