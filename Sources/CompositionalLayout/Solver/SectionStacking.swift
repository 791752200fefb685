import Foundation

/// Lays out one section: boundary bands, then its group repeated along the
/// scroll axis (or across it, for an orthogonal section), then decorations.
///
/// Along the scroll axis:
/// ```
/// section start
///   + header band (extending headers, stacked)       BoundarySupplementaries
///   + contentInsets.leading(scroll)
///   + groups, interGroupSpacing between them          (an orthogonal section: one band, the tallest group)
///   + contentInsets.trailing(scroll)
///   + footer band (extending footers, stacked)
/// = section end
/// ```
/// Across it, groups start at the reference inset plus the section's inset. The
/// group's size resolves against the container less the reference insets less
/// the section's `contentInsets` (for an orthogonal section, see
/// ``LayoutRules/orthogonalGroupReference``). A partial last group fills the
/// first slots and keeps its full size (see ``LayoutRules/partialGroupExtent``).
/// The section's frame spans the container across the scroll axis.
///
/// Without a measurement, one group instance is packed and copied; with one,
/// each instance is packed for its own items, so later groups and sections
/// move by the measured sizes.
struct SectionStacker {
    let section: NSCollectionLayoutSection
    let index: Int
    let itemCount: Int
    let containerSize: CGSize
    let referenceInsets: NSDirectionalEdgeInsets
    let supplementaryReferenceInsets: NSDirectionalEdgeInsets
    /// What ``referenceInsets`` measure from (`.automatic` read as the layout's), for explanations.
    let contentInsetsReference: UIContentInsetsReference
    let scrollAxis: Axis
    let request: LayoutRequest

    var rules: LayoutRules { request.rules }
    var snapping: PixelSnapping { PixelSnapping(rules: rules, traitCollection: request.traitCollection) }
    private var location: LayoutLocation { LayoutLocation(section: index) }
    /// The explanation to write, when its element lies in this section.
    var recorder: ExplanationRecorder? { request.recorder.flatMap { $0.wants(section: index) ? $0 : nil } }

