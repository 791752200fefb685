import Foundation
import Testing
@testable import CompositionalLayout

/// §5.1–5.2: supplementary items anchored to items and groups.
@Suite struct SupplementaryItemTests {
    private func badgeGrid() -> NSCollectionLayoutSection {
        // Apple's ItemBadgeSupplementaryViewController.
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        cell.contentInsets = insets(5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                                                       subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets(20)
        return section
    }

    @Test func aBadgeAnchorsToTheCellAfterItsContentInsets() throws {
        let solution = try solve(badgeGrid(), items: 5, width: 375)
        // Group 335 × 0.2 × 335 = 67; slot 83.75 × 67; cell inset 5 → (25, 25, 73.75, 57).
        #expect(frame(solution, 0) == CGRect(x: 25, y: 25, width: 73.75, height: 57))
        // [top, trailing] + (0.3, −0.3) × 20: x = 25 + 73.75 − 20 + 6 = 84.75, y = 25 − 6 = 19.
        let badges = supplementaries(solution, kind: "badge")
        #expect(badges.first?.frame == CGRect(x: 84.75, y: 19, width: 20, height: 20))
        // Item 4 is on row 2: cell y = 20 + 67 + 5 = 92, badge y = 86.
        #expect(badges.last?.frame == CGRect(x: 84.75, y: 86, width: 20, height: 20))
    }

    @Test func aBadgeTakesItsItemsIndexPathAndZIndexOne() throws {
        let solution = try solve(badgeGrid(), items: 3, width: 375)
        let badges = supplementaries(solution, kind: "badge")
        #expect(badges.map(\.item) == [0, 1, 2])
        #expect(badges.allSatisfy { $0.section == 0 && $0.zIndex == 1 })
    }

    private func anchored(_ anchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor? = nil,
                          size supplementarySize: NSCollectionLayoutSize) throws -> CGRect {
        let supplementary = NSCollectionLayoutSupplementaryItem(layoutSize: supplementarySize, elementKind: "s",
                                                                containerAnchor: anchor, itemAnchor: itemAnchor)
        let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)),
                                          supplementaryItems: [supplementary])
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(50)),
                                                                   subitems: [cell]))
        return supplementaries(try solve(section, items: 1), kind: "s").first?.frame ?? .null
    }

    @Test func anAbsoluteOffsetMovesByPoints() throws {
        // [bottom, leading] of a 100 × 50 cell, 10 × 10, offset (4, −4): x = 0 + 4, y = 50 − 10 − 4 = 36.
        let frame = try anchored(NSCollectionLayoutAnchor(edges: [.bottom, .leading],
                                                          absoluteOffset: CGPoint(x: 4, y: -4)),
                                 size: size(.absolute(10), .absolute(10)))
        #expect(frame == CGRect(x: 4, y: 36, width: 10, height: 10))
    }

    @Test func anItemAnchorPinsTheSupplementarysOtherCorner() throws {
        // Container [top, trailing] + (10, −10); item anchor [bottom, leading]: the 20-point square's
        // bottom-left corner meets the cell's top-right corner: x = 100 + 10, y = 0 − 20 − 10 = −30.
        let frame = try anchored(NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
                                 itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]),
                                 size: size(.absolute(20), .absolute(20)))
        #expect(frame == CGRect(x: 110, y: -30, width: 20, height: 20))
    }

    @Test func anAxisWithoutAnEdgeCentresTheSupplementary() throws {
        // [top] only: centred across: (100 − 20) / 2 = 40.
        let frame = try anchored(NSCollectionLayoutAnchor(edges: [.top]), size: size(.absolute(20), .absolute(10)))
        #expect(frame == CGRect(x: 40, y: 0, width: 20, height: 10))
    }

    @Test func fractionalSupplementarySizesResolveAgainstTheCell() throws {
        // Half of 100 × 50 = 50 × 25, at the bottom-trailing corner: (50, 25).
        let frame = try anchored(NSCollectionLayoutAnchor(edges: [.bottom, .trailing]),
                                 size: size(.fractionalWidth(0.5), .fractionalHeight(0.5)))
        #expect(frame == CGRect(x: 50, y: 25, width: 50, height: 25))
    }

    @Test func aGroupsSupplementaryAnchorsToTheGroupAndTakesTheGroupsOrdinal() throws {
        let underline = NSCollectionLayoutSupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(4)),
                                                            elementKind: "underline",
                                                            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.supplementaryItems = [underline]
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3)
        // One per group: 390 × 4 at the bottom, y = 50 − 4 = 46 and 100 − 4 = 96. The groups are the section's
        // 0th and 1st, so the items are 0 and 1 (the groups' first items, 0 and 2, under the older rule).
        let lines = supplementaries(solution, kind: "underline")
        #expect(lines.map(\.frame) == [CGRect(x: 0, y: 46, width: 390, height: 4), CGRect(x: 0, y: 96, width: 390, height: 4)])
        #expect(lines.map(\.item) == [0, 1])
        var rules = LayoutRules.uikit
        rules.groupSupplementaryIndex = .firstItem
        let older = try solve(NSCollectionLayoutSection(group: group), items: 3, rules: rules)
        #expect(supplementaries(older, kind: "underline").map(\.item) == [0, 2])
    }

    @Test func aGroupsSupplementaryAnchorsToTheGroupLessItsContentInsets() throws {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)),
                                                        elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 30)
        group.supplementaryItems = [badge]
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 2)
        // The inset frame is x 10 … 360, y 5 … 45: the badge's top-trailing corner at (360, 5), so x = 360 − 20 = 340.
        #expect(supplementaries(solution, kind: "badge").map(\.frame) == [CGRect(x: 340, y: 5, width: 20, height: 20)])
        // Anchored to the whole frame instead: x = 390 − 20 = 370, y = 0.
        var rules = LayoutRules.uikit
        rules.groupSupplementaryContainer = .frame
        let whole = try solve(NSCollectionLayoutSection(group: group), items: 2, rules: rules)
        #expect(supplementaries(whole, kind: "badge").map(\.frame) == [CGRect(x: 370, y: 0, width: 20, height: 20)])
    }

    @Test func supplementariesFollowTheCellsInElementOrder() throws {
        let solution = try solve(badgeGrid(), items: 2, width: 375)
        #expect(solution.elements.map(\.category) == [.cell, .cell, .supplementaryView, .supplementaryView])
    }

    @Test func anAnchorWithNoEdgesIsAnError() {
        let supplementary = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)),
                                                                elementKind: "s",
                                                                containerAnchor: NSCollectionLayoutAnchor(edges: []))
        let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)), supplementaryItems: [supplementary])
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(50), .absolute(50)),
                                                                   subitems: [cell]))
        expectLayoutError(.invalidValue, containing: "needs at least one edge") { _ = try solve(section, items: 1) }
    }
}

