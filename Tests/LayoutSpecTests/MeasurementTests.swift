import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// Item labels and sizes, supplementaries' `measuredSize`, and the measurement hook they become.
@Suite struct MeasurementTests {
    private let proposed = CGSize(width: 100, height: 44)

    private func cell(_ item: Int, section: Int = 0) -> MeasuredElement {
        MeasuredElement(category: .cell, elementKind: nil, indexPath: IndexPath(item: item, section: section))
    }

    private func supplementary(_ kind: String, section: Int?, item: Int = 0) -> MeasuredElement {
        MeasuredElement(category: .supplementaryView, elementKind: kind,
                        indexPath: section.map { IndexPath(item: item, section: $0) })
    }

    @Test func itemsGiveLabelsAndMeasuredSizes() throws {
        let specification = try read("""
            sections:
              - items: [Hero, {label: Tall, size: {height: 120}}, {size: {width: 80, height: 60}}]
                group: \(trivialGroup)
              - items: 2
                group: \(trivialGroup)
            """)
        let section = try #require(specification.sections.first)
        #expect(section.itemCount == 3)
        #expect(section.itemLabels == ["Hero", "Tall", ""])
        #expect(section.itemSizes == [1: MeasuredSize(height: 120), 2: MeasuredSize(width: 80, height: 60)])
        // Labels go to the solver per section; a section given only a count has none.
        #expect(specification.itemLabels == [["Hero", "Tall", ""], []])
    }

    @Test func withoutListedItemsThereAreNoLabelsAndNoHook() throws {
        let specification = try read(spec(section: "items: 3\ngroup: \(trivialGroup)"))
        #expect(specification.itemLabels == nil)
        #expect(specification.measuredSize == nil)
    }

    @Test func theHookMeasuresCellsByIndexPathOnTheirGivenAxes() throws {
        let specification = try read("""
            sections:
              - items: [A, {label: B, size: {height: 120}}]
                group: \(trivialGroup)
              - items: [{label: C, size: {width: 80}}]
                group: \(trivialGroup)
            """)
        let measure = try #require(specification.measuredSize)
        #expect(measure(cell(0), proposed) == nil)
        // The proposed width stays; the height is measured.
        #expect(measure(cell(1), proposed) == CGSize(width: 100, height: 120))
        #expect(measure(cell(0, section: 1), proposed) == CGSize(width: 80, height: 44))
        #expect(measure(cell(5, section: 7), proposed) == nil)
    }

    @Test func aSupplementaryMeasuresEveryInstanceOfItsKindInItsSection() throws {
        let specification = try read("""
            configuration:
              boundarySupplementaryItems:
                - {elementKind: top, layoutSize: {width: 1, height: .estimated(10)}, alignment: top, measuredSize: {height: 70}}
            sections:
              - items: 3
                boundarySupplementaryItems:
                  - {elementKind: top, layoutSize: {width: 1, height: .estimated(10)}, alignment: top, measuredSize: {height: 30}}
                group:
                  horizontal:
                    layoutSize: {width: 100, height: 44}
                    subitems:
                      - item:
                          layoutSize: {width: 44, height: 44}
                          supplementaryItems:
                            - elementKind: badge
                              layoutSize: {width: .estimated(20), height: 20}
                              containerAnchor: {edges: [top, trailing]}
                              measuredSize: {width: 32}
            """)
        let measure = try #require(specification.measuredSize)
        #expect(measure(supplementary("badge", section: 0, item: 2), proposed) == CGSize(width: 32, height: 44))
        #expect(measure(supplementary("top", section: 0), proposed) == CGSize(width: 100, height: 30))
        // The layout's own boundary item has no index path.
        #expect(measure(supplementary("top", section: nil), proposed) == CGSize(width: 100, height: 70))
        #expect(measure(supplementary("badge", section: 1), proposed) == nil)
        #expect(measure(MeasuredElement(category: .decorationView, elementKind: "top", indexPath: IndexPath(item: 0, section: 0)),
                        proposed) == nil)
    }

    @Test func oneKindInOneSectionMeasuresOneWay() {
        let found = diagnostics(spec(section: """
            items: 1
            group: \(trivialGroup)
            boundarySupplementaryItems:
              - {elementKind: h, layoutSize: {width: 1, height: .estimated(9)}, alignment: top, measuredSize: {height: 30}}
              - {elementKind: h, layoutSize: {width: 1, height: .estimated(9)}, alignment: bottom, measuredSize: {height: 40}}
            """))
        // Line 7: 6 spaces + "- {elementKind: h, layoutSize: {width: 1, height: .estimated(9)}, alignment: bottom, "
        // + "measuredSize: " = 6 + 85 + 14 = 105 characters before the second measured size.
        #expect(found == [diagnostic(7, 106, "sections[0].boundarySupplementaryItems[1].measuredSize",
                                     "'h' in section 0 already measures {height: 30} (line 6); every supplementary "
                                     + "of one kind in a section measures the same")])
    }

    @Test func measuredSizesArePositiveAndNotEmpty() {
        let found = diagnostics(spec(section: """
            items: [{label: A, size: {height: 0}}, {label: B, size: {}}, {label: C, size: {depth: 3}}, {}]
            group: \(trivialGroup)
            """))
        #expect(found.map(\.message) == [
            "zero size '0'; a measured size must be greater than 0",
            "expected a measured size: a mapping with width, height or both, got an empty mapping",
            "unknown key 'depth'; expected one of 'width', 'height'",
            "missing required key 'label'",
        ])
    }
}
