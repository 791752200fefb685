import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// `supplementaryItems` of items and groups, and their anchors, build what the Swift API builds.
@Suite struct SupplementaryTests {
    /// A one-section spec whose group is a row of 44-point items with `itemSupplementaries`
    /// and, on the group, `groupSupplementaries`; the group's `horizontal` key is on line 5.
    private func spec(item itemSupplementaries: String, group groupSupplementaries: String = "[]") -> String {
        """
        sections:
          - items: 4
            contentInsets: 10
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                supplementaryItems: \(groupSupplementaries)
                subitems:
                  - item:
                      layoutSize: {width: .absolute(44), height: .absolute(44)}
                      supplementaryItems: \(itemSupplementaries)
        """
    }

    private func group(_ specification: LayoutSpecification) throws -> NSCollectionLayoutGroup {
        try #require(specification.sectionChoices.first?.base.built?.group)
    }

    @Test func theSeedsBadgeIsWhatTheSwiftAPIBuilds() throws {
        let specification = try read(spec(item: """
            [{elementKind: badge, layoutSize: {width: .absolute(20), height: .absolute(20)},
                                      containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}}]
            """))
        let item = try #require(try group(specification).subitems.first)
        let badge = try #require(item.supplementaryItems.first)
        // Seed 000: NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge",
        //   containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let swift = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        #expect(item.supplementaryItems.count == 1)
        #expect(badge.elementKind == swift.elementKind)
        #expect(badge.layoutSize == swift.layoutSize)
        #expect(badge.containerAnchor.edges == swift.containerAnchor.edges)
        #expect(badge.containerAnchor.offset == swift.containerAnchor.offset)
        #expect(badge.containerAnchor.isFractionalOffset)
        #expect(badge.itemAnchor == nil)
        #expect(badge.zIndex == swift.zIndex)
    }

    @Test func aGroupsSupplementaryTakesAnItemAnchorAnAbsoluteOffsetAndAZIndex() throws {
        let specification = try read(spec(item: "[]", group: """
            [{elementKind: frame, layoutSize: {width: .fractionalWidth(0.5), height: 10}, zIndex: -2,
                                      containerAnchor: {edges: [top, trailing], absoluteOffset: {x: 10, y: -10}},
                                      itemAnchor: {edges: [bottom, leading]}}]
            """))
        let supplementary = try #require(try group(specification).supplementaryItems.first)
        #expect(supplementary.elementKind == "frame")
        #expect(supplementary.layoutSize == NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                   heightDimension: .absolute(10)))
        #expect(supplementary.containerAnchor.edges == [.top, .trailing])
        #expect(supplementary.containerAnchor.offset == CGPoint(x: 10, y: -10))
        #expect(supplementary.containerAnchor.isAbsoluteOffset)
        #expect(supplementary.itemAnchor?.edges == [.bottom, .leading])
        #expect(supplementary.itemAnchor?.offset == .zero)
        #expect(supplementary.zIndex == -2)
    }

    @Test func edgesMayBeOneNameWithOrWithoutADotOrAll() throws {
        func edges(_ written: String) throws -> NSDirectionalRectEdge? {
            let specification = try read(spec(item: """
                [{elementKind: b, layoutSize: {width: 1, height: 1}, containerAnchor: {edges: \(written)}}]
                """))
            return try group(specification).subitems.first?.supplementaryItems.first?.containerAnchor.edges
        }
        #expect(try edges("top") == .top)
        #expect(try edges(".bottom") == .bottom)
        #expect(try edges("[.leading, trailing]") == [.leading, .trailing])
        #expect(try edges("[all]") == .all)
    }

    @Test func anAnchorWithNoEdgesIsAnError() {
        let found = diagnostics(spec(item: """
            [{elementKind: b, layoutSize: {width: 1, height: 1}, containerAnchor: {edges: []}}]
            """))
        // Line 11 is 14 spaces + "supplementaryItems: " (34 characters), then
        // "[{elementKind: b, layoutSize: {width: 1, height: 1}, containerAnchor: {edges: " (78): the list is at 113.
        #expect(found == [diagnostic(11, 113,
                                     "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0]"
                                     + ".containerAnchor.edges", "an anchor needs at least one edge")])
    }

    @Test func anAnchorWithBothOffsetsIsAnError() {
        let found = diagnostics("""
            sections:
              - items: 1
                group:
                  horizontal:
                    layoutSize: {width: 100, height: 44}
                    subitems: [{item: {layoutSize: {width: 44, height: 44}}}]
                    supplementaryItems:
                      - elementKind: b
                        layoutSize: {width: 1, height: 1}
                        containerAnchor:
                          edges: [top]
                          absoluteOffset: {x: 1}
                          fractionalOffset: {y: 1}
            """)
        // Reported at the second offset, line 13, 14 spaces in.
        #expect(found == [diagnostic(13, 15, "sections[0].group.horizontal.supplementaryItems[0]"
                                     + ".containerAnchor.fractionalOffset",
                                     "'fractionalOffset' cannot be combined with 'absoluteOffset'; an anchor has "
                                     + "one offset, absolute (in points) or fractional (of the supplementary's size)")])
    }

    @Test func anUnknownEdgeListsTheEdges() {
        let found = diagnostics(spec(item: """
            [{elementKind: b, layoutSize: {width: 1, height: 1}, containerAnchor: {edges: [top, right]}}]
            """))
        #expect(found.map(\.message) == ["expected one of top, leading, bottom, trailing, all, got 'right'"])
        #expect(found.map(\.keyPath) == ["sections[0].group.horizontal.subitems[0].item.supplementaryItems[0]"
                                         + ".containerAnchor.edges[1]"])
    }

    @Test func aSupplementaryNeedsAKindASizeAndAnAnchor() {
        let found = diagnostics(spec(item: "[{zIndex: 1}]"))
        #expect(found.map(\.message) == ["missing required key 'elementKind'", "missing required key 'layoutSize'",
                                         "missing required key 'containerAnchor'"])
    }

    @Test func aMeasuredSizeOnAnAxisThatIsNotEstimatedIsAnError() {
        let found = diagnostics(spec(item: """
            [{elementKind: b, layoutSize: {width: 20, height: .estimated(20)}, containerAnchor: {edges: top},
                                        measuredSize: {width: 30, height: 24}}]
            """))
        // Line 12 is the flow mapping's second line: 28 spaces + "measuredSize: {width: " = 50 characters.
        #expect(found == [diagnostic(12, 51, "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0]"
                                     + ".measuredSize.width",
                                     "a measured width has no effect: the width is .absolute(20), not estimated")])
    }

    @Test func aSolverErrorAboutASupplementaryPointsAtIt() {
        let found = solveDiagnostic(spec(item: """
            [{elementKind: b, layoutSize: {width: 20000000, height: 20}, containerAnchor: {edges: top}}]
            """))
        // Reported at the list entry's "{": 34 characters + "[" before it.
        #expect(found == diagnostic(11, 36, "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0]",
                                    "width .absolute(20000000) resolves to 20000000 points, outside 0 < length ≤ 10000000"))
    }
}
