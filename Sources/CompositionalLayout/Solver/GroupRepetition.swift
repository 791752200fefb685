import Foundation

/// Places a section's group instances one after another: along the scroll
/// axis, or across it in an orthogonal section. It emits their cells and
/// item supplementaries, and records group instances and gaps.
///
/// - Along the scroll axis, instance `g` starts after the previous one's end
///   plus `interGroupSpacing`; edge spacing on the section's group offsets it
///   (flexible edges count at their minimum).
/// - In an orthogonal section the instances run across the scroll axis from
///   the section's leading inset, or, for `groupPagingCentered`, from where
///   ``CentredGroupStart`` puts the first. The band is as long as the longest instance.
struct InstancePlacement {
    let section: Int
    let scrollAxis: Axis
    let orthogonal: Bool
    let groupSupplementaryIndex: LayoutRules.GroupSupplementaryIndex

    private(set) var groups = GroupInstances()
    private(set) var gaps: [SpacingGap] = []
    private(set) var supplementaries: [ElementRecord] = []
    /// Where the content ends along the scroll axis.
    private(set) var end: CGFloat = 0
    /// For an orthogonal section: each instance's start and length across the scroll axis.
    private var crossStarts: [CGFloat] = []
    private var crossLengths: [CGFloat] = []
    private var crossEnd: CGFloat = 0
    /// For a `groupPagingCentered` section: where its first group starts and its content ends.
    private var centring: CentredGroupStart?
    /// How many group supplementaries of each kind the section has placed so far.
    private var groupSupplementaryOrdinals: [Int32: Int] = [:]
    /// When explaining: the instance whose placement to write down, and the lines that place it.
    var explainedRepetition: Int?
    private(set) var instanceLines: [ExplanationLine] = []
    /// When explaining: where that instance's origin went.
    private(set) var explainedOrigin = CGPoint.zero
    /// When explaining: how the instances' start across the scroll axis adds up.
    var crossStartExplanation: Arithmetic?
    /// When explaining: what lies before the next instance, along the axis instances advance on.
    private var advanceTerms: [Arithmetic] = []

    init(section: Int, scrollAxis: Axis, orthogonal: Bool,
         groupSupplementaryIndex: LayoutRules.GroupSupplementaryIndex) {
        self.section = section
        self.scrollAxis = scrollAxis
        self.orthogonal = orthogonal
        self.groupSupplementaryIndex = groupSupplementaryIndex
    }

    /// Where the next instance goes: along the scroll axis, and across it.
    private var mainCursor: CGFloat = 0
    private var crossCursor: CGFloat = 0

    /// What every instance of a run shares.
    private struct Placing {
        let groupsStart: CGFloat
        let crossStart: CGFloat
        let leadScroll, trailScroll, leadCross, trailCross: CGFloat
        let spacing: CGFloat
        let itemCount: Int
        let partialGroupExtent: LayoutRules.PartialGroupExtent
    }

