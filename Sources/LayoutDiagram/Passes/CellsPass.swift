import CompositionalLayout

/// Every cell at its solved frame (a list's rows as UIKit draws them, with
/// their separators), and inside each, its index path (or label) and size.
struct CellsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        let lists = Dictionary(uniqueKeysWithValues: context.solution.sections.compactMap { section in
            section.list.map { (section.index, (ListStyling(configuration: $0, rightToLeft: context.rightToLeft),
                                                section.cellRange)) }
        })
        var separators: [SceneNode] = []
        for cell in context.cells {
            if let (list, range) = lists[cell.section] {
                // Cells are stored section by section, so a row's position is its index in the section's range.
                let isFirst = cell.item == 0, isLast = cell.item == range.count - 1
                canvas.draw(SceneNode(id: cell.id, role: .listRow,
                                      shape: list.rowShape(cell.frame, isFirst: isFirst, isLast: isLast),
                                      title: title(of: cell, options: context.options)), at: .cells)
                if let separator = list.separator(under: cell.frame, id: cell.id, isLast: isLast) { separators.append(separator) }
            } else {
                canvas.draw(SceneNode(id: cell.id, role: .cell, shape: .rect(cell.frame),
                                      title: title(of: cell, options: context.options)), at: .cells)
                canvas.obstacles.insertOutline(of: cell.frame, owner: cell.id)
            }
            canvas.obstacles.insert(cell.frame, kind: .cellBody, owner: cell.id)
        }
        for separator in separators { canvas.drawMark(separator, at: .cells) }
        if context.options.showsCellLabels {
            canvas.labels(rank: .content, layer: .contentLabels) { placer in labels(context, with: &placer) }
        }
    }

    private func title(of cell: PlacedCell, options: DiagramOptions) -> String {
        let label = (options.itemLabel(section: cell.section, item: cell.item) ?? cell.label).map { "“\($0)” " } ?? ""
        return "\(label)\(cell.indexPathText): \(DiagramSceneBuilder.sizeText(cell.size)) at "
            + "\(DiagramNumber.label(cell.origin.x)), \(DiagramNumber.label(cell.origin.y))"
    }

    /// Each cell's label, inside it, in the shortest form that fits or not at all.
    private func labels(_ context: SceneContext, with placer: inout LabelPlacer) -> [LabelPlacer.Placement] {
        let options = context.options
        var viewports: [Int: DiagramRect] = [:]
        for section in context.solution.sections { viewports[section.index] = section.orthogonal.map { DiagramRect($0.viewport) } }
        let layout = CellLabelLayout(measure: options.textMeasure, fontSize: options.labelFontSize,
                                     inset: options.labelInset)
        var placements: [LabelPlacer.Placement] = []
        placements.reserveCapacity(context.cells.count)
        for cell in context.cells {
            guard let room = layout.room(in: cell.frame) else { continue }
            let primary = options.itemLabel(section: cell.section, item: cell.item) ?? cell.label
            let lines = [CellLabelLayout.Line(text: primary ?? cell.indexPathText, truncatable: primary != nil),
                         CellLabelLayout.Line(text: DiagramSceneBuilder.sizeText(cell.size), truncatable: false)]
            let forms = layout.forms(for: lines, shortForm: primary == nil ? nil : cell.indexPathText, in: room)
            var request = LabelPlacer.LabelRequest(
                id: .cellLabel(section: cell.section, item: cell.item), role: .cellLabel, owner: cell.id, forms: forms,
                fontSize: options.labelFontSize, plateRole: nil, inside: room, subject: cell.frame,
                avoids: .forCellLabels, fallsBack: false)
            // A cell the viewport cuts is labelled in the part the screen shows.
            if let port = viewports[cell.section], !port.contains(cell.frame), let part = cell.frame.intersection(port) {
                request.insideFirst = layout.room(in: part)
            }
            if let placement = placer.place(request) { placements.append(placement) }
        }
        return placements
    }
}
