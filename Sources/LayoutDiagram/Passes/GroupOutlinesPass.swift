import CompositionalLayout

/// Group instances as dashed outlines, outermost first: the first of each
/// section, or every one with ``DiagramAnnotations/all``; the first
/// group at each depth of each section gets a tag (kind, arrangement, size).
/// A list section has neither: its groups are how a list is made, not what it shows.
struct GroupOutlinesPass: ScenePass {
    func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
        guard context.annotates else { return }
        for section in context.solution.sections where section.list == nil {
            var taggedDepths = Set<Int>()
            for group in section.groups where context.options.annotations == .all || group.repetition == 0 {
                guard let frame = context.shown(DiagramRect(group.frame), in: section.index) else { continue }
                let id = SceneNodeID.group(section: section.index, repetition: group.repetition, path: group.path)
                canvas.draw(SceneNode(id: id, role: .groupOutline(depth: group.depth), shape: .rect(frame),
                                      title: title(of: group, section: section.index)), at: .groups)
                canvas.obstacles.insertOutline(of: frame, owner: id)
                // Tag the first group at each depth: the nesting at a glance, without a tag per repetition.
                if group.repetition == 0, taggedDepths.insert(group.depth).inserted {
                    var request = tagRequest(group, id: id, frame: frame, label: context.label)
                    // The tag stays in the section's drawn frame.
                    request.within = context.shown(DiagramRect(section.frame), in: nil)
                    canvas.label(request, rank: .groupTags)
                }
            }
        }
    }

    /// A tag for a group: its kind, how its initialiser fills it, and its size.
    private func tagRequest(_ group: GroupInstance, id: SceneNodeID, frame: DiagramRect,
                            label: AnnotationLabel) -> LabelPlacer.LabelRequest {
        let size = DiagramSceneBuilder.sizeText(DiagramSize(width: Double(group.frame.width),
                                                            height: Double(group.frame.height)))
        let arrangement: String
        switch group.arrangement {
        case .subitems: arrangement = ""
        case .forcedCount(let count): arrangement = ", count \(count)"
        case .repeatingCount(let count): arrangement = ", repeating ×\(count)"
        case .custom: arrangement = ""
        }
        let text = "\(group.kind.rawValue)\(arrangement) \(size)"
        // What its layoutSize declared, where that is not what is drawn: `height est. 100 → 260`.
        let lines = [text] + DeclaredDimension.lines(group.layoutSize, resolved: DiagramSize(
            width: Double(group.frame.width), height: Double(group.frame.height)))
        let plate = label.plateSize(lines)
        // A tab on the group's outline, above its top-left corner, then its other corners.
        let above = frame.minY - plate.height / 2, below = frame.maxY + plate.height / 2
        let left = frame.minX + plate.width / 2, right = frame.maxX - plate.width / 2
        return LabelPlacer.LabelRequest(
            id: id.part("tag"), role: .groupLabel(depth: group.depth), owner: id,
            forms: [lines], fontSize: label.fontSize, plateRole: .groupTag(depth: group.depth), inside: nil,
            subject: frame, preferred: [DiagramPoint(x: left, y: above), DiagramPoint(x: right, y: above),
                                        DiagramPoint(x: left, y: below), DiagramPoint(x: right, y: below)],
            avoids: .forAnnotations, fallsBack: true, title: tagTitle(group))
    }

    /// A group's kind, arrangement and declared `layoutSize`, for its tag's tooltip.
    private func tagTitle(_ group: GroupInstance) -> String {
        let arrangement: String
        switch group.arrangement {
        case .subitems(let count): arrangement = "\(count) subitem\(count == 1 ? "" : "s")"
        case .forcedCount(let count): arrangement = "subitem × count \(count)"
        case .repeatingCount(let count): arrangement = "repeatingSubitem × count \(count)"
        case .custom: arrangement = "custom frames"
        }
        // The dimensions' own descriptions are their Swift spelling, `.fractionalWidth(0.5)`.
        return "\(group.kind.rawValue) group (\(arrangement)), layoutSize \(group.layoutSize.widthDimension)"
            + " × \(group.layoutSize.heightDimension)"
    }

    private func title(of group: GroupInstance, section: Int) -> String {
        let frame = DiagramRect(group.frame)
        let depth = group.depth == 0 ? "group" : "nested group (depth \(group.depth))"
        return "Section \(section) \(group.kind.rawValue) \(depth) \(group.repetition): "
            + "\(DiagramSceneBuilder.sizeText(DiagramSize(width: frame.width, height: frame.height))), "
            + "items \(group.items.lowerBound)…\(group.items.upperBound - 1)"
    }
}