/// The reading of a group supplementary's anchor that the corpus cannot yet rule out.
@Suite struct GroupSupplementaryAnchoringTests {
    @Test func theWholeFrameWithoutTheFractionalOffsetIsTheOtherReading() throws {
        // A 20 × 60 item at the trailing edge with fractionalOffset (1, 0), on a 375-wide group whose trailing
        // inset is 20 (fabernovel supplementary-item). Inset frame: 355 − 20 + 1 × 20 = 355. Whole frame without the
        // offset: 375 − 20 = 355. The same x either way; a 10-pt inset separates them: 365 − 20 + 20 = 365 vs 355.
        let tab = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(60)), elementKind: "tab",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.supplementaryItems = [tab]
        var ignoring = LayoutRules.uikit
        ignoring.groupSupplementaryContainer = .frameIgnoringFractionalOffset
        for (inset, insetFrameX, ignoringX) in [(CGFloat(20), CGFloat(355), CGFloat(355)), (10, 365, 355)] {
            group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: inset)
            let section = NSCollectionLayoutSection(group: group)
            #expect(supplementaries(try solve(section, items: 2, width: 375), kind: "tab").first?.frame.minX
                == insetFrameX)
            #expect(supplementaries(try solve(section, items: 2, width: 375, rules: ignoring), kind: "tab").first?
                .frame.minX == ignoringX)
        }
    }
}