    mutating func place(_ run: GroupRun, itemCount: Int,
                        groupsStart: CGFloat, crossStart: CGFloat,
                        edges: NSCollectionLayoutEdgeSpacing?, spacing: CGFloat, centring: CentredGroupStart?,
                        partialGroupExtent: LayoutRules.PartialGroupExtent,
                        into elements: inout LayoutElements) throws(LayoutError) {
        let cross = scrollAxis.cross
        let placing = Placing(groupsStart: groupsStart, crossStart: crossStart,
                              leadScroll: edges?.leading(along: scrollAxis)?.spacing ?? 0,
                              trailScroll: edges?.trailing(along: scrollAxis)?.spacing ?? 0,
                              leadCross: edges?.leading(along: cross)?.spacing ?? 0,
                              trailCross: edges?.trailing(along: cross)?.spacing ?? 0,
                              spacing: spacing, itemCount: itemCount, partialGroupExtent: partialGroupExtent)
        guard let first = run.templates.first else { return }
        groups.records.reserveCapacity(run.count * first.groups.count)
        gaps.reserveCapacity(run.count * (first.gaps.count + 1))

        mainCursor = groupsStart
        crossCursor = crossStart
        self.centring = orthogonal ? centring : nil
        if let centring = self.centring {
            crossCursor = centring.start(groupLength: first.size.length(along: cross)) - placing.leadCross
        }
        if explainedRepetition != nil {
            advanceTerms = [!orthogonal ? .term(groupsStart, "where the groups start")
                : self.centring.map { centring -> Arithmetic in
                    .difference(centring.explanation(groupLength: first.size.length(along: cross)),
                                [.term(placing.leadCross, "edgeSpacing.\(cross.leadingEdge)")])
                } ?? crossStartExplanation ?? .term(crossStart)]
        }
        end = groupsStart
        // One template for every instance is read and numbered once.
        let numbered = run.templates.count == 1 ? [number(first, in: &elements)]
            : run.templates.map { number($0, in: &elements) }
        // The instances' cells are exactly `itemCount` records, written straight into a new array: far
        // cheaper than an append per cell. The first section's array is made large enough for every item.
        var failure: LayoutError?
        let capacity = elements.records.isEmpty ? max(elements.expectedCount, itemCount) : itemCount
        let cells = [ElementRecord](unsafeUninitializedCapacity: capacity) { cells, initialized in
            var next = 0
            do throws(LayoutError) {
                if numbered.count == 1 {
                    let numbers = numbered[0]
                    for repetition in 0..<run.count {
                        try placeInstance(of: first, numbers, firstItem: run.firstItem(of: repetition),
                                          repetition: repetition, isLast: repetition == run.count - 1, placing,
                                          cells: cells, next: &next)
                    }
                } else {
                    for (repetition, template) in run.templates.enumerated() {
                        try placeInstance(of: template, numbered[repetition], firstItem: run.firstItem(of: repetition),
                                          repetition: repetition, isLast: repetition == run.count - 1, placing,
                                          cells: cells, next: &next)
                    }
                }
            } catch {
                failure = error
            }
            initialized = next
        }
        if let failure { throw failure }
        if elements.records.isEmpty {
            elements.records = cells
        } else {
            elements.records += cells
        }
    }

    /// What a template's instances share: its cells as records at the origin, holding items from 0, and
    /// the numbers of its supplementaries' kinds (in the solution's elements) and of its first group's
    /// shape (in the section's groups).
    private struct TemplateNumbers {
        let cells: [ElementRecord]
        let kinds: [Int32]
        /// Each supplementary's anchor's number, or −1.
        let anchors: [Int32]
        let firstShape: Int32
    }

    private mutating func number(_ template: GroupTemplate, in elements: inout LayoutElements) -> TemplateNumbers {
        TemplateNumbers(cells: template.leaves.enumerated().map { index, leaf in
                            .cell(section: section, item: index, frame: leaf.cell, slot: leaf.slot, zIndex: leaf.zIndex,
                                  contentInsets: elements.number(of: CellDeclaration(
                                    contentInsets: leaf.contentInsets, layoutSize: leaf.layoutSize,
                                    countSizedAxis: leaf.countSizedAxis?.layoutAxis)))
                        },
                        kinds: template.supplementaries.map { elements.number(of: $0.elementKind) },
                        anchors: template.supplementaries.map { $0.anchor.map { elements.number(of: $0) } ?? -1 },
                        firstShape: groups.number(of: template.groups.lazy.map(\.shape)))
    }

