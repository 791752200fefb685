import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// Specs with supplementaries, decorations, custom groups, orthogonal scrolling and
/// measured sizes solve to the frames computed by hand.
@Suite struct FeatureSolveTests {
    /// The supplementary view (or, with `category`, decoration view) of `kind` at `section` and `item`;
    /// `section: nil` for the layout's own boundary items.
    private func view(_ solution: LayoutSolution, _ kind: String, section: Int? = 0, item: Int? = 0,
                      category: UICollectionView.ElementCategory = .supplementaryView) -> LayoutElement? {
        solution.elements.first {
            $0.category == category && $0.elementKind == kind && $0.section == section
                && $0.item == (section == nil ? nil : item)
        }
    }

    private func solveExample(_ name: String) throws -> LayoutSolution {
        try SpecReader.read(contentsOf: examplesDirectory.appendingPathComponent(name).path).solve()
    }

    // MARK: - Supplementary items

    @Test func aBadgeSitsOnItsCellsTopTrailingCornerMovedByAFractionOfItsSize() throws {
        let solution = try solveExample("badge.yaml")
        // Section insets 10: rows 370 wide; 44-point items 10 apart, 7 to a row (7·44 + 6·10 = 368 ≤ 370).
        #expect(frame(solution, 0) == CGRect(x: 10, y: 10, width: 44, height: 44))
        // Badge: x = cell.maxX − 20 + 0.3·20 = 54 − 20 + 6 = 40; y = cell.minY − 0.3·20 = 10 − 6 = 4.
        #expect(view(solution, "badge", item: 0)?.frame == CGRect(x: 40, y: 4, width: 20, height: 20))
        #expect(view(solution, "badge", item: 0)?.zIndex == 1)
        // Item 1 at x = 10 + 44 + 10 = 64: badge at 64 + 44 − 20 + 6 = 94.
        #expect(view(solution, "badge", item: 1)?.frame == CGRect(x: 94, y: 4, width: 20, height: 20))
        // Item 7 starts row 2 at y = 10 + 44 + 10 = 64: badge at (40, 58).
        #expect(view(solution, "badge", item: 7)?.frame == CGRect(x: 40, y: 58, width: 20, height: 20))
    }

    @Test func aSupplementarysContentInsetsShrinkItInsideItsAnchoredFrame() throws {
        let solution = try read(spec(section: """
            items: 1
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                subitems:
                  - item:
                      layoutSize: {width: .absolute(44), height: .absolute(44)}
                      supplementaryItems:
                        - {elementKind: badge, layoutSize: {width: .absolute(20), height: .absolute(20)},
                           containerAnchor: {edges: [top, trailing]}, contentInsets: {top: 2, trailing: 4}}
            """)).solve()
        // Anchored at the cell's top trailing corner: x = 44 − 20 = 24, y = 0, 20×20; less the insets:
        // x = 24, y = 0 + 2 = 2, width 20 − 4 = 16, height 20 − 2 = 18.
        #expect(view(solution, "badge")?.frame == CGRect(x: 24, y: 2, width: 16, height: 18))
    }

    // MARK: - Boundary items

    /// Three 44-point rows with 10-point top and bottom insets, 16 at the sides, and 40-point header and footer.
    private func headerFooterSpec(followInsets: Bool = true) -> String {
        spec(section: """
            items: 3
            group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 44}, subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]}}
            contentInsets: {top: 10, leading: 16, bottom: 10, trailing: 16}
            supplementariesFollowContentInsets: \(followInsets)
            boundarySupplementaryItems:
              - {elementKind: UICollectionView.elementKindSectionHeader, layoutSize: {width: .fractionalWidth(1), height: 40}, alignment: top}
              - {elementKind: UICollectionView.elementKindSectionFooter, layoutSize: {width: .fractionalWidth(1), height: 40}, alignment: bottom}
            """)
    }

