import Foundation

// What a section writes down when the element explained lies in it: how much room its group has,
// which group instance holds the element, and how the instance's origin and the element's slot add up.

extension SectionStacker {
    /// The group instance that holds an explained cell or group, and which of its leaves or groups it is.
    struct ExplainedInstance {
        let repetition: Int
        var leaf: Int?
        var group: Int?
        var supplementary: Int?
    }

    func explainedInstance(of target: LayoutElementSelector, in run: GroupRun) -> ExplainedInstance? {
        guard run.count > 0 else { return nil }
        switch target {
        case .cell(_, let item):
            guard item >= 0, item < itemCount else { return nil }
            let repetition = run.templates.count == 1 ? item / run.templates[0].capacity
                : (0..<run.count).last { run.firstItem(of: $0) <= item } ?? 0
            return ExplainedInstance(repetition: repetition, leaf: item - run.firstItem(of: repetition), group: nil)
        case .group(_, let repetition, let path):
            guard repetition >= 0, repetition < run.count else { return nil }
            let template = run.template(of: repetition)
            let placed = min(template.capacity, itemCount - run.firstItem(of: repetition))
            guard let group = template.groups.firstIndex(where: { $0.shape.path == path }),
                  template.groups[group].isPlaced(withLeaves: placed) else { return nil }
            return ExplainedInstance(repetition: repetition, leaf: nil, group: group)
        case .view(let kind, _, let item):
            guard !section.boundarySupplementaryItems.contains(where: { $0.elementKind == kind }),
                  !section.decorationItems.contains(where: { $0.elementKind == kind }) else { return nil }
            // An item's or group's supplementary: numbered as InstancePlacement numbers them.
            var ordinal = 0
            for repetition in 0..<run.count {
                let template = run.template(of: repetition)
                let first = run.firstItem(of: repetition)
                let placed = min(template.capacity, itemCount - first)
                for (index, supplementary) in template.supplementaries.enumerated()
                where supplementary.elementKind == kind && supplementary.isPlaced(withLeaves: placed) {
                    var number = first + supplementary.leaf
                    if supplementary.takesOrdinal(rules.groupSupplementaryIndex) {
                        number = ordinal
                        ordinal += 1
                    }
                    if number == item {
                        return ExplainedInstance(repetition: repetition, supplementary: index)
                    }
                }
            }
            return nil
        }
    }

