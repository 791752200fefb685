import Foundation
import Testing
import CompositionalLayout

/// The seeds' supplementary, decoration and orthogonal snippets, solved and checked against hand-computed frames.
@Suite struct SeedSupplementaryAndOrthogonalTests {
    private let view = CGSize(width: 390, height: 300)

    private func frame(_ solution: LayoutSolution, _ item: Int, section: Int = 0) -> CGRect {
        solution.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    private func kind(_ solution: LayoutSolution, _ kind: String) -> [CGRect] {
        solution.elements.filter { $0.elementKind == kind }.map(\.frame)
    }

    // MARK: Seed 000 and 002

    @Test func badgesSitOnTheTopTrailingCorner() throws {
        let solution = try createBadgeLayout().solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [7])
        // 6 × 44 + 5 × 20 = 364 ≤ 390 < 428: 6 per row. Badge: x = 44 − 20 + 0.3 × 20 = 30, y = −0.3 × 20 = −6.
        #expect(kind(solution, "badge").prefix(2) == [CGRect(x: 30, y: -6, width: 20, height: 20),
                                                      CGRect(x: 94, y: -6, width: 20, height: 20)])
        #expect(frame(solution, 6) == CGRect(x: 0, y: 64, width: 44, height: 44))
    }

    @Test func headerFooterAndBackground() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let solution = try createHeaderFooterBackgroundLayout(group: group)
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2])
        // Header 44, rows at 44 and 88, footer at 132; the background covers 0 … 176.
        #expect(kind(solution, UICollectionView.elementKindSectionHeader) == [CGRect(x: 0, y: 0, width: 390, height: 44)])
        #expect(kind(solution, UICollectionView.elementKindSectionFooter) == [CGRect(x: 0, y: 132, width: 390, height: 44)])
        #expect(kind(solution, "background") == [CGRect(x: 0, y: 0, width: 390, height: 176)])
        #expect(solution.cells(inSection: 0).map(\.zIndex) == [1, 1])
    }

    @Test func seed002sInsetBackground() throws {
        let solution = try getLayout().solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2])
        // Two 44-point rows: (0, 0, 390, 88) inset 8 = (8, 8, 374, 72).
        #expect(kind(solution, "MyDecorationView") == [CGRect(x: 8, y: 8, width: 374, height: 72)])
    }

    @Test func theConfigurationSnippetScrollsSideways() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let solution = try createConfiguredLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: view, itemCounts: [2, 2])
        // Sections follow each other along x with 20 between: 0, 100 | 220, 320.
        #expect(frame(solution, 1) == CGRect(x: 100, y: 0, width: 100, height: 300))
        #expect(frame(solution, 0, section: 1) == CGRect(x: 220, y: 0, width: 100, height: 300))
        #expect(kind(solution, "header").count == 1 && kind(solution, "footer").count == 1)
    }

    // MARK: Seed 003, orthogonal scrolling

    @Test func continuousIntroduction() throws {
        let solution = try OrthogonalIntroContinuousViewController().generateLayout().solve(containerSize: view, itemCounts: [15])
        // 2 items of 100 per 250-wide group; 8 groups → 2000 wide; rests 0 … 2000 − 390 = 1610.
        #expect(frame(solution, 2) == CGRect(x: 250, y: 0, width: 100, height: 300))
        #expect(solution.sections[0].orthogonal?.restOffsets == [0, 1610])
        #expect(solution.collectionViewContentSize == view)
    }

    @Test func pagingAndGroupPagingDifferOnlyWithSpacing() throws {
        let paging = try OrthogonalPagingViewController().generateLayout().solve(containerSize: view, itemCounts: [15])
        let spaced = try OrthogonalPagingWithSpacingViewController().generateLayout().solve(containerSize: view, itemCounts: [15])
        let grouped = try OrthogonalGroupPagingViewController().generateLayout().solve(containerSize: view, itemCounts: [15])
        let steps: [CGFloat] = (0...14).map { CGFloat($0) }
        let every390: [CGFloat] = steps.map { $0 * 390 }, every400: [CGFloat] = steps.map { $0 * 400 }
        // Without spacing pages land on groups: 15 offsets 390k, the last 14 × 390 = 5460.
        #expect(paging.sections[0].orthogonal?.restOffsets == every390)
        // With spacing 10, content 15 × 390 + 14 × 10 = 5990 and range 0 … 5600: pages at 390k show the gap…
        #expect(spaced.sections[0].orthogonal?.restOffsets == every390 + [5600])
        // …while group paging steps by 400 and lands on every group: 400k up to 5600.
        #expect(grouped.sections[0].orthogonal?.restOffsets == every400)
        #expect(frame(grouped, 1) == CGRect(x: 400, y: 0, width: 390, height: 300))
    }

    @Test func continuousFullWidthGroups() throws {
        let solution = try OrthogonalContinuousViewController().generateLayout().solve(containerSize: view, itemCounts: [15])
        // 15 × 390 = 5850; range 0 … 5460.
        #expect(solution.sections[0].orthogonal?.restOffsets == [0, 5460])
    }

    @Test func peekAndCentredPaging() throws {
        let peek = try OrthogonalGroupPagingPeekViewController().generateLayout().solve(containerSize: view, itemCounts: [15])
        let centred = try OrthogonalGroupPagingCenteredViewController().generateLayout().solve(containerSize: view, itemCounts: [15])
        // Peek: 0.9 × 390 = 351 wide from 10, then 10 + 351 + 10 = 371.
        #expect(frame(peek, 1) == CGRect(x: 371, y: 0, width: 351, height: 300))
        // Centred: the first group at (390 − 351) / 2 = 19.5; its cell inset 5 → 24.5, 341 wide.
        #expect(frame(centred, 0) == CGRect(x: 24.5, y: 0, width: 341, height: 300))
    }

    @Test func leadingBoundaryScrolling() throws {
        let solution = try OrthogonalContinuousGroupLeadingBoundaryViewController().generateLayout()
            .solve(containerSize: view, itemCounts: [15])
        // 300-square groups (fractionalHeight(1) of 300) 10 apart: item 1 at 310.
        #expect(frame(solution, 1) == CGRect(x: 310, y: 0, width: 300, height: 300))
    }

    @Test func twoSectionsShareOneLayout() throws {
        let solution = try TwoSectionsSameLayoutViewController().generateLayout().solve(containerSize: CGSize(width: 390, height: 844),
                                                                                          itemCounts: [15, 8])
        // 300-square groups; each section 300 + a 30-point bottom inset: section 1 at 330.
        #expect(frame(solution, 0, section: 1) == CGRect(x: 0, y: 330, width: 300, height: 300))
        #expect(solution.collectionViewContentSize.height == 660)
    }

    @Test func aProviderVariesItemsPerGroupBySection() throws {
        let solution = try ProviderByIndexViewController().generateLayout().solve(containerSize: CGSize(width: 390, height: 844),
                                                                                  itemCounts: [3, 4])
        // Section 0: one 390-square item per group (the estimated group fits it), groups 400 apart.
        #expect(frame(solution, 1) == CGRect(x: 400, y: 0, width: 390, height: 390))
        // Section 1 from y = 390: two 195-square items per group.
        #expect(frame(solution, 1, section: 1) == CGRect(x: 195, y: 390, width: 195, height: 195))
        #expect(frame(solution, 2, section: 1) == CGRect(x: 400, y: 390, width: 195, height: 195))
    }

    @Test func aPageWithAScrollingSectionAboveAGrid() throws {
        // The provider captures the view controller `[unowned self]`, so it must outlive the solve, as in the app.
        let controller = MixedSectionsViewController()
        let solution = try withExtendedLifetime(controller) {
            try controller.generateLayout().solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [15, 8])
        }
        // Seiya: a 300-tall band. Spider-Man from 300: group 390 − 10 = 380; slots 190 square; cells inset 10 leading.
        #expect(frame(solution, 1, section: 1) == CGRect(x: 200, y: 310, width: 180, height: 190))
        // The estimated rows fit their 190-point items: row 2 at 310 + 190 + 10 = 510.
        #expect(frame(solution, 2, section: 1) == CGRect(x: 10, y: 510, width: 180, height: 190))
    }
}