    /// Stacks the section from `start` along the scroll axis. Its cells are
    /// appended to `elements` contiguously, in item order, followed by its
    /// supplementary views and its decorations. Every frame it adds is
    /// reserved in `budget` first.
    func stack(from start: CGFloat, into elements: inout LayoutElements,
               budget: inout FrameBudget) throws(LayoutError) -> SectionLayout {
        let insets = section.contentInsets
        guard insets.isFiniteWithinLengthLimit else {
            throw LayoutError(.invalidValue, at: location,
                              "contentInsets must be finite: \(insets)", subject: section)
        }
        let spacing = section.interGroupSpacing
        guard spacing.isFinite, spacing >= 0, spacing <= LayoutLimits.maxLength else {
            throw LayoutError(.invalidValue, at: location,
                              "interGroupSpacing \(spacing.compactDescription) must be finite and not negative",
                              subject: section)
        }
        let cross = scrollAxis.cross
        let outer = referenceInsets + insets
        let available = CGSize(width: containerSize.width - outer.leading - outer.trailing,
                               height: containerSize.height - outer.top - outer.bottom)
        let group = section.group
        let groupLocation = location.appending(.group)
        guard available.width > 0, available.height > 0 else {
            throw LayoutError(.noRoom, at: groupLocation,
                              "no room for this group: the container is \(containerSize.width.compactDescription)×"
                              + "\(containerSize.height.compactDescription) and the reference and section insets "
                              + "leave \(available.width.compactDescription)×\(available.height.compactDescription)",
                              subject: group)
        }
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var groupContainer = available
        if orthogonal, rules.orthogonalGroupReference == .container {
            groupContainer = CGSize(along: scrollAxis, available.length(along: scrollAxis),
                                    cross: containerSize.length(along: cross) - referenceInsets.total(along: cross))
        }
        if rules.sectionGroupScrollReference == .collectionView, !orthogonal {
            // Along the scroll axis a fraction is of the whole collection view (corpus: deluxealonso style-h);
            // an orthogonal section's band still subtracts the section's insets (style-i).
            groupContainer = CGSize(along: scrollAxis, containerSize.length(along: scrollAxis),
                                    cross: groupContainer.length(along: cross))
        }
        let proposed = try DimensionResolution.resolveChecked(group.layoutSize, in: groupContainer,
                                                               snapping: snapping, at: groupLocation, subject: group)

        let boundaryInsets = supplementaryReferenceInsets
            + (section.supplementariesFollowContentInsets ? insets.zeroing(scrollAxis) : .zero)
        let boundary = try BoundarySupplementaries(
            section.boundarySupplementaryItems, scrollAxis: scrollAxis,
            crossStart: boundaryInsets.leading(along: cross),
            crossLength: containerSize.length(along: cross) - boundaryInsets.total(along: cross),
            containerLength: containerSize.length(along: scrollAxis), sizing: sizing(from: 0), snapping: snapping,
            indexPath: IndexPath(item: 0, section: index), at: location)

        let groupsStart = start + boundary.headerBand + insets.leading(along: scrollAxis)
        let instances = try layoutInstances(of: group, proposed: proposed, spacing: spacing, at: groupLocation,
                                            budget: &budget)
        var content = InstancePlacement(section: index, scrollAxis: scrollAxis, orthogonal: orthogonal,
                                        groupSupplementaryIndex: rules.groupSupplementaryIndex)
        let explained = recorder.flatMap { explainedInstance(of: $0.target, in: instances) }
        content.explainedRepetition = explained?.repetition
        if explained != nil {
            content.crossStartExplanation = crossStartExplanation(outer: outer)
        }
        let firstCell = elements.count
        try content.place(instances, itemCount: itemCount, groupsStart: groupsStart,
                          crossStart: outer.leading(along: cross),
                          edges: group.edgeSpacing, spacing: spacing,
                          centring: section.orthogonalScrollingBehavior != .groupPagingCentered ? nil
                            : CentredGroupStart(rule: rules.centredGroupStart,
                                                containerLength: containerSize.length(along: cross),
                                                leadingInset: insets.leading(along: cross),
                                                trailingInset: insets.trailing(along: cross), spacing: spacing,
                                                axis: cross),
                          partialGroupExtent: rules.partialGroupExtent, into: &elements)

        if let recorder {
            recordSection(start: start, headerBand: boundary.headerBand, groupsStart: groupsStart,
                          available: available, groupContainer: groupContainer, proposed: proposed, into: recorder)
            if let explained {
                recordInstance(explained, of: instances, proposed: proposed, placement: content, into: recorder)
            }
        }
        let isEmpty = instances.count == 0
        let contentEnd = isEmpty ? groupsStart : content.end
        let footerStart: CGFloat
        switch (isEmpty, rules.emptySection) {
        case (true, .collapses):
            footerStart = start + boundary.headerBand
        case (true, .keepsInsetsLessInterGroupSpacing) where orthogonal:
            // The band keeps the group's length although no group is placed.
            footerStart = groupsStart + proposed.length(along: scrollAxis) + insets.trailing(along: scrollAxis)
        case (true, .keepsInsetsLessInterGroupSpacing):
            // The spacing after the last group is taken back, though there is no group: with insets
            // smaller than the spacing the section ends before it starts (corpus: fabernovel inner-groups.3.ios14).
            footerStart = groupsStart + insets.trailing(along: scrollAxis) - spacing
        default:
            footerStart = contentEnd + insets.trailing(along: scrollAxis)
        }
        let collapsed = isEmpty && rules.emptySection == .collapses
        let end = footerStart + boundary.footerBand
        guard end <= LayoutLimits.maxContentLength else {
            throw LayoutError(.limitExceeded, at: location,
                              "the layout is longer than \(LayoutLimits.maxContentLength.compactDescription) points",
                              subject: section)
        }
        let frame = CGRect(along: scrollAxis, main: start, cross: 0, mainLength: max(end - start, 0),
                           crossLength: containerSize.length(along: cross))

        var supplementaries = content.supplementaries
        var boundaryExplanation: BoundaryExplanation?
        if let recorder {
            boundaryExplanation = explanation(ofBoundaryItem: recorder.target, insets: boundaryInsets)
        }
        for placed in boundary.place(start: start, footerStart: footerStart, end: end,
                                     explaining: boundaryExplanation) {
            supplementaries.append(ElementRecord(category: .supplementaryView,
                                                 kind: elements.number(of: placed.item.elementKind),
                                                 section: index, item: 0, frame: placed.frame, slot: placed.slot,
                                                 zIndex: placed.item.zIndex, pin: placed.pin))
        }
        let decorations = collapsed ? []
            : try SectionDecorations(section: section, location: location).records(in: frame, section: index,
                                                                                    numbering: &elements)
        if let recorder {
            boundaryExplanation?.finish(into: recorder)
            recordDecoration(in: frame, start: start, end: end, into: recorder)
        }
        // Boundary items and decorations are written out one by one, so they cannot multiply; they still count.
        try budget.reserve(supplementaries.count - content.supplementaries.count + decorations.count,
                           at: location, subject: section)
        if !decorations.isEmpty {
            // A background has zIndex 0 and everything else in the section is promoted to at least 1.
            for i in firstCell..<elements.count { elements.records[i].zIndex = max(elements.records[i].zIndex, 1) }
            for i in supplementaries.indices { supplementaries[i].zIndex = max(supplementaries[i].zIndex, 1) }
        }
        let cellRange = firstCell..<elements.count
        elements.records += ElementOrdering.sortedSupplementaries(supplementaries, kinds: elements.kinds)
        elements.records += decorations

        let contentFrame = CGRect(along: scrollAxis, main: groupsStart, cross: outer.leading(along: cross),
                                  mainLength: max(contentEnd - groupsStart, 0),
                                  crossLength: available.length(along: cross))
        var layout = SectionLayout(index: index, frame: frame, contentFrame: contentFrame, contentInsets: insets,
                                   referenceInsets: referenceInsets,
                                   orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
                                   orthogonal: orthogonal && !collapsed ? content.orthogonalScrolling(
                                      behavior: section.orthogonalScrollingBehavior, groupsStart: groupsStart,
                                      containerCross: containerSize.length(along: cross),
                                      trailingInset: outer.trailing(along: cross)) : nil,
                                   list: section.listConfiguration,
                                   groups: content.groups, gaps: content.gaps, cellRange: cellRange, scrollEnd: end)
        var insetContent = contentFrame
        if var scrolling = layout.orthogonal {
            // Across the layout's scroll axis an orthogonal section's content is everything that scrolls.
            let start = scrolling.viewport.minimum(along: cross)
            scrolling.contentFrame = CGRect(along: scrollAxis, main: scrolling.viewport.minimum(along: scrollAxis),
                                            cross: start, mainLength: scrolling.viewport.length(along: scrollAxis),
                                            crossLength: scrolling.contentLength)
            scrolling.restPositions = scrolling.restOffsets.map { start + $0 }
            layout.orthogonal = scrolling
            insetContent = CGRect(along: scrollAxis, main: contentFrame.minimum(along: scrollAxis),
                                  cross: start + insets.leading(along: cross),
                                  mainLength: contentFrame.length(along: scrollAxis),
                                  crossLength: max(scrolling.contentLength - insets.total(along: cross), 0))
        }
        layout.insetBands = Self.insetBands(around: insetContent, insets: insets)
        layout.referenceBands = Self.referenceBands(in: frame, insets: referenceInsets, scrollAxis: scrollAxis)
        layout.contentInsetsReference = contentInsetsReference
        // A pinned header stays above the footer band and a pinned footer below the header
        // band (corpus: fabernovel list-section.3.ios14, an empty section's header at −2).
        layout.pinHosts = BoundaryPinHosts(header: .init(start: start, end: footerStart),
                                           footer: .init(start: start + boundary.headerBand, end: end))
        return layout
    }

