import CompositionalLayout

/// Supplementary views (headers, footers, badges), and inside each its
/// element kind and size; a view whose kind does not fit inside (a badge)
/// gets it beside, once per kind and section.
struct SupplementariesPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        for view in context.views where view.role == .supplementary {
            canvas.draw(SceneNode(id: view.id, role: .supplementary, shape: .rect(view.frame), title: view.title),
                        at: .supplementaries)
            canvas.obstacles.insert(view.frame, kind: .badge, owner: view.id)
            canvas.obstacles.insertOutline(of: view.frame, owner: view.id)
        }
        if context.options.showsCellLabels {
            canvas.labels(rank: .content, layer: .contentLabels) { placer in labels(context, with: &placer) }
        }
    }

    private func labels(_ context: SceneContext, with placer: inout LabelPlacer) -> [LabelPlacer.Placement] {
        let options = context.options
        let listSections = Set(context.solution.sections.filter { $0.list != nil }.map(\.index))
        let layout = CellLabelLayout(measure: options.textMeasure, fontSize: options.labelFontSize,
                                     inset: options.labelInset)
        var placements: [LabelPlacer.Placement] = []
        var describedKinds = Set<String>()
        for view in context.views where view.role == .supplementary {
            let size = DiagramSceneBuilder.sizeText(view.size)
            let lines = [CellLabelLayout.Line(text: view.kind, truncatable: true),
                         CellLabelLayout.Line(text: size, truncatable: false)]
            // A list's headers and footers in the list's text style.
            let role: SceneRole = view.section.map(listSections.contains) == true ? .listText : .cellLabel
            var request = LabelPlacer.LabelRequest(
                id: .label(of: view.id), role: role, owner: view.id, forms: [], fontSize: options.labelFontSize,
                plateRole: nil, inside: layout.room(in: view.frame), subject: view.frame,
                avoids: .forCellLabels, fallsBack: false, title: view.title)
            if let room = request.inside { request.forms = layout.forms(for: lines, shortForm: nil, in: room) }
            // A kind shortened to "U…" says nothing; such a view is described beside it instead.
            request.forms = request.forms.filter { $0.first.map { !$0.hasSuffix(options.textMeasure.ellipsis) || $0.count > 6 } ?? false }
            if let placement = placer.place(request) {
                placements.append(placement)
            } else if describedKinds.insert("\(view.section ?? -1) \(view.kind)").inserted {
                request.forms = [["\(view.kind) \(size)"], [view.kind]]
                request.inside = nil
                request.fontSize = DiagramSceneBuilder.annotationFontSize
                request.avoids = .forAnnotations
                request.fallsBack = true
                if let placement = placer.place(request) { placements.append(placement) }
            }
        }
        return placements
    }
}
