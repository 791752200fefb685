import Foundation

/// Places a section's group instances one after another: along the scroll
/// axis, or across it in an orthogonal section. It emits their cells and
/// item supplementaries, and records group instances and gaps.
///
/// - Along the scroll axis, instance `g` starts after the previous one's end
///   plus `interGroupSpacing`; edge spacing on the section's group offsets it
///   (flexible edges count at their minimum).
/// - In an orthogonal section the instances run across the scroll axis from
///   the section's leading inset, or centred in the container for
///   `groupPagingCentered`. The band is as long as the longest instance.
struct InstancePlacement {
    let section: Int
    let scrollAxis: Axis
    let orthogonal: Bool
    let labels: [String]?
    let groupSupplementaryIndex: LayoutRules.GroupSupplementaryIndex

    private(set) var groups: [GroupInstance] = []
    private(set) var gaps: [SpacingGap] = []
    private(set) var supplementaries: [LayoutElement] = []
    /// Where the content ends along the scroll axis.
    private(set) var end: CGFloat = 0
    /// For an orthogonal section: each instance's start and length across the scroll axis.
    private var crossStarts: [CGFloat] = []
    private var crossLengths: [CGFloat] = []
    private var crossEnd: CGFloat = 0
    /// How many group supplementaries of each kind the section has placed so far.
    private var groupSupplementaryOrdinals: [String: Int] = [:]

    init(section: Int, scrollAxis: Axis, orthogonal: Bool, labels: [String]?,
         groupSupplementaryIndex: LayoutRules.GroupSupplementaryIndex) {
        self.section = section
        self.scrollAxis = scrollAxis
        self.orthogonal = orthogonal
        self.labels = labels
        self.groupSupplementaryIndex = groupSupplementaryIndex
    }

    mutating func place(_ instances: [(firstItem: Int, template: GroupTemplate)], itemCount: Int,
                        groupsStart: CGFloat, crossStart: CGFloat, containerCross: CGFloat,
                        edges: NSCollectionLayoutEdgeSpacing?, spacing: CGFloat, centred: Bool,
                        partialGroupExtent: LayoutRules.PartialGroupExtent,
                        into elements: inout [LayoutElement]) throws(LayoutError) {
        let cross = scrollAxis.cross
        let leadScroll = edges?.leading(along: scrollAxis)?.spacing ?? 0
        let trailScroll = edges?.trailing(along: scrollAxis)?.spacing ?? 0
        let leadCross = edges?.leading(along: cross)?.spacing ?? 0
        let trailCross = edges?.trailing(along: cross)?.spacing ?? 0
        groups.reserveCapacity(instances.count * (instances.first?.template.groups.count ?? 0))

        var mainCursor = groupsStart
        var crossCursor = crossStart
        if orthogonal, centred, let first = instances.first {
            crossCursor = (containerCross - first.template.size.length(along: cross)) / 2 - leadCross
        }
        end = groupsStart
        for (repetition, instance) in instances.enumerated() {
            let template = instance.template
            let placed = min(template.capacity, itemCount - instance.firstItem)
            let main = (orthogonal ? groupsStart : mainCursor) + leadScroll
            let crossPosition = (orthogonal ? crossCursor : crossStart) + leadCross
            let origin = CGPoint(along: scrollAxis, main: main, cross: crossPosition)
            emit(template, placed: placed, firstItem: instance.firstItem, repetition: repetition, origin: origin,
                 into: &elements)

            var length = template.size.length(along: scrollAxis)
            if placed < template.capacity, partialGroupExtent == .placedItems {
                length = template.leaves.prefix(placed).map { $0.slot.maximum(along: scrollAxis) }.max() ?? 0
            }
            let isLast = repetition == instances.count - 1
            if orthogonal {
                let crossLength = template.size.length(along: cross)
                crossStarts.append(crossPosition)
                crossLengths.append(crossLength)
                end = max(end, main + length + trailScroll)
                crossCursor = crossPosition + crossLength + trailCross
                crossEnd = crossCursor
                if !isLast { recordGap(from: crossCursor, length: spacing, along: cross, across: main, template) }
                crossCursor += spacing
            } else {
                mainCursor = main + length + trailScroll
                end = mainCursor
                if !isLast { recordGap(from: mainCursor, length: spacing, along: scrollAxis, across: crossPosition, template) }
                mainCursor += spacing
            }
            guard end <= LayoutLimits.maxContentLength, crossCursor <= LayoutLimits.maxContentLength else {
                throw LayoutError(.limitExceeded, at: LayoutLocation(section: section),
                                  "the layout is longer than \(LayoutLimits.maxContentLength.compactDescription) points")
            }
        }
    }

