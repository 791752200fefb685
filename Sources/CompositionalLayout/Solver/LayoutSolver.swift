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
        let layoutReference = configuration.contentInsetsReference == .automatic
            ? UIContentInsetsReference.safeArea : configuration.contentInsetsReference
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: request.containerSize,
                                       contentInsets: ReferenceInsets.insets(for: layoutReference, request: request,
                                                                             scrollAxis: scrollAxis)),
            traitCollection: request.traitCollection)

        var elements: [LayoutElement] = []
        elements.reserveCapacity(request.itemCounts.reduce(0, +))
        var sections: [SectionLayout] = []
        var gaps: [SpacingGap] = []
        var cursor: CGFloat = 0
        for (index, itemCount) in request.itemCounts.enumerated() {
            if index > 0 {
                if spacing > 0 {
                    gaps.append(SpacingGap(kind: .interSection, axis: scrollAxis.layoutAxis,
                                           rect: CGRect(along: scrollAxis, main: cursor, cross: 0, mainLength: spacing,
                                                        crossLength: request.containerSize.length(along: scrollAxis.cross))))
                }
                cursor += spacing
            }
            let section = try self.section(at: index, environment: environment)
            let reference = section.contentInsetsReference == .automatic ? layoutReference : section.contentInsetsReference
            let stacker = SectionStacker(
                section: section, index: index, itemCount: itemCount, containerSize: request.containerSize,
                referenceInsets: ReferenceInsets.insets(for: reference, request: request, scrollAxis: scrollAxis),
                scrollAxis: scrollAxis, rules: request.rules)
            let sectionLayout = try stacker.stack(from: cursor, into: &elements)
            sections.append(sectionLayout)
            cursor = sectionLayout.frame.maximum(along: scrollAxis)
        }

        let crossExtent = elements.reduce(request.containerSize.length(along: scrollAxis.cross)) {
            max($0, $1.frame.maximum(along: scrollAxis.cross))
        }
        let contentSize = CGSize(along: scrollAxis, cursor, cross: crossExtent)
        var solution = LayoutSolution(containerSize: request.containerSize, collectionViewContentSize: contentSize,
                                      scrollDirection: configuration.scrollDirection, elements: elements,
                                      sections: sections, interSectionGaps: gaps)
        if request.traitCollection.layoutDirection == .rightToLeft {
            solution.mirrorHorizontally()
        }
        return solution
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
