import Foundation

/// Solves a whole layout: asks for each section, stacks the sections along
/// the scroll axis with `interSectionSpacing` between them (none after the
/// last), and sizes the content.
///
/// The content spans the container across the scroll axis, or further when a
/// group overflows it (seed 003: a 650-wide group in a 390-wide view scrolls
/// sideways); along the scroll axis it ends where the last section ends. A horizontal layout is the transpose of a
/// vertical one. A right-to-left layout is solved left to right, then mirrored.
struct LayoutSolver {
    let layout: UICollectionViewCompositionalLayout
    let request: LayoutRequest

    func solve() throws(LayoutError) -> LayoutSolution {
        try request.validate()
        let configuration = layout.currentConfiguration
        let scrollAxis = Axis(configuration.scrollDirection)
        let spacing = configuration.interSectionSpacing
        guard spacing.isFinite, spacing >= 0, spacing <= LayoutLimits.maxLength else {
            throw LayoutError(.invalidValue, at: .layout,
                              "interSectionSpacing \(spacing.compactDescription) must be finite and not negative")
        }
        let environment = self.environment()
        let recorder = request.recorder
        recorder?.record("Collection view", [
            Arithmetic.term(request.containerSize.width).line("width"),
            Arithmetic.term(request.containerSize.height).line("height",
                                                               note: "scrolling \(scrollAxis == .vertical ? "vertically" : "horizontally")"),
        ])

        let cross = scrollAxis.cross
        let layoutInsets = ReferenceInsets.insets(for: layoutReference, request: request, scrollAxis: scrollAxis)
        let layoutBoundary = try BoundarySupplementaries(
            configuration.boundarySupplementaryItems, scrollAxis: scrollAxis,
            crossStart: layoutInsets.leading(along: cross),
            crossLength: request.containerSize.length(along: cross) - layoutInsets.total(along: cross),
            containerLength: request.containerSize.length(along: scrollAxis),
            sizing: SelfSizing(measurement: request.measurement, section: 0, itemBase: 0, availableItems: 0),
            snapping: PixelSnapping(rules: request.rules, traitCollection: request.traitCollection),
            indexPath: nil, at: .layout)

        var budget = FrameBudget(limit: request.frameLimit)
        try budget.reserve(configuration.boundarySupplementaryItems.count, at: .layout)
        var elements = LayoutElements(labels: request.itemLabels)
        elements.expectedCount = request.itemCounts.reduce(0, +)
        var sections: [SectionLayout] = []
        var gaps: [SpacingGap] = []
        var cursor: CGFloat = layoutBoundary.headerBand
        for (index, itemCount) in request.itemCounts.enumerated() {
            let previousEnd = cursor
            if index > 0 {
                if spacing > 0 {
                    try budget.reserve(1, at: LayoutLocation(section: index))
                    gaps.append(SpacingGap(kind: .interSection, axis: scrollAxis.layoutAxis,
                                           rect: CGRect(along: scrollAxis, main: cursor, cross: 0, mainLength: spacing,
                                                        crossLength: request.containerSize.length(along: scrollAxis.cross))))
                }
                cursor += spacing
            }
            if let recorder, recorder.wants(section: index) {
                recorder.sectionStart = (index == 0
                    ? .term(cursor, cursor > 0 ? "the layout's header band" : "the start of the content")
                    : .term(previousEnd, "the end of section \(index - 1)") + .term(spacing, "interSectionSpacing"))
                    .line("the section's start (\(scrollAxis.coordinateName))", result: cursor)
            }
            let section = try self.section(at: index, environment: environment)
            let reference = section.contentInsetsReference == .automatic ? layoutReference : section.contentInsetsReference
            let supplementaryReference = section.supplementaryContentInsetsReference == .automatic
                ? layoutReference : section.supplementaryContentInsetsReference
            let stacker = SectionStacker(
                section: section, index: index, itemCount: itemCount, containerSize: request.containerSize,
                referenceInsets: ReferenceInsets.insets(for: reference, request: request, scrollAxis: scrollAxis),
                supplementaryReferenceInsets: ReferenceInsets.insets(for: supplementaryReference, request: request,
                                                                     scrollAxis: scrollAxis),
                contentInsetsReference: reference, scrollAxis: scrollAxis, request: request)
            let sectionLayout = try stacker.stack(from: cursor, into: &elements, budget: &budget)
            sections.append(sectionLayout)
            cursor = sectionLayout.scrollEnd
        }

        // The layout's own boundary items come after every section's elements (they have no section).
        let footerStart = cursor
        cursor += layoutBoundary.footerBand
        var boundaryExplanation: BoundaryExplanation?
        if let recorder, recorder.wants(section: nil), case .view(let kind, _, _) = recorder.target,
           let index = configuration.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == kind }) {
            boundaryExplanation = BoundaryExplanation(
                index: index, crossStart: .term(layoutInsets.leading(along: cross), "the safe area's \(cross.leadingEdge)"),
                container: CGSize(along: scrollAxis, request.containerSize.length(along: scrollAxis),
                                  cross: request.containerSize.length(along: cross) - layoutInsets.total(along: cross)),
                snapping: PixelSnapping(rules: request.rules, traitCollection: request.traitCollection))
        }
        for placed in layoutBoundary.place(start: 0, footerStart: footerStart, end: cursor,
                                           explaining: boundaryExplanation) {
            elements.records.append(ElementRecord(category: .supplementaryView,
                                                  kind: elements.number(of: placed.item.elementKind),
                                                  section: nil, item: nil, frame: placed.frame, slot: placed.slot,
                                                  zIndex: placed.item.zIndex, pin: placed.pin))
        }

        if let recorder { boundaryExplanation?.finish(into: recorder) }

        // Orthogonal sections scroll on their own, so their content does not widen the layout.
        var crossExtent = request.containerSize.length(along: cross)
        let scrollsOnItsOwn = sections.map { $0.orthogonal != nil }
        elements.records.withUnsafeBufferPointer { records in
            // Field by field, not record by record; frames are never negative in size, so an edge is
            // origin plus length.
            for i in records.indices where records[i].section < 0 || !scrollsOnItsOwn[Int(records[i].section)] {
                let frame = records[i].frame
                crossExtent = max(crossExtent, cross == .horizontal ? frame.origin.x + frame.size.width
                                                                    : frame.origin.y + frame.size.height)
            }
        }
        let contentSize = CGSize(along: scrollAxis, cursor, cross: crossExtent)
        let rounding = PixelSnapping(framesFor: request.rules, traitCollection: request.traitCollection)
        if rounding.scale > 0 {
            // Slots are rounded too, so a frame that was its slot still is.
            for i in elements.records.indices {
                elements.records[i].frame = rounding.round(elements.records[i].frame)
                elements.records[i].slot = rounding.round(elements.records[i].slot)
            }
            recorder?.recordRounding(rounding)
        }
        var solution = LayoutSolution(containerSize: request.containerSize, collectionViewContentSize: contentSize,
                                      scrollDirection: configuration.scrollDirection, elements: elements,
                                      sections: sections, interSectionGaps: gaps)
        solution.pinHosts = BoundaryPinHosts(header: .init(start: 0, end: footerStart),
                                             footer: .init(start: layoutBoundary.headerBand, end: cursor))
        if request.traitCollection.layoutDirection == .rightToLeft {
            solution.mirrorHorizontally()
            recorder?.recordMirroring(contentWidth: contentSize.width)
        }
        return solution
    }

    /// The sections the layout gives in the environment ``solve()`` asks in: the same objects
    /// for a layout that keeps them, fresh ones for a provider that builds them on each call.
    func sections() throws(LayoutError) -> [NSCollectionLayoutSection] {
        try request.validate()
        let environment = self.environment()
        var sections: [NSCollectionLayoutSection] = []
        for index in request.itemCounts.indices {
            sections.append(try section(at: index, environment: environment))
        }
        return sections
    }

    /// The configuration's `contentInsetsReference`, `.automatic` read as `.safeArea`.
    private var layoutReference: UIContentInsetsReference {
        let reference = layout.currentConfiguration.contentInsetsReference
        return reference == .automatic ? .safeArea : reference
    }

    /// What each section is asked in: the collection view less the layout's reference insets.
    private func environment() -> LayoutEnvironment {
        let scrollAxis = Axis(layout.currentConfiguration.scrollDirection)
        return LayoutEnvironment(
            container: LayoutContainer(contentSize: request.containerSize,
                                       contentInsets: ReferenceInsets.insets(for: layoutReference, request: request,
                                                                             scrollAxis: scrollAxis)),
            traitCollection: request.traitCollection, rules: request.rules)
    }

    private func section(at index: Int, environment: LayoutEnvironment) throws(LayoutError) -> NSCollectionLayoutSection {
        switch layout.source {
        case .section(let section):
            return section
        case .provider(let provider):
            guard let section = provider(index, environment) else {
                throw LayoutError(.missingSection, at: LayoutLocation(section: index),
                                  "the section provider returned nil")
            }
            return section
        }
    }
}
