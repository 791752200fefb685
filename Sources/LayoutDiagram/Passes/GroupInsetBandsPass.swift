import CompositionalLayout

extension SceneLayer {
    /// Group `contentInsets` bands: over the section's bands, under the items' bands and the cells.
    static let groupInsetBands = SceneLayer(z: 450)
}

extension LabelRank {
    /// Group `contentInsets` values: after the group tags, before the items' insets.
    static let groupInsets = LabelRank(order: 450)
}

/// A group's `contentInsets` as bands inside its frame
/// (``LayoutSolution/insetBands(of:)-(GroupInstance)``), at every nesting
/// depth, for every instance, in the colour of the depth's outline; the values of
/// the first instance at each depth with each distinct `contentInsets` in each
/// section (every one with ``DiagramAnnotations/all``), with
/// side and owner: `group leading/trailing 16`, `depth-1 group top 4`.
struct GroupInsetBandsPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        let labels = InsetValueLabels(label: context.label)
        for section in context.solution.sections {
            var labelled = Set<String>()
            for group in section.groups where group.contentInsets != .zero {
                let bands = InsetValueLabels.shown(context.solution.insetBands(of: group), in: section.index,
                                                   visible: context.visible)
                guard !bands.isEmpty else { continue }
                let id = SceneNodeID.group(section: section.index, repetition: group.repetition, path: group.path)
                let name = Self.ownerName(depth: group.depth)
                for band in bands {
                    canvas.draw(SceneNode(id: id.part("inset-\(band.edge.rawValue)"), role: .groupInset(depth: group.depth),
                                          shape: .rect(band.rect),
                                          title: "Section \(section.index) \(name) \(group.repetition) contentInsets."
                                              + "\(band.edge.rawValue): \(DiagramNumber.label(band.value))",
                                          owner: id), at: .groupInsetBands)
                }
                guard context.options.annotations == .all || labelled.insert("\(group.depth) \(ItemInsetBandsPass.insetsText(group.contentInsets))").inserted else { continue }
                for request in labels.requests(bands, owner: .group(depth: group.depth), ownerName: name, id: id,
                                               title: "Section \(section.index) \(name)") {
                    canvas.label(request, rank: .groupInsets)
                }
            }
        }
    }

    /// What a value calls a group: `group` at depth 0, `depth-1 group` nested once.
    static func ownerName(depth: Int) -> String {
        depth == 0 ? "group" : "depth-\(depth) group"
    }
}
