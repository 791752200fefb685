import Foundation
import Testing
@testable import CompositionalLayout

/// §2: how a group fills its slots.
@Suite struct GroupPackingTests {
    private func row(_ subitems: [NSCollectionLayoutItem], width: NSCollectionLayoutDimension = .fractionalWidth(1),
                     height: CGFloat = 100, spacing: NSCollectionLayoutSpacing? = nil) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(width, .absolute(height)), subitems: subitems)
        group.interItemSpacing = spacing
        return group
    }

    @Test func subitemsRepeatWhileTheNextOneFits() throws {
        // 003 "absolute": 100-wide items in a 390-wide group: 3 × 100 = 300 fits, 400 does not.
        let group = row([item(.absolute(100), .absolute(137))], width: .absolute(390), height: 150)
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 4)
        #expect(frame(solution, 2) == CGRect(x: 200, y: 0, width: 100, height: 137))
        #expect(frame(solution, 3) == CGRect(x: 0, y: 150, width: 100, height: 137))
    }

    @Test func subitemsCycleInOrder() throws {
        // [A(0.3), B(0.3)] gives A, B, A: 3 × 117 = 351 ≤ 390; a 4th would need 468.
        let a = item(.fractionalWidth(0.3), .fractionalHeight(1))
        let b = item(.fractionalWidth(0.3), .fractionalHeight(0.5))
        let solution = try solve(NSCollectionLayoutSection(group: row([a, b])), items: 4)
        #expect(frame(solution, 1) == CGRect(x: 117, y: 0, width: 117, height: 50))
        #expect(frame(solution, 2) == CGRect(x: 234, y: 0, width: 117, height: 100))
        #expect(frame(solution, 3).minY == 100)
    }

    @Test func fixedSpacingCountsTowardTheFit() throws {
        // 0.2-wide items with .fixed(10) in 375: x = 0, 85, 170, 255; the fifth would end at 340 + 75 = 415.
        let group = row([item(.fractionalWidth(0.2), .fractionalHeight(1))], spacing: .fixed(10))
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 5, width: 375)
        #expect(frame(solution, 3) == CGRect(x: 255, y: 0, width: 75, height: 100))
        #expect(frame(solution, 4) == CGRect(x: 0, y: 100, width: 75, height: 100))
    }

    @Test func edgeSpacingCountsTowardTheFit() throws {
        // 003 "edgeSpacing": 100-wide items, trailing 30: ends at 130, 260, 390 ≤ 390, so 3 fit.
        let cell = item(.absolute(100), .absolute(100))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(0), top: .fixed(0),
                                                         trailing: .fixed(30), bottom: .fixed(0))
        let solution = try solve(NSCollectionLayoutSection(group: row([cell], width: .absolute(390))), items: 4)
        // Items keep their 100 × 100 size and start at 0, 130, 260.
        #expect(frame(solution, 1) == CGRect(x: 130, y: 0, width: 100, height: 100))
        #expect(frame(solution, 2) == CGRect(x: 260, y: 0, width: 100, height: 100))
        #expect(frame(solution, 3) == CGRect(x: 0, y: 100, width: 100, height: 100))
    }

    @Test func aSmallToleranceAbsorbsFloatingPointError() throws {
        // (1/3) × 390 is not exactly 130 in binary, so three slots may overshoot 390 by a rounding error.
        let group = row([item(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 4)
        // 390 / 3 = 130 each; the fourth starts a new row.
        #expect(close(frame(solution, 2), CGRect(x: 260, y: 0, width: 130, height: 100)))
        #expect(frame(solution, 3).minY == 100)
    }

    @Test func aSubitemBeyondTheToleranceDoesNotFit() throws {
        // Two items of 195.5 need 391 > 390 + 0.01: one per row.
        let group = row([item(.absolute(195.5), .fractionalHeight(1))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 2)
        #expect(frame(solution, 1) == CGRect(x: 0, y: 100, width: 195.5, height: 100))
    }

    @Test func subitemCountForcesEqualLengthsAndSubtractsSpacing() throws {
        // Apple TwoColumn: section insets 10 → group 355; (355 − 10) / 2 = 172.5.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
                                                       count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let solution = try solve(section, items: 5, width: 375)
        #expect(frame(solution, 1) == CGRect(x: 192.5, y: 0, width: 172.5, height: 44))
        #expect(frame(solution, 4) == CGRect(x: 10, y: 108, width: 172.5, height: 44))
        // 3 rows: 3 × 44 + 2 × 10 = 152.
        #expect(solution.collectionViewContentSize.height == 152)
    }

    @Test func subitemCountExcludesTheGroupsOwnContentInsets() throws {
        // 001's 3-column row: (390 − 16 − 16 − 2 × 10) / 3 = 338 / 3 = 112.667.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitem: item(.fractionalWidth(0.33), .estimated(100)),
                                                       count: 3)
        group.interItemSpacing = .fixed(10)
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3)
        let width: CGFloat = 338.0 / 3.0
        #expect(close(frame(solution, 0), CGRect(x: 16, y: 0, width: width, height: 100)))
        // 16 + 2 × (112.667 + 10) = 261.333.
        #expect(close(frame(solution, 2), CGRect(x: 16 + 2 * (width + 10), y: 0, width: width, height: 100)))
    }

    @Test func subitemCountIgnoresTheSubitemsOwnLengthButKeepsItsCrossDimension() throws {
        // Apple NestedGroups: count 2 in a vertical 324.8-tall group forces 162.4-tall slots;
        // the item's .fractionalHeight(0.3) is ignored, its .fractionalWidth(1) kept.
        let trailing = item(.fractionalWidth(1), .fractionalHeight(0.3))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(112.5), .absolute(324.8)),
                                                      subitem: trailing, count: 2)
        let solution = try solve(NSCollectionLayoutSection(group: column), items: 2, width: 375)
        #expect(close(frame(solution, 1), CGRect(x: 0, y: 162.4, width: 112.5, height: 162.4)))
    }

    @Test func repeatingSubitemCountKeepsTheSubitemsOwnSize() throws {
        // iOS 16 API: 0.3 × 324.8 = 97.44-tall copies, placed one after another.
        let trailing = item(.fractionalWidth(1), .fractionalHeight(0.3))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(112.5), .absolute(324.8)),
                                                      repeatingSubitem: trailing, count: 2)
        let solution = try solve(NSCollectionLayoutSection(group: column), items: 2, width: 375)
        #expect(close(frame(solution, 1), CGRect(x: 0, y: 97.44, width: 112.5, height: 97.44)))
    }

    @Test func repeatingSubitemCountMayOverflowTheGroup() throws {
        // 4 × 100 = 400 in a 390-wide group: the caller's responsibility, so all 4 are placed in one row.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(390), .absolute(50)),
                                                       repeatingSubitem: item(.absolute(100), .absolute(50)), count: 4)
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 4)
        #expect(frame(solution, 3) == CGRect(x: 300, y: 0, width: 100, height: 50))
        #expect(solution.collectionViewContentSize.height == 50)
    }

    @Test func flexibleSpacingSharesLeftoverSpaceBetweenGaps() throws {
        // 3 × 100 in 390 with .flexible(0): leftover 90 over 2 gaps = 45 each → x = 0, 145, 290.
        let group = row([item(.absolute(100), .absolute(100))], spacing: .flexible(0))
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3)
        #expect(frame(solution, 1).minX == 145)
        #expect(frame(solution, 2).minX == 290)
    }

    @Test func flexibleSpacingUsesItsMinimumForTheFit() throws {
        // .flexible(50): 100 + 50 + 100 + 50 + 100 = 400 > 390, so only 2 fit; leftover 390 − 250 = 140
        // goes to the one gap: 50 + 140 = 190 → second item at 290.
        let group = row([item(.absolute(100), .absolute(100))], spacing: .flexible(50))
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3)
        #expect(frame(solution, 1).minX == 290)
        #expect(frame(solution, 2).minY == 100)
    }

    @Test func flexibleEdgeSpacingSharesLeftoverSpaceAmongFlexibleEdges() throws {
        // Two 150-wide items with leading .flexible(0) in 390: leftover 390 − 300 = 90 over 2 flexible
        // edges = 45 each → x = 45 and 45 + 150 + 45 = 240.
        let cell = item(.absolute(150), .absolute(100))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let solution = try solve(NSCollectionLayoutSection(group: row([cell], width: .absolute(390))), items: 2)
        #expect(frame(solution, 0) == CGRect(x: 45, y: 0, width: 150, height: 100))
        #expect(frame(solution, 1) == CGRect(x: 240, y: 0, width: 150, height: 100))
    }

    @Test func aFlexibleLeadingEdgePushesASingleItemToTheEnd() throws {
        // One 250-wide item (a second would need 500) with leading .flexible(0): all 140 left goes before it.
        let cell = item(.absolute(250), .absolute(100))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let solution = try solve(NSCollectionLayoutSection(group: row([cell], width: .absolute(390))), items: 1)
        #expect(frame(solution, 0) == CGRect(x: 140, y: 0, width: 250, height: 100))
    }

    @Test func flexibleTopAndBottomCentreAnItemAcrossTheGroup() throws {
        // A 40-tall item in a 100-tall row: (100 − 40) / 2 = 30 from the top.
        let cell = item(.absolute(100), .absolute(40))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil,
                                                         bottom: .flexible(0))
        let solution = try solve(NSCollectionLayoutSection(group: row([cell])), items: 1)
        #expect(frame(solution, 0) == CGRect(x: 0, y: 30, width: 100, height: 40))
    }

    @Test func fixedTopEdgeSpacingIsNotCumulative() throws {
        // Each item sits 10 below the row's top, not 10, 20, 30 (an IBP bug).
        let cell = item(.absolute(100), .absolute(40))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(10), trailing: nil, bottom: nil)
        let solution = try solve(NSCollectionLayoutSection(group: row([cell])), items: 3)
        #expect([0, 1, 2].map { frame(solution, $0).minY } == [10, 10, 10])
    }

    @Test func itemContentInsetsShrinkTheCellInsideItsSlot() throws {
        // 003: trailing inset 30 turns a 100 × 100 slot into a 70 × 100 cell; the next slot still starts at 100.
        let cell = item(.absolute(100), .absolute(100))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 30)
        let solution = try solve(NSCollectionLayoutSection(group: row([cell], width: .absolute(390))), items: 2)
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 70, height: 100))
        #expect(frame(solution, 1) == CGRect(x: 100, y: 0, width: 70, height: 100))
        #expect(solution.cell(at: IndexPath(item: 1, section: 0))?.slot == CGRect(x: 100, y: 0, width: 100, height: 100))
    }

    @Test func itemContentInsetsAreIgnoredOnAnEstimatedAxis() throws {
        // Height is estimated, so only the leading/trailing insets of 5 apply: 130 − 10 = 120 wide, 100 tall.
        let cell = item(.fractionalWidth(1.0 / 3.0), .estimated(100))
        cell.contentInsets = insets(5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)),
                                                       subitems: [cell])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 1)
        #expect(close(frame(solution, 0), CGRect(x: 5, y: 0, width: 120, height: 100)))
    }

    @Test func nestedGroupsResolveAgainstTheirParentAndConsumeItemsInOrder() throws {
        // Apple NestedGroups at 375 × 812: group 375 × 0.4 × 812 = 324.8; leading slot 0.7 × 375 = 262.5;
        // trailing column 0.3 × 375 = 112.5 with two 162.4-tall slots; all items inset by 10.
        let group = nestedGroupsSample(width: .fractionalWidth(1))
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 4, width: 375, height: 812)
        #expect(close(frame(solution, 0), CGRect(x: 10, y: 10, width: 242.5, height: 304.8)))
        #expect(close(frame(solution, 1), CGRect(x: 272.5, y: 10, width: 92.5, height: 142.4)))
        #expect(close(frame(solution, 2), CGRect(x: 272.5, y: 172.4, width: 92.5, height: 142.4)))
        #expect(close(frame(solution, 3), CGRect(x: 10, y: 334.8, width: 242.5, height: 304.8)))
    }

    @Test func fixedSpacingAppliesBetweenNestedGroups() throws {
        // A vertical group of two 40-tall rows with 8 between them: rows at y = 0 and 48 (IBP #163).
        let rowGroup = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                          subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(88)),
                                                     subitems: [rowGroup])
        outer.interItemSpacing = .fixed(8)
        let solution = try solve(NSCollectionLayoutSection(group: outer), items: 4)
        #expect(frame(solution, 2) == CGRect(x: 0, y: 48, width: 195, height: 40))
        #expect(solution.sections[0].groups.count == 3)
    }

    @Test func verticalGroupsStackTheirItemsTopToBottom() throws {
        // 003 "vertical": 80-tall items in a 180-tall vertical group: 2 fit (160), a 3rd would need 240.
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(390), .absolute(180)),
                                                     subitems: [item(.absolute(80), .absolute(80))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3)
        #expect(frame(solution, 1) == CGRect(x: 0, y: 80, width: 80, height: 80))
        #expect(frame(solution, 2) == CGRect(x: 0, y: 180, width: 80, height: 80))
    }

    @Test func groupContentInsetsBoundTheFitOnTheTrailingSide() throws {
        // Inner width 390 − 40 = 350 holds 3 × 100 but not 4 (IBP #152 measured against the outer edge).
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item(.absolute(100), .fractionalHeight(1))])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 4)
        #expect(frame(solution, 2).minX == 220)
        #expect(frame(solution, 3) == CGRect(x: 20, y: 100, width: 100, height: 100))
    }
}