    /// The request for a boundary item's explanation, when the target is one of this section's.
    func explanation(ofBoundaryItem target: LayoutElementSelector,
                     insets: NSDirectionalEdgeInsets) -> BoundaryExplanation? {
        guard case .view(let kind, _, _) = target,
              let index = section.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == kind })
        else { return nil }
        let cross = scrollAxis.cross
        let edge = cross.leadingEdge
        let follows = section.supplementariesFollowContentInsets
        let start = Arithmetic.sum([
            .term(supplementaryReferenceInsets.leading(along: cross), "the reference insets' \(edge)"),
            .term(follows ? section.contentInsets.leading(along: cross) : 0, "contentInsets.\(edge)"),
        ])
        let container = CGSize(along: scrollAxis, containerSize.length(along: scrollAxis),
                               cross: containerSize.length(along: cross) - insets.total(along: cross))
        return BoundaryExplanation(index: index, crossStart: start, container: container, snapping: snapping)
    }

    /// A decoration's step, when the target is one: the section's frame less the decoration's `contentInsets`.
    func recordDecoration(in frame: CGRect, start: CGFloat, end: CGFloat, into recorder: ExplanationRecorder) {
        guard case .view(let kind, _, _) = recorder.target,
              let decoration = section.decorationItems.first(where: { $0.elementKind == kind }) else { return }
        let insets = decoration.contentInsets
        var lines: [ExplanationLine] = [
            (Arithmetic.term(end, "the section's end") - .term(start, "its start"))
                .line("the section's \(scrollAxis.lengthName)", result: frame.length(along: scrollAxis),
                      note: "header band, insets, groups and footer band"),
            Arithmetic.term(frame.length(along: scrollAxis.cross), "the collection view's \(scrollAxis.cross.lengthName)")
                .line("the section's \(scrollAxis.cross.lengthName)"),
        ]
        let result = frame.inset(by: insets)
        lines += ExplanationLine.insetting(frame, named: "the section", by: insets, giving: result)
        recorder.record(recorder.target.title + ": a decoration covering the section", lines)
        recorder.composedFrame = result
    }

    /// The section's step: where it starts, where its groups start, the room its group has and
    /// the group's size.
    func recordSection(start: CGFloat, headerBand: CGFloat, groupsStart: CGFloat, available: CGSize,
                       groupContainer: CGSize, proposed: CGSize, into recorder: ExplanationRecorder) {
        let insets = section.contentInsets
        var lines: [ExplanationLine] = []
        if let line = recorder.sectionStart { lines.append(line) }
        lines.append(Arithmetic.sum([
            .term(start, "the section's start"), .term(headerBand, "the header band"),
            .term(insets.leading(along: scrollAxis), "contentInsets.\(scrollAxis.leadingEdge)"),
        ]).line("the groups' start (\(scrollAxis.coordinateName))", result: groupsStart))
        let reference = "the \(Self.name(of: contentInsetsReference))"
        for axis in [Axis.horizontal, .vertical] {
            lines.append(Arithmetic.difference(
                .term(containerSize.length(along: axis), "the collection view's \(axis.lengthName)"), [
                    .term(referenceInsets.leading(along: axis), "\(reference)'s \(axis.leadingEdge)"),
                    .term(referenceInsets.trailing(along: axis), "\(reference)'s \(axis.trailingEdge)"),
                    .term(insets.leading(along: axis), "contentInsets.\(axis.leadingEdge)"),
                    .term(insets.trailing(along: axis), "contentInsets.\(axis.trailingEdge)"),
                ]).line("the section's available \(axis.lengthName)", result: available.length(along: axis)))
        }
        for axis in [Axis.horizontal, .vertical] where groupContainer.length(along: axis) != available.length(along: axis) {
            let why = axis == scrollAxis ? "along the scroll axis a fraction is of the whole collection view"
                : "an orthogonal section's group resolves against the container"
            lines.append(Arithmetic.term(groupContainer.length(along: axis))
                .line("what the group's \(axis.lengthName) resolves against", note: why))
        }
        for axis in [Axis.horizontal, .vertical] {
            lines.append(GroupPacker.resolution(of: section.group.layoutSize.dimension(along: axis),
                                                as: "the group's \(axis.lengthName)", in: groupContainer,
                                                containerName: "the section's available",
                                                result: proposed.length(along: axis), snapping: snapping))
        }
        recorder.record("Section \(index)", lines)
    }

    /// The instance's step, then how the element's slot (or group) was found inside it, then the
    /// sum that gives its frame in the collection view.
    func recordInstance(_ explained: ExplainedInstance, of run: GroupRun, proposed: CGSize,
                        placement: InstancePlacement, into recorder: ExplanationRecorder) {
        let template = run.template(of: explained.repetition)
        var lines: [ExplanationLine] = []
        for axis in [Axis.horizontal, .vertical]
        where template.size.length(along: axis) != proposed.length(along: axis) {
            lines.append(Arithmetic.term(template.size.length(along: axis), "the extent of its subitems")
                .line("the group's \(axis.lengthName)"))
        }
        lines += placement.instanceLines
        let first = run.firstItem(of: explained.repetition)
        let last = min(first + template.capacity, itemCount) - 1
        recorder.record("The section's group, instance \(explained.repetition) (item\(first == last ? "" : "s") "
                        + "\(first)\(first == last ? "" : "–\(last)"))", lines)

        let origin = placement.explainedOrigin
        let derivation: SlotDerivation?
        let local: CGRect
        let title: String
        if let leaf = explained.leaf {
            derivation = template.derivations?.leaves[leaf]
            local = template.leaves[leaf].slot
            title = "Item \(index).\(first + leaf)"
        } else if let group = explained.group {
            derivation = template.derivations?.groups[group]
            local = template.groups[group].frame
            title = "Group \(recorder.target)"
        } else if let supplementary = explained.supplementary {
            derivation = template.derivations?.supplementaries[supplementary]
            local = template.supplementaries[supplementary].frame
            title = recorder.target.title
        } else {
            return
        }
        guard let derivation else { return }
        recorder.record(derivation.steps)

        var frameLines: [ExplanationLine] = []
        let slotName = explained.leaf != nil ? "slot " : ""
        for axis in [Axis.horizontal, .vertical] {
            let coordinate = axis.coordinateName
            let terms = [Arithmetic.term(origin.coordinate(along: axis), "the instance's \(coordinate)")]
                + derivation.offsets.map { .term($0.origin.coordinate(along: axis), "\($0.name)'s \(coordinate) in its group") }
            frameLines.append(Arithmetic.sum(terms).line(slotName + coordinate,
                                                         result: local.minimum(along: axis) + origin.coordinate(along: axis)))
        }
        if let leaf = explained.leaf {
            let placed = template.leaves[leaf]
            let item = placed.contentInsets
            let cell = placed.cell.offsetBy(origin)
            if cell != placed.slot.offsetBy(origin) {
                frameLines += ExplanationLine.insetting(placed.slot.offsetBy(origin), named: "the slot", by: item,
                                                        giving: cell)
            }
            recorder.composedFrame = cell
        } else {
            recorder.composedFrame = local.offsetBy(origin)
        }
        recorder.record(title, frameLines)
    }

    /// Where the groups start across the scroll axis: the reference insets, then the section's.
    func crossStartExplanation(outer: NSDirectionalEdgeInsets) -> Arithmetic {
        let cross = scrollAxis.cross
        let edge = cross.leadingEdge
        return Arithmetic.sum([
            .term(referenceInsets.leading(along: cross), "the \(Self.name(of: contentInsetsReference))'s \(edge)"),
            .term(section.contentInsets.leading(along: cross), "contentInsets.\(edge)"),
        ])
    }

    /// How an explanation names a reference: `safe area`, `layout margins`.
    static func name(of reference: UIContentInsetsReference) -> String {
        switch reference {
        case .automatic, .safeArea: return "safe area"
        case .none: return "collection view's edges"
        case .layoutMargins: return "layout margins"
        case .readableContent: return "readable content guide"
        }
    }
}
