import Foundation
import Testing
@testable import CompositionalLayout

/// The frame count is known before the frames are allocated, exactly, and a
/// layout over the limit is refused at once (issue 11: 20 badges on each of a
/// million items grew to 15 GB before it died).
@Suite struct FrameBudgetTests {
    /// Rows of `count` 30×30 items, each with `badges` 10×10 badges, `interItem` apart, rows 10 apart.
    private func badgedRows(count: Int, badges: Int, interItem: CGFloat = 5) -> NSCollectionLayoutSection {
        let supplementaries = (0..<badges).map { index in
            NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge\(index)",
                                                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        }
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(30), .absolute(30)), supplementaryItems: supplementaries)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                       subitem: item, count: count)
        group.interItemSpacing = .fixed(interItem)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }

    private func solve(_ section: NSCollectionLayoutSection, items: Int, limit: Int) throws(LayoutError) -> LayoutSolution {
        try UICollectionViewCompositionalLayout(section: section)
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [items], frameLimit: limit)
    }

    @Test func theCountIsExactForFullAndPartialGroups() throws {
        // 10 items in rows of 3: 4 groups, the last holding 1 item.
        // A full row: 3 cells + 3 × 2 badges + 1 group + 2 inter-item gaps = 12 frames.
        // The last row: 1 cell + 2 badges + 1 group = 4 (its gaps need a second item).
        // Between the 4 rows, 3 inter-group gaps. 3 × 12 + 4 + 3 = 43.
        let section = badgedRows(count: 3, badges: 2)
        let solution = try solve(section, items: 10, limit: 43)
        #expect(solution.frameCount == 43)
        expectLayoutError(.limitExceeded, containing: "this section needs 43 frames") {
            _ = try solve(section, items: 10, limit: 42)
        }
    }

    @Test func boundaryItemsDecorationsAndSectionGapsCount() throws {
        // Two sections of 2 items in rows of 2 without spacing: 2 cells + 1 group each.
        // The first has a header and a background (2 more), the layout 12 points between sections (1 gap)
        // and a layout footer (1): 3 + 2 + 1 + 3 + 1 = 10.
        let first = badgedRows(count: 2, badges: 0, interItem: 0)
        first.boundarySupplementaryItems = [boundary("header", .absolute(20), .top)]
        first.decorationItems = [.background(elementKind: "background")]
        let second = badgedRows(count: 2, badges: 0, interItem: 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        configuration.boundarySupplementaryItems = [boundary("footer", .absolute(20), .bottom)]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? first : second },
                                                         configuration: configuration)
        let solve = { (limit: Int) throws(LayoutError) in
            try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2, 2], frameLimit: limit)
        }
        #expect(try solve(10).frameCount == 10)
        expectLayoutError(.limitExceeded, containing: "at most 9 are supported") { _ = try solve(9) }
    }

    @Test func measuredSectionsAreCountedGroupByGroup() throws {
        // Self-sizing: each group is packed for its own items, and counted as it is.
        // 5 estimated items in rows of 2: 3 rows of 2 cells + 1 group (+ 1 inter-item gap when full), 2 gaps between.
        // (2 + 1 + 1) × 2 + (1 + 1) + 2 = 12.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)),
                                                       subitem: item, count: 2)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let layout = UICollectionViewCompositionalLayout(section: section)
        let measure: LayoutMeasurement = { _, proposed in CGSize(width: proposed.width, height: 40) }
        let solve = { (limit: Int) throws(LayoutError) in
            try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [5],
                             measuredSize: measure, frameLimit: limit)
        }
        #expect(try solve(12).frameCount == 12)
        expectLayoutError(.limitExceeded, containing: "brings the layout to") { _ = try solve(11) }
    }

    @Test func theDefaultLimitIsExactToo() throws {
        // Rows of 999 items without spacing are 1000 frames each; 250 rows are LayoutLimits.maxFrames (250,000).
        let section = badgedRows(count: 999, badges: 0, interItem: 0)
        section.interGroupSpacing = 0
        let items = 250 * 999
        let layout = UICollectionViewCompositionalLayout(section: section)
        let container = CGSize(width: 390, height: 844)
        #expect(try layout.solve(containerSize: container, itemCounts: [items]).frameCount == LayoutLimits.maxFrames)
        // One more item starts a 251st row: a cell and a group.
        expectLayoutError(.limitExceeded, containing: "this section needs 250002 frames") {
            _ = try layout.solve(containerSize: container, itemCounts: [items + 1])
        }
    }

    @Test func aMillionItemsWithTwentyBadgesIsRefusedBeforeAllocating() {
        // The 2-KB spec: 21 million frames. Refused from the count, not from running out of memory;
        // the count comes before the items, so the error is the items limit, then the frames.
        let section = badgedRows(count: 1, badges: 20, interItem: 0)
        expectLayoutError(.limitExceeded, containing: "more than 250000 items") {
            _ = try UICollectionViewCompositionalLayout(section: section)
                .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1_000_000])
        }
        // 20,000 items are within the items limit, but 20,000 × (1 cell + 20 badges + 1 group) + 19,999 gaps is not.
        expectLayoutError(.limitExceeded, containing: "this section needs 459999 frames") {
            _ = try UICollectionViewCompositionalLayout(section: section)
                .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [20_000])
        }
    }

    @Test func packingGroupsCostsTheirSlotsEvenWhenFewItemsFillThem() throws {
        // A section lays out its whole group however few items it has: 3 sections of one item in a
        // 100,000-slot group pack 300,000 slots, more than 250,000; 2 sections pack 200,000.
        let wide = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)),
                                                               subitem: item(.absolute(0.001), .absolute(10)),
                                                               count: 100_000))
        let layout = UICollectionViewCompositionalLayout(section: wide)
        let container = CGSize(width: 390, height: 844)
        #expect(try layout.solve(containerSize: container, itemCounts: [1, 1]).frameCount == 4)
        expectLayoutError(.limitExceeded, containing: "more than 250000 item slots in all") {
            _ = try layout.solve(containerSize: container, itemCounts: [1, 1, 1])
        }
    }

    @Test func theLargestLimitIsAsManyFramesAsThirtyTwoBitsIndex() throws {
        // Int.max asks for as many frames as a solution can index: Int32.max = 2,147,483,647. No sum
        // or comparison with it may overflow, and nothing is allocated for a count past it.
        let solution = try solve(badgedRows(count: 3, badges: 2), items: 10, limit: .max)
        #expect(solution.frameCount == 43)
        for counts in [[Int(Int32.max), 1], [.max, 1]] {
            expectLayoutError(.limitExceeded, containing: "more than 2147483647 items") {
                _ = try UICollectionViewCompositionalLayout(section: badgedRows(count: 3, badges: 0))
                    .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: counts, frameLimit: .max)
            }
        }
    }

    @Test func zIndicesOutsideThirtyTwoBitsAreErrors() throws {
        // A solution keeps z-indices in 32 bits; each way a z-index enters is checked, at both ends.
        let container = CGSize(width: 390, height: 844)
        func section(badge: Int = 1, decoration: Int = 0, header: Int = 1) -> NSCollectionLayoutSection {
            let badged = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)),
                                                             elementKind: "badge",
                                                             containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))
            badged.zIndex = badge
            let section = NSCollectionLayoutSection(group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(30)),
                subitems: [NSCollectionLayoutItem(layoutSize: size(.absolute(30), .absolute(30)),
                                                  supplementaryItems: [badged])]))
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.zIndex = decoration
            section.decorationItems = [background]
            let boundary = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .top)
            boundary.zIndex = header
            section.boundarySupplementaryItems = [boundary]
            return section
        }
        let largest = Int(Int32.max), smallest = Int(Int32.min)
        let edges = try UICollectionViewCompositionalLayout(section: section(badge: largest, decoration: smallest,
                                                                             header: largest))
            .solve(containerSize: container, itemCounts: [1])
        #expect(Set(edges.elements.map(\.zIndex)) == [largest, smallest, 1])
        for (what, bad) in [("supplementary 'badge'", section(badge: largest + 1)),
                            ("decoration 'background'", section(decoration: smallest - 1)),
                            ("boundary item 'header'", section(header: largest + 1))] {
            expectLayoutError(.invalidValue, containing: "the zIndex") {
                _ = try UICollectionViewCompositionalLayout(section: bad).solve(containerSize: container, itemCounts: [1])
            }
            expectLayoutError(.invalidValue, containing: what) {
                _ = try UICollectionViewCompositionalLayout(section: bad).solve(containerSize: container, itemCounts: [1])
            }
        }
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(30))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 30, height: 30), zIndex: largest + 1)]
        }
        expectLayoutError(.invalidValue, containing: "the zIndex 2147483648 of custom item 0") {
            _ = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: custom))
                .solve(containerSize: container, itemCounts: [1])
        }
    }

    @Test func aNegativeLimitIsAnError() {
        expectLayoutError(.invalidValue, containing: "frameLimit -1") {
            _ = try solve(badgedRows(count: 1, badges: 0), items: 1, limit: -1)
        }
    }
}
