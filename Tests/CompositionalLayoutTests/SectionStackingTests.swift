import Foundation
import Testing
@testable import CompositionalLayout

/// §3: a section repeats its group along the scroll axis.
@Suite struct SectionStackingTests {
    private func listSection(height: CGFloat = 44) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    }

    @Test func aListStacksOneGroupPerItem() throws {
        // Apple List: 94 rows of 44 → 44 × 94 = 4136 tall, as wide as the container.
        let solution = try solve(listSection(), items: 94, width: 375)
        #expect(frame(solution, 93) == CGRect(x: 0, y: 44 * 93, width: 375, height: 44))
        #expect(solution.collectionViewContentSize == CGSize(width: 375, height: 4136))
    }

    @Test func interGroupSpacingSitsBetweenGroupsButNotAfterTheLast() throws {
        // 3 rows with 5 between: 44 + 5 + 44 + 5 + 44 = 142.
        let section = listSection()
        section.interGroupSpacing = 5
        let solution = try solve(section, items: 3)
        #expect(frame(solution, 2).minY == 98)
        #expect(solution.collectionViewContentSize.height == 142)
        #expect(solution.sections[0].gaps.filter { $0.kind == .interGroup }.map(\.rect)
                == [CGRect(x: 0, y: 44, width: 390, height: 5), CGRect(x: 0, y: 93, width: 390, height: 5)])
    }

    @Test func sectionInsetsSurroundTheGroups() throws {
        // Apple SectionDecoration: insets 10, spacing 5, 5 rows: 10 + 5 × 44 + 4 × 5 + 10 = 260.
        let section = listSection()
        section.interGroupSpacing = 5
        section.contentInsets = insets(10)
        let solution = try solve(section, items: 5, width: 375)
        #expect(frame(solution, 4) == CGRect(x: 10, y: 206, width: 355, height: 44))
        #expect(solution.sections[0].frame == CGRect(x: 0, y: 0, width: 375, height: 260))
        #expect(solution.sections[0].contentFrame == CGRect(x: 10, y: 10, width: 355, height: 240))
    }

    @Test func aPartialLastGroupFillsTheFirstSlotsAndKeepsItsSize() throws {
        // A vertical group of 2 rows (100 tall): 3 items → the second group holds only item 2 in its first slot.
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                      subitems: [item(.fractionalWidth(1), .absolute(50))])
        let solution = try solve(NSCollectionLayoutSection(group: column), items: 3)
        #expect(frame(solution, 2) == CGRect(x: 0, y: 100, width: 390, height: 50))
        // The partial group is still 100 tall: 2 × 100 = 200.
        #expect(solution.collectionViewContentSize.height == 200)
        #expect(solution.sections[0].groups.map(\.items) == [0..<2, 2..<3])
    }

    @Test func thePlacedItemsRuleEndsAPartialGroupAtItsLastItem() throws {
        // The IBP alternative: 100 + 50 = 150.
        var rules = LayoutRules.uikit
        rules.partialGroupExtent = .placedItems
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                      subitems: [item(.fractionalWidth(1), .absolute(50))])
        let solution = try solve(NSCollectionLayoutSection(group: column), items: 3, rules: rules)
        #expect(solution.collectionViewContentSize.height == 150)
    }

    @Test func anEmptySectionCollapsesOnIOS17AndKeepsItsInsetsLessTheGroupSpacingOnIOS14() throws {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 8, trailing: 0)
        section.interGroupSpacing = 6
        // iOS 17 (the default): the insets drop out, so the content is 0 tall.
        #expect(try solve(section, items: 0).collectionViewContentSize.height == 0)
        // iOS 14: 12 + 8 − 6 = 14.
        #expect(try solve(section, items: 0, rules: .ios14).collectionViewContentSize.height == 14)
        // The engine's rule before the corpus: 12 + 8 = 20.
        var rules = LayoutRules.uikit
        rules.emptySection = .keepsInsets
        #expect(try solve(section, items: 0, rules: rules).collectionViewContentSize.height == 20)
    }

    @Test func anEmptySectionStillHasInterSectionSpacingOnBothSides() throws {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 8, trailing: 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1, 0, 1])
        // Section 0: 12 + 44 + 8 = 64. Section 1 is empty: it starts and ends at 64 + 10 = 74.
        // Section 2 starts at 74 + 10 = 84, and its item at 84 + 12 = 96.
        #expect(solution.sections[1].frame.minY == 74)
        #expect(solution.sections[1].frame.height == 0)
        #expect(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 96)
    }

    @Test func nestedGroupInstancesAreRecordedWithTheirDepthAndItems() throws {
        let rowGroup = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                          subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(80)),
                                                     subitems: [rowGroup])
        let solution = try solve(NSCollectionLayoutSection(group: outer), items: 5)
        let groups = solution.sections[0].groups
        // Outer 0 holds items 0–3 in rows [0, 1] and [2, 3]; outer 1 holds item 4 in its first row.
        #expect(groups.map(\.depth) == [0, 1, 1, 0, 1])
        #expect(groups.map(\.items) == [0..<4, 0..<2, 2..<4, 4..<5, 4..<5])
        #expect(groups[4].frame == CGRect(x: 0, y: 80, width: 390, height: 40))
        #expect(groups[2].path == [1])
    }

    @Test func interItemGapsAreRecordedOnlyBetweenPlacedItems() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
                                                       count: 3)
        group.interItemSpacing = .fixed(15)
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 2)
        // (390 − 30) / 3 = 120: one gap from 120 to 135 between items 0 and 1; none before the empty third slot.
        #expect(solution.sections[0].gaps.map(\.rect) == [CGRect(x: 120, y: 0, width: 15, height: 50)])
    }
}
