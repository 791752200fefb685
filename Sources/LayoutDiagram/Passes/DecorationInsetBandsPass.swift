import CompositionalLayout

extension SceneLayer {
    /// Decoration `contentInsets` bands: over the section's bands, under the decoration's outline.
    static let decorationInsetBands = SceneLayer(z: 350)
}

extension LabelRank {
    /// Decoration `contentInsets` values: after the section's.
    static let decorationInsets = LabelRank(order: 350)
}

/// A decoration's `contentInsets` as bands between its section and the
/// decoration (``LayoutSolution/insetBands(of:)-(LayoutElement)``), with
/// their values: `decoration insets 8`.
struct DecorationInsetBandsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        let labels = InsetValueLabels(label: context.label)
        for view in context.views where view.role == .decoration && !view.insetBands.isEmpty {
            for band in view.insetBands {
                canvas.draw(SceneNode(id: view.id.part("inset-\(band.edge.rawValue)"), role: .decorationInset,
                                      shape: .rect(band.rect),
                                      title: "\(view.kind) contentInsets.\(band.edge.rawValue): "
                                          + DiagramNumber.label(band.value), owner: view.id),
                            at: .decorationInsetBands)
            }
            for request in labels.requests(view.insetBands, owner: .decoration, ownerName: "decoration", id: view.id,
                                           title: "\(view.kind) decoration") {
                canvas.label(request, rank: .decorationInsets)
            }
        }
    }
}