    /// Places one instance; its cells go to `cells` from `next` on.
    private mutating func placeInstance(of template: GroupTemplate, _ numbers: TemplateNumbers, firstItem: Int,
                                        repetition: Int, isLast: Bool, _ placing: Placing,
                                        cells: UnsafeMutableBufferPointer<ElementRecord>,
                                        next: inout Int) throws(LayoutError) {
        let cross = scrollAxis.cross
        let placed = min(template.capacity, placing.itemCount - firstItem)
        let main = (orthogonal ? placing.groupsStart : mainCursor) + placing.leadScroll
        let crossPosition = (orthogonal ? crossCursor : placing.crossStart) + placing.leadCross
        let origin = CGPoint(along: scrollAxis, main: main, cross: crossPosition)
        emit(template, numbers, placed: placed, firstItem: firstItem, repetition: repetition, origin: origin,
             cells: cells, next: &next)

        var length = template.size.length(along: scrollAxis)
        if placed < template.capacity, placing.partialGroupExtent == .placedItems {
            length = template.leaves.prefix(placed).map { $0.slot.maximum(along: scrollAxis) }.max() ?? 0
        }
        if let explained = explainedRepetition, repetition <= explained {
            explainPlacement(of: template, repetition: repetition, isTarget: repetition == explained, main: main,
                             cross: crossPosition, length: length, placing)
        }
        if orthogonal {
            let crossLength = template.size.length(along: cross)
            crossStarts.append(crossPosition)
            crossLengths.append(crossLength)
            end = max(end, main + length + placing.trailScroll)
            crossCursor = crossPosition + crossLength + placing.trailCross
            crossEnd = crossCursor
            if !isLast { recordGap(from: crossCursor, length: placing.spacing, along: cross, across: main, template) }
            crossCursor += placing.spacing
        } else {
            mainCursor = main + length + placing.trailScroll
            end = mainCursor
            if !isLast {
                recordGap(from: mainCursor, length: placing.spacing, along: scrollAxis, across: crossPosition, template)
            }
            mainCursor += placing.spacing
        }
        guard end <= LayoutLimits.maxContentLength, crossCursor <= LayoutLimits.maxContentLength else {
            throw LayoutError(.limitExceeded, at: LayoutLocation(section: section),
                              "the layout is longer than \(LayoutLimits.maxContentLength.compactDescription) points")
        }
    }

    /// Writes down where instance `repetition` went, or, before it, what it adds to the next one's position.
    /// Never inlined: it runs only for an explanation, and inlined it slowed every instance's placement.
    @inline(never)
    private mutating func explainPlacement(of template: GroupTemplate, repetition: Int, isTarget: Bool,
                                           main: CGFloat, cross crossPosition: CGFloat, length: CGFloat,
                                           _ placing: Placing) {
        let cross = scrollAxis.cross
        let advancing = orthogonal ? cross : scrollAxis
        let lead = Arithmetic.term(orthogonal ? placing.leadCross : placing.leadScroll,
                                   "edgeSpacing.\(advancing.leadingEdge)")
        guard isTarget else {
            advanceTerms += [lead,
                             .term(orthogonal ? template.size.length(along: cross) : length,
                                   "a group's \(advancing.lengthName)"),
                             .term(orthogonal ? placing.trailCross : placing.trailScroll,
                                   "edgeSpacing.\(advancing.trailingEdge)"),
                             .term(placing.spacing, "interGroupSpacing")]
            return
        }
        let advanced = PlacementExplanation.collected(advanceTerms + [lead])
        let fixedMain = Arithmetic.sum([.term(placing.groupsStart, "where the groups start"),
                                        .term(placing.leadScroll, "edgeSpacing.\(scrollAxis.leadingEdge)")])
        let fixedCross = Arithmetic.sum([crossStartExplanation ?? .term(placing.crossStart),
                                         .term(placing.leadCross, "edgeSpacing.\(cross.leadingEdge)")])
        explainedOrigin = CGPoint(along: scrollAxis, main: main, cross: crossPosition)
        let note = repetition == 0 ? nil : "after \(repetition) group\(repetition == 1 ? "" : "s")"
        instanceLines = [
            (orthogonal ? fixedMain : advanced).line(scrollAxis.coordinateName, result: main,
                                                     note: orthogonal ? nil : note),
            (orthogonal ? advanced : fixedCross).line(cross.coordinateName, result: crossPosition,
                                                      note: orthogonal ? note : nil),
        ].sorted { $0.quantity < $1.quantity }
    }

