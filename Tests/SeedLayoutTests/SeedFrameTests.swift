import Foundation
import Testing
import CompositionalLayout

/// The seeds' tutorial layouts, solved as the tutorials ran them, checked against frames computed by hand.
/// Seed 003's collection view is 390 × 300 (an iPhone 12 width, a storyboard height of 300), with 15 items.
@Suite struct SeedFrameTests {
    private static let tutorialView = CGSize(width: 390, height: 300)

    private func solve(_ layout: UICollectionViewLayout, _ itemCounts: [Int] = [15],
                       size: CGSize = tutorialView, traits: UITraitCollection = UITraitCollection()) throws -> LayoutSolution {
        try layout.solve(containerSize: size, itemCounts: itemCounts, traitCollection: traits)
    }

    private func frame(_ solution: LayoutSolution, _ item: Int, section: Int = 0) -> CGRect {
        solution.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    // MARK: Seed 000

    @Test func basicList() throws {
        let solution = try solve(createBasicListLayout(), [94], size: CGSize(width: 390, height: 844))
        // One 44-tall full-width row per item: item 10 at 440; 94 × 44 = 4136.
        #expect(frame(solution, 10) == CGRect(x: 0, y: 440, width: 390, height: 44))
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 4136))
    }

    @Test func perSectionColumns() throws {
        let solution = try solve(createPerSectionLayout(), [3, 5], size: CGSize(width: 390, height: 844))
        // Section 0: 2 columns of 390 / 2 = 195, 2 rows (88). Section 1: 4 columns of 97.5 from y = 88.
        #expect(frame(solution, 2) == CGRect(x: 0, y: 44, width: 195, height: 44))
        #expect(frame(solution, 3, section: 1) == CGRect(x: 292.5, y: 88, width: 97.5, height: 44))
        #expect(frame(solution, 4, section: 1) == CGRect(x: 0, y: 132, width: 97.5, height: 44))
    }

    @Test func darkModeProviderSwitchesOnTheTraitCollection() throws {
        let size = CGSize(width: 390, height: 844)
        let light = try solve(createDarkModeLayout(), [2], size: size, traits: UITraitCollection(userInterfaceStyle: .light))
        let dark = try solve(createDarkModeLayout(), [2], size: size, traits: UITraitCollection(userInterfaceStyle: .dark))
        // Light: 44-tall rows, full width. Dark (this test's helper): 60-tall rows inset 16: 390 − 32 = 358.
        #expect(frame(light, 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(frame(dark, 1) == CGRect(x: 16, y: 60, width: 358, height: 60))
    }

    // MARK: Seed 003

    @Test func absoluteItemsInAnAbsoluteGroup() throws {
        let solution = try solve(AbsoluteViewController().generateLayout())
        // 3 × 100 = 300 ≤ 390 < 400: 3 per 150-tall group; item 4 in row 2. 15 / 3 = 5 rows × 150 = 750.
        #expect(frame(solution, 4) == CGRect(x: 100, y: 150, width: 100, height: 137))
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 750))
    }

    @Test func aGroupWiderThanTheViewScrollsSideways() throws {
        let solution = try solve(WideGroupViewController().generateLayout())
        // 6 × 100 = 600 ≤ 650 < 700: 6 per 145-tall group; 3 rows (15 / 6 → 3) × 145 = 435; content 600 wide.
        #expect(frame(solution, 5) == CGRect(x: 500, y: 0, width: 100, height: 137))
        #expect(frame(solution, 6) == CGRect(x: 0, y: 145, width: 100, height: 137))
        #expect(solution.collectionViewContentSize == CGSize(width: 600, height: 435))
    }

    @Test func verticalGroupsStackItemsDownward() throws {
        let solution = try solve(VerticalGroupViewController().generateLayout())
        // 2 × 80 = 160 ≤ 180 < 240: 2 per 180-tall group; 8 groups for 15 items → 1440.
        #expect(frame(solution, 1) == CGRect(x: 0, y: 80, width: 80, height: 80))
        #expect(frame(solution, 2) == CGRect(x: 0, y: 180, width: 80, height: 80))
        #expect(solution.collectionViewContentSize.height == 1440)
    }

    @Test func fractionalGridOfThree() throws {
        for controller in [FractionalGridViewController().generateLayout(),
                           KeepsLayoutOnRotationViewController().generateLayout(),
                           CountViewController().generateLayout()] {
            let solution = try solve(controller)
            // 390 / 3 = 130-square cells; item 4 is the middle of row 2; 5 rows × 130 = 650.
            #expect(close(frame(solution, 4), CGRect(x: 130, y: 130, width: 130, height: 130)))
            #expect(abs(solution.collectionViewContentSize.height - 650) < 1e-6)
        }
    }

    @Test func groupsHalfTheViewsHeight() throws {
        let solution = try solve(FractionalHalfHeightViewController().generateLayout())
        // 300 / 2 = 150-tall rows of 130-wide cells.
        #expect(close(frame(solution, 3), CGRect(x: 0, y: 150, width: 130, height: 150)))
    }

    @Test func aspectRatioItemsInAnEstimatedGroup() throws {
        let solution = try solve(AspectRatioEstimatedGroupViewController().generateLayout())
        // Items 390 / 3 = 130 wide and 390 × 2 / 3 = 260 tall; the estimated group fits them: rows 260 apart,
        // "exactly as tall as the item", as the tutorial says.
        #expect(close(frame(solution, 2), CGRect(x: 260, y: 0, width: 130, height: 260)))
        #expect(close(frame(solution, 3), CGRect(x: 0, y: 260, width: 130, height: 260)))
    }

    @Test func countWithEstimatedHeights() throws {
        let solution = try solve(CountEstimatedViewController().generateLayout())
        // count 3 forces 390 / 3 = 130-wide cells; heights are the estimate (100) until measured.
        #expect(close(frame(solution, 1), CGRect(x: 130, y: 0, width: 130, height: 100)))
    }

    @Test func interItemSpacingKeepsItemsSquare() throws {
        let solution = try solve(InterItemSpacingViewController().generateLayout())
        // 100 + 30 + 100 + 30 + 100 = 360 ≤ 390: x = 0, 130, 260, still 100 × 100.
        #expect(frame(solution, 2) == CGRect(x: 260, y: 0, width: 100, height: 100))
        #expect(frame(solution, 3) == CGRect(x: 0, y: 100, width: 100, height: 100))
    }

    @Test func contentInsetsShrinkTheCell() throws {
        let solution = try solve(ItemContentInsetsViewController().generateLayout())
        // Slots 100 wide at 0, 100, 200; the 30-point trailing inset leaves 70 × 100 cells.
        #expect(frame(solution, 1) == CGRect(x: 100, y: 0, width: 70, height: 100))
    }

    @Test func edgeSpacingKeepsTheCellSize() throws {
        let solution = try solve(EdgeSpacingViewController().generateLayout())
        // Trailing edge spacing 30: 100 × 100 cells at 0, 130, 260 (260 + 100 + 30 = 390 fits).
        #expect(frame(solution, 2) == CGRect(x: 260, y: 0, width: 100, height: 100))
    }

    @Test func paddingWithCountAndSpacing() throws {
        let solution = try solve(PaddingCountViewController().generateLayout())
        // Group 390 − 2 × 10 = 370; cells (370 − 2 × 10) / 3 = 116.667 at x = 10, 136.667, 263.333.
        // Rows 200 tall from y = 10, then 10 + 200 + 10 = 220. Content: 10 + 5 × 200 + 4 × 10 + 10 = 1060.
        let width: CGFloat = 350.0 / 3.0
        #expect(close(frame(solution, 2), CGRect(x: 10 + 2 * (width + 10), y: 10, width: width, height: 200)))
        #expect(close(frame(solution, 3), CGRect(x: 10, y: 220, width: width, height: 200)))
        #expect(abs(solution.collectionViewContentSize.height - 1060) < 1e-6)
    }

    @Test func paddingWithFractionsAndItemInsetsLandsOnTheSameCells() throws {
        let counted = try solve(PaddingCountViewController().generateLayout())
        let fractional = try solve(PaddingFractionalViewController().generateLayout())
        // Group 390 − 10 = 380; slots 126.667 wide at 0, 126.667, 253.333; a 10-point leading inset gives
        // cells 116.667 wide at 10, 136.667, 263.333: the same as with count and spacing (the tutorial's point).
        for item in 0..<15 {
            #expect(close(frame(fractional, item), frame(counted, item)))
        }
    }

    @Test func squareCellsFromAnEstimatedGroup() throws {
        let solution = try solve(SquareEstimatedGroupViewController().generateLayout())
        // Slots 380 / 3 = 126.667 square; cells lose the 10-point leading inset: 116.667 × 126.667 at y = 10.
        // The estimated rows fit the squares: row 2 at 10 + 126.667 + 10.
        #expect(close(frame(solution, 1), CGRect(x: 380.0 / 3 + 10, y: 10, width: 380.0 / 3 - 10, height: 380.0 / 3)))
        #expect(close(frame(solution, 3), CGRect(x: 10, y: 20 + 380.0 / 3, width: 380.0 / 3 - 10, height: 380.0 / 3)))
    }

    @Test func squareCellsFromCountAndEstimatedHeights() throws {
        let solution = try solve(SquareCountViewController().generateLayout())
        // (370 − 2 × 10) / 3 = 116.667 wide from x = 10; height is the estimate (100) until measured.
        #expect(close(frame(solution, 1), CGRect(x: 10 + 350.0 / 3 + 10, y: 10, width: 350.0 / 3, height: 100)))
    }

    @Test func horizontalScrollDirection() throws {
        let solution = try solve(HorizontalScrollDirectionViewController().generateLayout())
        // 100 × 300 cells, 2 per 250-wide group; groups at x = 0, 250, …; 8 groups → 2000 wide.
        #expect(frame(solution, 1) == CGRect(x: 100, y: 0, width: 100, height: 300))
        #expect(frame(solution, 2) == CGRect(x: 250, y: 0, width: 100, height: 300))
        #expect(solution.collectionViewContentSize == CGSize(width: 2000, height: 300))
    }
}
