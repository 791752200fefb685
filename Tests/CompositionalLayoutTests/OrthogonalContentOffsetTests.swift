import CompositionalLayout
import Foundation
import Testing

/// An orthogonal section scrolled away from rest (`LayoutSolution.scrolled(orthogonalOffsets:)`):
/// what scrolls moves, what stays with the section stays (docs/semantics.md §8).
@Suite struct OrthogonalContentOffsetTests {
    /// One group-paging carousel of 150 × 50 groups, insets leading 10 and trailing 20, a pinned
    /// header and a badge on each item, in a 390 × 844 container.
    private func solve(_ direction: UITraitEnvironmentLayoutDirection = .leftToRight) throws -> LayoutSolution {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(50)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        return try UICollectionViewCompositionalLayout(section: section)
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [5],
                   traitCollection: UITraitCollection(layoutDirection: direction))
    }

    @Test func scrollingMovesTheContentAndKeepsTheHeaderAndViewport() throws {
        let rest = try solve()
        let scrolling = try #require(rest.sections[0].orthogonal)
        // Groups at 10, 160, 310, 460, 610, the last ending at 760: content 760 + 20 = 780, the end 780 − 390 = 390;
        // rest offsets 0, 150, 300, and 450 and 600 clamped to 390.
        #expect(scrolling.restOffsets == [0, 150, 300, 390])
        let scrolled = rest.scrolled(orthogonalOffsets: [0: 150])
        // Cell 1 at x 160 moves by −150 to x 10, where cell 0 rests; its badge moves with it.
        #expect(scrolled.cell(at: IndexPath(item: 1, section: 0))?.frame.minX == 10)
        let badges = { (solution: LayoutSolution) in solution.elements.filter { $0.elementKind == "badge" }.map(\.frame.minX) }
        #expect(zip(badges(rest), badges(scrolled)).allSatisfy { $0 - $1 == 150 })
        // The header, the viewport and the section stay; the rest positions move with the content.
        let header = { (solution: LayoutSolution) in solution.elements.first { $0.elementKind == "header" }?.frame }
        #expect(header(scrolled) == header(rest))
        #expect(scrolled.sections[0].orthogonal?.viewport == scrolling.viewport)
        #expect(scrolled.sections[0].frame == rest.sections[0].frame)
        #expect(scrolled.sections[0].orthogonal?.restPositions == scrolling.restPositions.map { $0 - 150 })
        #expect(scrolled.sections[0].groups.map(\.frame.minX) == rest.sections[0].groups.map { $0.frame.minX - 150 })
    }

    @Test func rightToLeftContentScrollsTheOtherWay() throws {
        let rest = try solve(.rightToLeft)
        // Mirrored: cell 1 at 390 − 160 − 150 = 80; scrolled 150, it moves right to 230, where cell 0 rests.
        #expect(rest.cell(at: IndexPath(item: 1, section: 0))?.frame.minX == 80)
        let scrolled = rest.scrolled(orthogonalOffsets: [0: 150])
        #expect(scrolled.cell(at: IndexPath(item: 1, section: 0))?.frame.minX == 230)
        #expect(scrolled.cell(at: IndexPath(item: 1, section: 0))?.frame.minX == rest.cell(at: IndexPath(item: 0, section: 0))?.frame.minX)
    }

    @Test func sectionsThatDoNotScrollAndBadOffsetsAreLeftAtRest() throws {
        let rest = try solve()
        for offsets: [Int: CGFloat] in [[1: 100], [0: .nan], [0: 0], [-1: 5]] {
            #expect(rest.scrolled(orthogonalOffsets: offsets).elements.map(\.frame) == rest.elements.map(\.frame))
        }
    }
}