    @Test func aHeaderSitsAboveTheTopInsetAndAFooterBelowTheBottomInset() throws {
        let solution = try read(headerFooterSpec()).solve()
        // The header follows the side insets: (16, 0, 390 − 32 = 358, 40).
        #expect(view(solution, "UICollectionElementKindSectionHeader")?.frame == CGRect(x: 16, y: 0, width: 358, height: 40))
        // Rows start below the header and the top inset: y = 40 + 10 = 50, then 94, 138.
        #expect(frame(solution, 0) == CGRect(x: 16, y: 50, width: 358, height: 44))
        #expect(frame(solution, 2) == CGRect(x: 16, y: 138, width: 358, height: 44))
        // The footer follows the last row (182) and the bottom inset: y = 192.
        #expect(view(solution, "UICollectionElementKindSectionFooter")?.frame == CGRect(x: 16, y: 192, width: 358, height: 40))
        // 192 + 40 = 232.
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 232))
    }

    @Test func supplementariesThatDoNotFollowTheInsetsSpanTheContainer() throws {
        let solution = try read(headerFooterSpec(followInsets: false)).solve()
        #expect(view(solution, "UICollectionElementKindSectionHeader")?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(view(solution, "UICollectionElementKindSectionFooter")?.frame == CGRect(x: 0, y: 192, width: 390, height: 40))
    }

    @Test func aMeasuredHeaderReplacesItsEstimate() throws {
        let solution = try read(spec(section: """
            items: 2
            group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 44}, subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]}}
            boundarySupplementaryItems:
              - {elementKind: title, layoutSize: {width: .fractionalWidth(1), height: .estimated(44)}, alignment: top, measuredSize: {height: 60}}
            """)).solve()
        // Measured 60 instead of the estimated 44; the rows move down to match.
        #expect(view(solution, "title")?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(frame(solution, 0) == CGRect(x: 0, y: 60, width: 390, height: 44))
        #expect(solution.collectionViewContentSize.height == 148)
    }

    @Test func theLayoutsHeaderAndFooterBracketEverySection() throws {
        let solution = try solveExample("layout-header-footer.yaml")
        #expect(view(solution, "layout-header", section: nil)?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(view(solution, "layout-header", section: nil)?.zIndex == -1)
        // Section 0: four 44-point rows from y = 60 to 60 + 176 = 236.
        #expect(frame(solution, 3) == CGRect(x: 0, y: 192, width: 390, height: 44))
        // Section 1 starts 12 later at 248: three columns of (390 − 2·10) / 3 = 123.333, rows 100 tall, 10 apart.
        let column: CGFloat = 370.0 / 3.0
        #expect(close(frame(solution, 1, section: 1), CGRect(x: column + 10, y: 248, width: column, height: 100)))
        #expect(close(frame(solution, 3, section: 1), CGRect(x: 0, y: 358, width: column, height: 100)))
        // The footer follows the last section's end, 358 + 100 = 458.
        #expect(view(solution, "layout-footer", section: nil)?.frame == CGRect(x: 0, y: 458, width: 390, height: 40))
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 498))
    }

    // MARK: - Decorations

    @Test func aBackgroundCoversTheWholeSectionLessItsInsets() throws {
        // Apple's "Section background decoration" sample on a 375-point view (semantics §8.2 F).
        let section = """
              - items: 5
                interGroupSpacing: 5
                contentInsets: 10
                decorationItems: [{background: section-background-element-kind, contentInsets: 5}]
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 44}, subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]}}
            """
        let solution = try read("container: {width: 375, height: 812}\nsections:\n" + section + "\n" + section).solve()
        // Rows (10, 10 + 49i, 355, 44); the section ends at 10 + 5·44 + 4·5 + 10 = 260.
        #expect(frame(solution, 4) == CGRect(x: 10, y: 206, width: 355, height: 44))
        // Background: the section (0, 0, 375, 260) inset by 5.
        let background = view(solution, "section-background-element-kind", category: .decorationView)
        #expect(background?.frame == CGRect(x: 5, y: 5, width: 365, height: 250))
        #expect(background?.zIndex == 0)
        // Section 1 starts at 260.
        #expect(frame(solution, 0, section: 1) == CGRect(x: 10, y: 270, width: 355, height: 44))
        #expect(view(solution, "section-background-element-kind", section: 1, category: .decorationView)?.frame
                == CGRect(x: 5, y: 265, width: 365, height: 250))
    }

    // MARK: - Custom groups

    @Test func customFramesRepeatWithEachGroup() throws {
        let solution = try read("""
            sections:
              - items: 4
                group:
                  custom:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(300)}
                    frames: [{x: 0, y: 0, width: 100, height: 120}, {x: 110, y: 0, width: 100, height: 60, zIndex: 2}]
            """).solve()
        // Two items per group; the second group is 300 lower.
        #expect(frame(solution, 1) == CGRect(x: 110, y: 0, width: 100, height: 60))
        #expect(solution.cell(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
        #expect(frame(solution, 2) == CGRect(x: 0, y: 300, width: 100, height: 120))
        #expect(frame(solution, 3) == CGRect(x: 110, y: 300, width: 100, height: 60))
        #expect(solution.collectionViewContentSize.height == 600)
    }

    @Test func theWaterfallExampleStacksItemsInTheShorterColumn() throws {
        let solution = try solveExample("waterfall.yaml")
        // Columns (390 − 40 − 10) / 2 = 170 wide at x = 20 and 200; heights cycle 120 180 90 150 110 200 80.
        // Column bottoms after each item (left/right): 120/0, 120/180, 220/180, 220/340, 340/340,
        // 550/340 (a tie goes left), 550/430, 550/560, 740/560, 740/660, 740/820, 860/820, 860/1030, 950/1030.
        #expect(frame(solution, 0) == CGRect(x: 20, y: 0, width: 170, height: 120))
        #expect(frame(solution, 5) == CGRect(x: 20, y: 350, width: 170, height: 200))
        #expect(frame(solution, 12) == CGRect(x: 200, y: 830, width: 170, height: 200))
        #expect(frame(solution, 13) == CGRect(x: 20, y: 870, width: 170, height: 80))
        // The estimated group height becomes the taller column: 1030.
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 1030))
    }

    @Test func aWaterfallSectionWithNoItemsIsEmpty() throws {
        let solution = try read("""
            sections:
              - items: 2
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 50}, subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]}}
              - items: 0
                group: {custom: {layoutSize: {width: .fractionalWidth(1), height: .estimated(100)}, waterfall: {columns: 2}}}
            """).solve()
        // No items, so no group is laid out and the provider is never asked: the content ends after 2 · 50.
        #expect(solution.cells(inSection: 1).isEmpty)
        #expect(solution.collectionViewContentSize.height == 100)
    }

    // MARK: - Measured cells

    @Test func measuredCellsSetTheirEstimatedGroupsHeights() throws {
        let solution = try read("""
            sections:
              - items: [{label: A, size: {height: 60}}, {label: B, size: {height: 120}}, {label: C, size: {height: 80}}]
                contentInsets: 10
                interGroupSpacing: 10
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .estimated(100)}
                    subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .estimated(100)}}}
                    count: 1
            """).solve()
        // Apple's news feed (semantics §8.2 L): y_k = 10 + Σ_{j<k} (h_j + 10).
        #expect(frame(solution, 0) == CGRect(x: 10, y: 10, width: 370, height: 60))
        #expect(frame(solution, 1) == CGRect(x: 10, y: 80, width: 370, height: 120))
        #expect(frame(solution, 2) == CGRect(x: 10, y: 210, width: 370, height: 80))
        // 210 + 80 + 10 = 300.
        #expect(solution.collectionViewContentSize.height == 300)
    }

    // MARK: - Orthogonal scrolling

    @Test func rankColumnsPageSidewaysAGroupAtATime() throws {
        let solution = try solveExample("rank-group-paging.yaml")
        // Items (307 − 2·3.5) / 3 = 100 tall at y = 0, 103.5, 207; columns 213 + 10 = 223 apart from x = 16.
        #expect(frame(solution, 1) == CGRect(x: 16, y: 103.5, width: 213, height: 100))
        #expect(frame(solution, 2) == CGRect(x: 16, y: 207, width: 213, height: 100))
        #expect(frame(solution, 3) == CGRect(x: 239, y: 0, width: 213, height: 100))
        #expect(frame(solution, 11) == CGRect(x: 685, y: 207, width: 213, height: 100))
        // The section is one band, as tall as a column.
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 307))
    }

    @Test func groupPagingGroupsAreAFractionOfTheContainer() throws {
        let solution = try solveExample("orthogonal-group-paging.yaml")
        // Groups 0.9 · 390 = 351 wide (section insets pad the scroller, they do not shrink groups), 300 tall,
        // from x = 10, 351 + 10 = 361 apart.
        #expect(frame(solution, 0) == CGRect(x: 10, y: 0, width: 351, height: 300))
        #expect(frame(solution, 1) == CGRect(x: 371, y: 0, width: 351, height: 300))
        #expect(frame(solution, 14) == CGRect(x: 5064, y: 0, width: 351, height: 300))
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 300))
    }

    @Test func withoutOrthogonalScrollingTheSameGroupsStackDown() throws {
        let solution = try solveExample("orthogonal-none.yaml")
        // Groups 0.9 · (390 − 20) = 333 wide, 300 tall, 10 apart down the page.
        #expect(frame(solution, 0) == CGRect(x: 10, y: 0, width: 333, height: 300))
        #expect(frame(solution, 1) == CGRect(x: 10, y: 310, width: 333, height: 300))
        // 15 · 300 + 14 · 10 = 4640.
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 4640))
    }

    @Test func groupPagingCenteredRestsWithTheFirstGroupCentred() throws {
        let solution = try solveExample("orthogonal-group-paging-centered.yaml")
        // Groups 351 wide, centred: the first starts (390 − 351) / 2 = 19.5 in; cells lose 5 on each side.
        #expect(frame(solution, 0) == CGRect(x: 24.5, y: 0, width: 341, height: 300))
        #expect(frame(solution, 1) == CGRect(x: 375.5, y: 0, width: 341, height: 300))
    }

    @Test func squareGroupsTakeTheirWidthFromTheHeight() throws {
        let solution = try solveExample("orthogonal-continuous-group-leading-boundary.yaml")
        // Group .fractionalHeight(1) × .fractionalHeight(1) = 300 × 300; the item .fractionalWidth(1) both ways.
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(frame(solution, 1) == CGRect(x: 310, y: 0, width: 300, height: 300))
    }

    @Test func pagingAndContinuousGroupsFillTheView() throws {
        let continuous = try solveExample("orthogonal-continuous.yaml")
        #expect(frame(continuous, 1) == CGRect(x: 390, y: 0, width: 390, height: 300))
        let paging = try solveExample("orthogonal-paging.yaml")
        // 10 points between 390-wide groups.
        #expect(frame(paging, 1) == CGRect(x: 400, y: 0, width: 390, height: 300))
        #expect(paging.collectionViewContentSize == CGSize(width: 390, height: 300))
    }

    // MARK: - Seed 001

    @Test func seedOnesPageStacksFourSectionsBetweenTheLayoutsHeaderAndFooter() throws {
        let solution = try solveExample("seed-001-page.yaml")
        #expect(view(solution, "layout-header", section: nil)?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
        // rank: one 307-tall band from y = 60; cards at y = 60, 163.5, 267; columns 223 apart from x = 16.
        #expect(frame(solution, 0) == CGRect(x: 16, y: 60, width: 213, height: 100))
        #expect(frame(solution, 4) == CGRect(x: 239, y: 163.5, width: 213, height: 100))
        // vertical: from 60 + 307 + 12 = 379; columns (390 − 32 − 20) / 3 = 112.667 from x = 16; rows 110 apart.
        let column: CGFloat = 338.0 / 3.0
        #expect(close(frame(solution, 1, section: 1), CGRect(x: 26 + column, y: 379, width: column, height: 100)))
        #expect(close(frame(solution, 8, section: 1), CGRect(x: 36 + 2 * column, y: 599, width: column, height: 100)))
        // Its background spans the section: 3 · 100 + 2 · 10 = 320 tall.
        #expect(view(solution, "background", section: 1, category: .decorationView)?.frame
                == CGRect(x: 0, y: 379, width: 390, height: 320))
        // horizontal: from 699 + 12 = 711; header (16, 711, 358, 40); 98 × 100 cells from y = 751, 108 apart.
        #expect(view(solution, "UICollectionElementKindSectionHeader", section: 2)?.frame
                == CGRect(x: 16, y: 711, width: 358, height: 40))
        #expect(frame(solution, 1, section: 2) == CGRect(x: 124, y: 751, width: 98, height: 100))
        #expect(view(solution, "UICollectionElementKindSectionFooter", section: 2)?.frame
                == CGRect(x: 16, y: 851, width: 358, height: 40))
        // waterfall: from 891 + 12 = 903; heights 120 180 90 150 110 200 80 130 160 100 give column bottoms
        // 120/0, 120/180, 220/180, 220/340, 340/340, 550/340, 550/430, 550/570, 720/570, 720/680.
        #expect(frame(solution, 0, section: 3) == CGRect(x: 20, y: 903, width: 170, height: 120))
        #expect(frame(solution, 8, section: 3) == CGRect(x: 20, y: 903 + 560, width: 170, height: 160))
        #expect(frame(solution, 9, section: 3) == CGRect(x: 200, y: 903 + 580, width: 170, height: 100))
        // The waterfall is as tall as its taller column, 720: it ends at 1623, where the layout's footer starts.
        #expect(view(solution, "layout-footer", section: nil)?.frame == CGRect(x: 0, y: 1623, width: 390, height: 40))
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 1663))
    }
}
