import CompositionalLayout

extension SceneLayer {
    /// Reference inset bands (safe area, layout margins): over the section's frame, under its `contentInsets`.
    static let referenceInsetBands = SceneLayer(z: 250)
}

extension LabelRank {
    /// Reference inset values: before the section's `contentInsets`, which sit inside them.
    static let referenceInsets = LabelRank(order: 250)
}

/// A section's reference insets (its `contentInsetsReference`: the safe
/// area or the layout margins) as bands between its frame and its
/// `contentInsets` (``SectionLayout/referenceBands``), with their values:
/// `safe area leading/trailing 59`, `layout margins leading 16`.
struct ReferenceInsetBandsPass: ScenePass {
    /// What a value calls the boundary its section is inset from.
    static func ownerName(_ reference: UIContentInsetsReference) -> String {
        switch reference {
        case .automatic, .safeArea: return "safe area"
        case .layoutMargins: return "layout margins"
        case .readableContent: return "readable content"
        case .none: return "reference"
        }
    }

    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        let labels = InsetValueLabels(label: context.label)
        for section in context.solution.sections where !section.referenceBands.isEmpty {
            let bands = InsetValueLabels.shown(section.referenceBands, in: section.index, visible: context.visible)
            let id = SceneNodeID.section(section.index).part("reference")
            for band in bands {
                canvas.draw(SceneNode(id: id.part(band.edge.rawValue), role: .referenceInset, shape: .rect(band.rect),
                                      title: "Section \(section.index) reference insets.\(band.edge.rawValue): "
                                          + DiagramNumber.label(band.value), owner: .section(section.index)),
                            at: .referenceInsetBands)
            }
            for request in labels.requests(bands, owner: .reference, ownerName: Self.ownerName(section.contentInsetsReference), id: id,
                                           title: "Section \(section.index) contentInsetsReference") {
                canvas.label(request, rank: .referenceInsets)
            }
        }
    }
}
