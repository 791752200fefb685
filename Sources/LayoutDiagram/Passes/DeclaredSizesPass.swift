import CompositionalLayout

extension LabelRank {
    /// Declared sizes go after group tags, which say the same of groups.
    static let declaredSizes = LabelRank(order: 460)
}

/// What an item's `layoutSize` declared, where it is not what is drawn
/// (``DeclaredDimension``): `.fractionalWidth(1/3) = 112.67`,
/// `height est. 100 → 260`. On the first cell of each declared size in each
/// section, on a plate outlined in the cells' colour; a group's goes on its
/// tag (``GroupOutlinesPass``). Not in a list, whose rows are sized as UIKit
/// sizes list rows, not as the spec declared.
struct DeclaredSizesPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        var labelled = Set<String>()
        let lists = Set(context.solution.sections.filter { $0.list != nil }.map(\.index))
        for cell in context.cells where !lists.contains(cell.section) {
            guard let size = cell.layoutSize else { continue }
            let lines = DeclaredDimension.lines(size, resolved: cell.slotSize, ignoring: cell.countSizedAxis)
            guard !lines.isEmpty, labelled.insert("\(cell.section) \(size) \(String(describing: cell.countSizedAxis))").inserted else { continue }
            canvas.label(request(lines, for: cell, size: size, label: context.label), rank: .declaredSizes)
        }
    }

    private func request(_ lines: [String], for cell: PlacedCell, size: NSCollectionLayoutSize,
                         label: AnnotationLabel) -> LabelPlacer.LabelRequest {
        let plate = label.plateSize(lines)
        // In the cell, clear of its own label, where it fits; else across its bottom edge, then its top edge.
        let frame = cell.frame
        let room = frame.insetBy(dx: 2, dy: 2)
        let left = frame.minX + plate.width / 2
        var request = LabelPlacer.LabelRequest(
            id: cell.id.part("declared"), role: .declaredSizeText, owner: cell.id, forms: [lines],
            fontSize: label.fontSize, plateRole: .declaredSizePlate,
            inside: room.width > 0 && room.height > 0 ? room : nil, subject: frame,
            preferred: [DiagramPoint(x: left, y: frame.maxY), DiagramPoint(x: left, y: frame.minY)],
            avoids: .forAnnotations, fallsBack: true,
            title: "\(cell.indexPathText) layoutSize \(size.widthDimension) × \(size.heightDimension)")
        // A cell is one of many alike: from the margin its leader would cross its neighbours.
        request.usesMargin = false
        return request
    }
}
