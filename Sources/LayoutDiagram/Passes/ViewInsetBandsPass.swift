import CompositionalLayout

extension SceneLayer {
    /// Decoration `contentInsets` bands: over the section's bands, under the decoration's outline.
    static let decorationInsetBands = SceneLayer(z: 350)
    /// Supplementary `contentInsets` bands: over the cells, under the views.
    static let supplementaryInsetBands = SceneLayer(z: 790)
}

extension LabelRank {
    /// Decoration `contentInsets` values: after the section's.
    static let decorationInsets = LabelRank(order: 350)
    /// Supplementary `contentInsets` values: after the items'.
    static let supplementaryInsets = LabelRank(order: 550)
}

/// The `contentInsets` of supplementary, boundary and decoration views as
/// bands between each view's slot and its frame
/// (``LayoutSolution/insetBands(of:)-(LayoutElement)``): a decoration's
/// within its section, a header's within its band. Their values name the
/// view (`decoration insets 8`, `header leading/trailing 16`), for the first
/// view of each kind with each distinct set of insets in each section
/// (every one with ``DiagramAnnotations/all``).
struct ViewInsetBandsPass: ScenePass {
    /// A kind longer than this is called `supplementary` in a value.
    static let longestKindName = 16

    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        let labels = InsetValueLabels(label: context.label)
        var labelled = Set<String>()
        for view in context.views where !view.insetBands.isEmpty {
            let isDecoration = view.role == .decoration
            let owner: InsetOwner = isDecoration ? .decoration : .supplementary
            for band in view.insetBands {
                canvas.draw(SceneNode(id: view.id.part("inset-\(band.edge.rawValue)"), role: owner.bandRole,
                                      shape: .rect(band.rect),
                                      title: "\(view.kind) contentInsets.\(band.edge.rawValue): "
                                          + DiagramNumber.label(band.value), owner: view.id),
                            at: isDecoration ? .decorationInsetBands : .supplementaryInsetBands)
            }
            let values = InsetValueLabels.entries(view.insetBands).map(\.text).joined(separator: ", ")
            guard context.options.annotations == .all
                || labelled.insert("\(view.section ?? -1) \(view.kind) \(values)").inserted else { continue }
            let name = isDecoration ? "decoration"
                : (view.kind.count <= Self.longestKindName ? view.kind : "supplementary")
            for request in labels.requests(view.insetBands, owner: owner, ownerName: name, id: view.id,
                                           keepsOffOwner: !isDecoration, title: "\(view.kind) \(isDecoration ? "decoration" : "view")") {
                canvas.label(request, rank: isDecoration ? .decorationInsets : .supplementaryInsets)
            }
        }
    }
}