    /// The bands `insets` leave around `content`, laid out left to right (the layout is mirrored later):
    /// top and bottom across the whole inset box, leading and trailing between them.
    static func insetBands(around content: CGRect, insets: NSDirectionalEdgeInsets) -> [InsetBand] {
        let box = CGRect(x: content.minX - insets.leading, y: content.minY - insets.top,
                         width: content.width + insets.leading + insets.trailing,
                         height: content.height + insets.top + insets.bottom)
        let bands = [
            InsetBand(edge: .top, value: insets.top,
                      frame: CGRect(x: box.minX, y: box.minY, width: box.width, height: insets.top)),
            InsetBand(edge: .bottom, value: insets.bottom,
                      frame: CGRect(x: box.minX, y: content.maxY, width: box.width, height: insets.bottom)),
            InsetBand(edge: .leading, value: insets.leading,
                      frame: CGRect(x: box.minX, y: content.minY, width: insets.leading, height: content.height)),
            InsetBand(edge: .trailing, value: insets.trailing,
                      frame: CGRect(x: content.maxX, y: content.minY, width: insets.trailing, height: content.height)),
        ]
        return bands.filter { $0.value > 0 }
    }

    /// The bands `insets` (the reference insets) leave inside `frame` across `scrollAxis`, left to right
    /// (the layout is mirrored later), each along the whole frame.
    static func referenceBands(in frame: CGRect, insets: NSDirectionalEdgeInsets,
                               scrollAxis: Axis) -> [InsetBand] {
        let bands: [InsetBand]
        if scrollAxis == .vertical {
            let leading = min(insets.leading, frame.width), trailing = min(insets.trailing, frame.width - leading)
            bands = [
                InsetBand(edge: .leading, value: insets.leading,
                          frame: CGRect(x: frame.minX, y: frame.minY, width: leading, height: frame.height)),
                InsetBand(edge: .trailing, value: insets.trailing,
                          frame: CGRect(x: frame.maxX - trailing, y: frame.minY, width: trailing, height: frame.height)),
            ]
        } else {
            let top = min(insets.top, frame.height), bottom = min(insets.bottom, frame.height - top)
            bands = [
                InsetBand(edge: .top, value: insets.top,
                          frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: top)),
                InsetBand(edge: .bottom, value: insets.bottom,
                          frame: CGRect(x: frame.minX, y: frame.maxY - bottom, width: frame.width, height: bottom)),
            ]
        }
        return bands.filter { $0.value > 0 && $0.frame.width > 0 && $0.frame.height > 0 }
    }

    private func sizing(from firstItem: Int) -> SelfSizing {
        guard let measurement = request.measurement else { return .estimates(section: index) }
        return SelfSizing(measurement: measurement, section: index, itemBase: firstItem,
                          availableItems: itemCount - firstItem)
    }

    /// The section's group instances. Without a measurement they share one
    /// packed template. Their frames, and the spacing gaps between them, are
    /// reserved in `budget` before the instances are listed.
    private func layoutInstances(of group: NSCollectionLayoutGroup, proposed: CGSize, spacing: CGFloat,
                                 at location: LayoutLocation, budget: inout FrameBudget) throws(LayoutError) -> GroupRun {
        guard itemCount > 0 else { return GroupRun() }
        func pack(from firstItem: Int, budget: inout FrameBudget) throws(LayoutError) -> GroupTemplate {
            let template = try GroupPacker(rules: rules, sizing: sizing(from: firstItem),
                                           traitCollection: request.traitCollection, recording: recorder != nil)
                .layout(group, size: proposed, at: location)
            guard template.capacity > 0 else {
                throw LayoutError(.noRoom, at: location, "the group holds no items", subject: group)
            }
            try budget.recordPacking(template.capacity, at: location, subject: group)
            return template
        }
        let gapFrames = InstancePlacement.hasGap(spacing) ? 1 : 0
        if request.measurement == nil {
            let template = try pack(from: 0, budget: &budget)
            let count = (itemCount + template.capacity - 1) / template.capacity
            let lastPlaced = itemCount - (count - 1) * template.capacity
            let (full, fullOverflow) = (count - 1).multipliedReportingOverflow(
                by: template.frameCount(placed: template.capacity) + gapFrames)
            try budget.reserve(fullOverflow ? Int.max : full + template.frameCount(placed: lastPlaced),
                               at: self.location, subject: section)
            return GroupRun(repeating: template, count: count)
        }
        var run = GroupRun()
        var firstItem = 0
        while firstItem < itemCount {
            let template = try pack(from: firstItem, budget: &budget)
            try budget.reserve(template.frameCount(placed: itemCount - firstItem) + (firstItem > 0 ? gapFrames : 0),
                               at: self.location, subject: section)
            run.append(template, firstItem: firstItem)
            firstItem += template.capacity
        }
        // On the outermost group, uniformAcrossSiblings is section-wide: every instance takes the largest.
        for axis in [Axis.horizontal, .vertical] where group.layoutSize.dimension(along: axis).isUniformAcrossSiblings {
            let largest = run.templates.map { $0.size.length(along: axis) }.max() ?? 0
            for i in run.templates.indices {
                let size = run.templates[i].size
                run.templates[i].size = CGSize(along: axis, largest, cross: size.length(along: axis.cross))
                run.templates[i].groups[0].frame.size = run.templates[i].size
            }
        }
        return run
    }
}