/// Deep nesting must stay linear: each nested layout is computed once, not once per candidate.
@Suite struct DeepNestingTests {
    @Test(.timeLimit(.minutes(1)))
    func thirtyTwoNestedEstimatedGroupsSolveQuickly() throws {
        var child: NSCollectionLayoutItem = item(.fractionalWidth(1), .absolute(10))
        for _ in 0..<31 {
            child = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(10)),
                                                     subitems: [child])
        }
        let solution = try solve(NSCollectionLayoutSection(group: child as! NSCollectionLayoutGroup), items: 2)
        // Every level holds one 10-point row and is estimated, so each takes its child's 10: rows 10 apart.
        #expect(frame(solution, 1) == CGRect(x: 0, y: 10, width: 390, height: 10))
        #expect(solution.sections[0].groups.count == 62)
    }
}

/// `subitem:count:` and the container its subitem resolves against (corpus: the count cases).
@Suite struct ForcedCountContainerTests {
    /// A full-width row of 4 forced slots, 16 apart, with a 20-pt trailing inset; each item's height
    /// is `.fractionalWidth(1/4)` (corpus fabernovel supplementary-item).
    private func fourSlotRow() -> NSCollectionLayoutGroup {
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)),
                                                     subitem: item(.fractionalWidth(1), .fractionalWidth(1.0 / 4)),
                                                     count: 4)
        row.interItemSpacing = .fixed(16)
        row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
        return row
    }

    @Test func theSubitemsFractionsSeeTheInnerLengthLessTheSpacing() throws {
        // A 375-pt group with a trailing inset of 20, 4 slots, 16-pt spacing. Inner: 375 − 20 = 355;
        // less 3 × 16 = 307. Each slot: 307 / 4 = 76.75 wide; the item's height, .fractionalWidth(1/4),
        // is also ¼ × 307 = 76.75 (not ¼ × 355 = 88.75).
        let row = fourSlotRow()
        let solution = try solve(NSCollectionLayoutSection(group: row), items: 4, width: 375)
        // x = 0, 76.75 + 16 = 92.75, 185.5, 278.25.
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 76.75, height: 76.75))
        #expect(frame(solution, 3) == CGRect(x: 278.25, y: 0, width: 76.75, height: 76.75))
        // The older rule: the height is ¼ × 355 = 88.75.
        var rules = LayoutRules.uikit
        rules.forcedCountContainer = .inner
        let older = try solve(NSCollectionLayoutSection(group: row), items: 4, width: 375, rules: rules)
        #expect(frame(older, 0).height == 88.75)
    }

    @Test func atThreeTimesTheLengthsAreFlooredToThePixelGrid() throws {
        // The same group at displayScale 3: 76.75 × 3 = 230.25 → 230 px = 76.6667 pt for both sides, and
        // the slots stack the floored lengths: x = 0, 76.6667 + 16 = 92.6667, 185.3333, 278.
        let row = fourSlotRow()
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
            .solve(containerSize: CGSize(width: 375, height: 812), itemCounts: [4],
                   traitCollection: UITraitCollection(displayScale: 3))
        let third = CGFloat(230) / 3
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: third, height: third))
        #expect(abs(frame(solution, 3).minX - (3 * third + 48)) < 1e-9)
    }
}