    /// The scrolling band of an orthogonal section, with its rest offsets.
    func orthogonalScrolling(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, groupsStart: CGFloat,
                             containerCross: CGFloat, trailingInset: CGFloat) -> OrthogonalScrolling {
        let viewport = CGRect(along: scrollAxis, main: groupsStart, cross: 0, mainLength: max(end - groupsStart, 0),
                              crossLength: containerCross)
        // A centred section ends as it starts, mirrored (CentredGroupStart).
        let trailing = centring?.end(groupLength: crossLengths.last ?? 0) ?? trailingInset
        let contentLength = crossStarts.isEmpty ? containerCross : crossEnd + trailing
        return OrthogonalScrolling(
            viewport: viewport, contentLength: contentLength,
            restOffsets: OrthogonalScrollingRules.restOffsets(for: behavior, groupStarts: crossStarts,
                                                              groupLengths: crossLengths,
                                                              viewportLength: containerCross,
                                                              contentLength: contentLength))
    }

    /// Writes an instance's cells to `cells` from `next` on, and keeps its supplementaries, groups and gaps.
    private mutating func emit(_ template: GroupTemplate, _ numbers: TemplateNumbers, placed: Int, firstItem: Int,
                               repetition: Int, origin: CGPoint,
                               cells: UnsafeMutableBufferPointer<ElementRecord>, next: inout Int) {
        // The instances hold exactly the section's items, so this holds unless the run is wrong.
        precondition(next + placed <= cells.count, "a group run placed more cells than its section has items")
        for leaf in 0..<placed {
            cells[next + leaf] = numbers.cells[leaf]
            cells[next + leaf].move(by: origin, items: firstItem)
        }
        next += placed
        // Indexed loops: most templates have no supplementaries or gaps, and one group.
        for index in template.supplementaries.indices where template.supplementaries[index].isPlaced(withLeaves: placed) {
            let supplementary = template.supplementaries[index]
            let frame = supplementary.frame.offsetBy(origin)
            let kind = numbers.kinds[index]
            var item = firstItem + supplementary.leaf
            if supplementary.takesOrdinal(groupSupplementaryIndex) {
                item = groupSupplementaryOrdinals[kind, default: 0]
                groupSupplementaryOrdinals[kind] = item + 1
            }
            var record = ElementRecord(category: .supplementaryView, kind: kind, section: section, item: item,
                                       frame: frame, slot: supplementary.slot.offsetBy(origin),
                                       zIndex: supplementary.zIndex)
            record.detail = numbers.anchors[index]
            supplementaries.append(record)
        }
        for index in template.groups.indices where template.groups[index].isPlaced(withLeaves: placed) {
            // Read field by field: a copy of the group would retain its shape.
            let leaves = template.groups[index].leaves
            let items = (firstItem + leaves.lowerBound)..<(firstItem + min(leaves.upperBound, placed))
            groups.records.append(GroupRecord(frame: template.groups[index].frame.offsetBy(origin),
                                              shape: numbers.firstShape + Int32(index), repetition: repetition,
                                              items: items))
        }
        for index in template.gaps.indices where template.gaps[index].isPlaced(withLeaves: placed) {
            let gap = template.gaps[index]
            gaps.append(SpacingGap(kind: gap.kind, axis: gap.axis.layoutAxis, rect: gap.rect.offsetBy(origin),
                                   declared: gap.declared))
        }
    }

    /// Whether `interGroupSpacing` leaves a gap worth recording between two instances.
    static func hasGap(_ spacing: CGFloat) -> Bool { spacing > 0 }

    /// Records inter-group spacing from `start` along `axis`, as wide as the group across it.
    private mutating func recordGap(from start: CGFloat, length: CGFloat, along axis: Axis, across: CGFloat,
                                    _ template: GroupTemplate) {
        guard Self.hasGap(length) else { return }
        let rect = CGRect(along: axis, main: start, cross: across, mainLength: length,
                          crossLength: template.size.length(along: axis.cross))
        gaps.append(SpacingGap(kind: .interGroup, axis: axis.layoutAxis, rect: rect))
    }
}