    /// The scrolling band of an orthogonal section, with its rest offsets.
    func orthogonalScrolling(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, groupsStart: CGFloat,
                             containerCross: CGFloat, trailingInset: CGFloat) -> OrthogonalScrolling {
        let viewport = CGRect(along: scrollAxis, main: groupsStart, cross: 0, mainLength: max(end - groupsStart, 0),
                              crossLength: containerCross)
        // A centred section ends as it starts: half the free space after the last group.
        let trailing = behavior == .groupPagingCentered
            ? max((containerCross - (crossLengths.last ?? 0)) / 2, 0) : trailingInset
        let contentLength = crossStarts.isEmpty ? containerCross : crossEnd + trailing
        return OrthogonalScrolling(
            viewport: viewport, contentLength: contentLength,
            restOffsets: OrthogonalScrollingRules.restOffsets(for: behavior, groupStarts: crossStarts,
                                                              groupLengths: crossLengths,
                                                              viewportLength: containerCross,
                                                              contentLength: contentLength))
    }

    private mutating func emit(_ template: GroupTemplate, placed: Int, firstItem: Int, repetition: Int,
                               origin: CGPoint, into elements: inout [LayoutElement]) {
        for (leafIndex, leaf) in template.leaves.prefix(placed).enumerated() {
            let item = firstItem + leafIndex
            var element = LayoutElement(category: .cell, elementKind: nil, section: section, item: item,
                                        frame: leaf.cell.offsetBy(origin), slot: leaf.slot.offsetBy(origin),
                                        zIndex: leaf.zIndex)
            if let labels, labels.indices.contains(item) { element.label = labels[item] }
            elements.append(element)
        }
        for supplementary in template.supplementaries where supplementary.isPlaced(withLeaves: placed) {
            let frame = supplementary.frame.offsetBy(origin)
            var item = firstItem + supplementary.leaf
            if supplementary.ofGroup, groupSupplementaryIndex == .groupOrdinal {
                // Group supplementaries are numbered per kind in placement order: the section's
                // top-level groups get 0, 1, 2, …
                item = groupSupplementaryOrdinals[supplementary.elementKind, default: 0]
                groupSupplementaryOrdinals[supplementary.elementKind] = item + 1
            }
            supplementaries.append(LayoutElement(category: .supplementaryView, elementKind: supplementary.elementKind,
                                                 section: section, item: item, frame: frame,
                                                 slot: frame, zIndex: supplementary.zIndex))
        }
        for nested in template.groups where nested.isPlaced(withLeaves: placed) {
            let items = (firstItem + nested.leaves.lowerBound)..<(firstItem + min(nested.leaves.upperBound, placed))
            groups.append(GroupInstance(frame: nested.frame.offsetBy(origin), contentInsets: nested.contentInsets,
                                        kind: nested.kind, layoutSize: nested.layoutSize, arrangement: nested.arrangement,
                                        depth: nested.depth, repetition: repetition,
                                        path: nested.path, items: items))
        }
        for gap in template.gaps where gap.isPlaced(withLeaves: placed) {
            gaps.append(SpacingGap(kind: gap.kind, axis: gap.axis.layoutAxis, rect: gap.rect.offsetBy(origin)))
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