/// UIKit floors resolved lengths to the display's pixel grid (corpus: every 3× case with a fraction).
@Suite struct PixelSnappingTests {
    private func columns(_ fraction: CGFloat, scale: CGFloat, rules: LayoutRules = .uikit) throws -> LayoutSolution {
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     subitems: [item(.fractionalWidth(fraction), .fractionalHeight(1))])
        return try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
            .solve(containerSize: CGSize(width: 393, height: 852), itemCounts: [4],
                   traitCollection: UITraitCollection(displayScale: scale), rules: rules)
    }

    @Test func lengthsAreFlooredToThirdsAt3x() throws {
        // 0.25 × 393 = 98.25 → ⌊294.75⌋ / 3 = 98; the columns stack at 0, 98, 196, 294.
        let solution = try columns(0.25, scale: 3)
        #expect(frame(solution, 1) == CGRect(x: 98, y: 0, width: 98, height: 50))
        #expect(frame(solution, 3).minX == 294)
    }

    @Test func lengthsAreFlooredToHalvesAt2xAndExactWithoutAScale() throws {
        // 0.25 × 393 = 98.25 → ⌊196.5⌋ / 2 = 98 at 2×; exactly 98.25 without a display scale.
        #expect(frame(try columns(0.25, scale: 2), 1).width == 98)
        #expect(frame(try columns(0.25, scale: 0), 1) == CGRect(x: 98.25, y: 0, width: 98.25, height: 50))
        // 0.2 × 393 = 78.6 → ⌊235.8⌋ / 3 = 78.3333 at 3×.
        #expect(frame(try columns(0.2, scale: 3), 1).width == CGFloat(235) / 3)
    }

    @Test func aThirdJustBelowAPixelIsFlooredWithoutTolerance() throws {
        // UIKit on iOS 18 at 3× (corpus ibrahimdemirci-sections/scrolled-mosaic-430.ios18): columns of
        // .fractionalWidth(1/3) in 430 pt start at 1, 144 and 287 pt (inside 1-pt insets), so each is 143.0 wide.
        // In floating point 430 × (1/3) = 143.33333333333331 = 429.99999999999994 px, floored to 429 px = 143.0.
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
            .solve(containerSize: CGSize(width: 430, height: 932), itemCounts: [3],
                   traitCollection: UITraitCollection(displayScale: 3))
        #expect(frame(solution, 1) == CGRect(x: 143, y: 0, width: 143, height: 50))
        #expect(frame(solution, 2).minX == 286)
    }

    @Test func snappingCanBeSwitchedOff() throws {
        var rules = LayoutRules.uikit
        rules.pixelSnapping = .none
        #expect(frame(try columns(0.25, scale: 3, rules: rules), 1).width == 98.25)
    }

    @Test func iOS14RoundsEachFramesOriginAndSizeToTheNearestPixel() throws {
        // Exact: x = 98.25, 196.5, 294.75, each 98.25 wide. At 3×: 98.25 → 294.75 px → 295 → 98.3333;
        // 196.5 → 589.5 px → 590 → 196.6667; 294.75 → 884.25 px → 884 → 294.6667.
        let solution = try columns(0.25, scale: 3, rules: .ios14)
        let third = { (pixels: CGFloat) in pixels / 3 }
        #expect(frame(solution, 1) == CGRect(x: third(295), y: 0, width: third(295), height: 50))
        #expect(frame(solution, 2).minX == third(590))
        #expect(frame(solution, 3).minX == third(884))
    }
}
