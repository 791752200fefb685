import Foundation
import Testing
@testable import CompositionalLayout

/// `lint`: each rule is found in a layout that falls into its pitfall, and not in the one next to it.
@Suite struct LayoutLintTests {
    private func lint(_ section: NSCollectionLayoutSection, items: Int = 6,
                      direction: UITraitEnvironmentLayoutDirection = .leftToRight) throws -> [LayoutLintFinding] {
        try UICollectionViewCompositionalLayout(section: section)
            .lint(containerSize: CGSize(width: 390, height: 844), itemCounts: [items],
                  traitCollection: UITraitCollection(layoutDirection: direction))
    }

    private func row(_ subitems: [NSCollectionLayoutItem], height: CGFloat = 100) -> NSCollectionLayoutGroup {
        .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: subitems)
    }

    // MARK: LD101 fractions-overflow

    @Test func fractionsPastOneAreFound() throws {
        // 0.6 + 0.6 = 1.2 of the row: the second never fits beside the first.
        let group = row([item(.fractionalWidth(0.6), .fractionalHeight(1)), item(.fractionalWidth(0.6), .fractionalHeight(1))])
        let findings = try lint(NSCollectionLayoutSection(group: group))
        #expect(findings.map(\.rule) == [.fractionsOverflow])
        #expect(findings.first?.subject == ObjectIdentifier(group))
        #expect(findings.first?.location == LayoutLocation(section: 0, path: [.group]))
        #expect(findings.first?.message.contains("1.2 (0.6 + 0.6)") == true)
    }

    @Test func fractionsThatFitAndRepeatingCountsAreMeasuredToo() throws {
        // 0.5 + 0.5 = 1 fits exactly; a single 0.3 repeats three times (0.9): nothing to find.
        #expect(try lint(NSCollectionLayoutSection(group: row([item(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                              item(.fractionalWidth(0.5), .fractionalHeight(1))]))).isEmpty)
        #expect(try lint(NSCollectionLayoutSection(group: row([item(.fractionalWidth(0.3), .fractionalHeight(1))]))).isEmpty)
        // repeatingSubitem: 4 × 0.3 = 1.2.
        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                           repeatingSubitem: item(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                           count: 4)
        #expect(try lint(NSCollectionLayoutSection(group: repeating)).map(\.rule) == [.fractionsOverflow])
    }

    @Test func aVerticalGroupAddsItsHeights() throws {
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(300)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(0.7)), item(.fractionalWidth(1), .fractionalHeight(0.4))])
        #expect(try lint(NSCollectionLayoutSection(group: column)).map(\.rule) == [.fractionsOverflow])
        // Widths of a vertical group's subitems are not along its axis: 0.7 + 0.7 of the width is fine.
        let wide = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(300)),
            subitems: [item(.fractionalWidth(0.7), .fractionalHeight(0.5)), item(.fractionalWidth(0.7), .fractionalHeight(0.5))])
        #expect(try lint(NSCollectionLayoutSection(group: wide)).isEmpty)
    }

    // MARK: LD102 estimated-insets-ignored

    @Test func insetsOnAnEstimatedAxisAreFound() throws {
        let cell = item(.fractionalWidth(1), .estimated(44))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let findings = try lint(NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                                          subitems: [cell])))
        #expect(findings.map(\.rule) == [.estimatedInsetsIgnored])
        #expect(findings.first?.subject == ObjectIdentifier(cell))
        // Only the estimated axis's edges: top and bottom, not leading and trailing.
        #expect(findings.first?.message.contains("top 8, bottom 8 are ignored") == true)
    }

    @Test func insetsOnAFixedAxisAreNot() throws {
        let cell = item(.fractionalWidth(1), .estimated(44))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        #expect(try lint(NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                                   subitems: [cell]))).isEmpty)
    }

    // MARK: LD103 count-ignores-item-length

    @Test func anItemLengthThatTheCountOverridesIsFound() throws {
        // Three 120-pt items in a 307-pt column: each is (307 − 2 × 3.5) / 3 = 100, not 120.
        let cell = item(.fractionalWidth(1), .absolute(120))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.9), .absolute(307)),
                                                      subitem: cell, count: 3)
        column.interItemSpacing = .fixed(3.5)
        let findings = try lint(NSCollectionLayoutSection(group: column))
        #expect(findings.map(\.rule) == [.countIgnoresItemLength])
        #expect(findings.first?.location == LayoutLocation(section: 0, path: [.group, .subitem(0)]))
        #expect(findings.first?.subject == ObjectIdentifier(cell))
        #expect(findings.first?.message.contains("(it is 100)") == true)
        // Seed 001's rank column declares 100, which is what the count makes: nothing to find.
        let seeds = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.9), .absolute(307)),
                                                     subitem: item(.fractionalWidth(1), .absolute(100)), count: 3)
        seeds.interItemSpacing = .fixed(3.5)
        #expect(try lint(NSCollectionLayoutSection(group: seeds)).isEmpty)
    }

    @Test func fillingOrAThirdIsWhatTheCountDoesAnyway() throws {
        for width in [NSCollectionLayoutDimension.fractionalWidth(1), .fractionalWidth(0.33), .fractionalWidth(1.0 / 3)] {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                           subitem: item(width, .fractionalHeight(1)), count: 3)
            #expect(try lint(NSCollectionLayoutSection(group: group)).isEmpty, "\(width)")
        }
        let half = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                      subitem: item(.fractionalWidth(0.5), .fractionalHeight(1)), count: 3)
        #expect(try lint(NSCollectionLayoutSection(group: half)).map(\.rule) == [.countIgnoresItemLength])
    }

    // MARK: LD104 group-paging-peek

    @Test func groupPagingWithALeadingInsetWiderThanTheSpacingIsFound() throws {
        let section = NSCollectionLayoutSection(group: row([item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        let findings = try lint(section)
        #expect(findings.map(\.rule) == [.groupPagingPeek])
        // 16 − 10 = 6 pt of the previous group show.
        #expect(findings.first?.message.contains("the last 6 pt of the previous group") == true)
        #expect(findings.first?.subject == ObjectIdentifier(section))
    }

    @Test func enoughSpacingOrAnotherBehaviourIsNot() throws {
        for (behaviour, spacing) in [(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, CGFloat(16)),
                                     (.groupPagingCentered, 10), (.continuous, 10)] {
            let section = NSCollectionLayoutSection(group: row([item(.fractionalWidth(1), .fractionalHeight(1))]))
            section.orthogonalScrollingBehavior = behaviour
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            section.interGroupSpacing = spacing
            #expect(try lint(section).isEmpty, "\(behaviour) \(spacing)")
        }
    }

    // MARK: LD105 double-insets

    private enum Margins { case twice, once, fromZero }

    private func waterfall(_ margins: Margins) -> NSCollectionLayoutGroup {
        // Seed 001's waterfall: two columns 10 pt apart in a group with 20-pt insets at the sides.
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(200))) { environment in
            let container = environment.container
            let start: CGFloat, width: CGFloat
            switch margins {
            case .twice:   // the seed's own 20 pt, off a container that already lost the group's 20 + 20
                start = 20
                width = (container.effectiveContentSize.width - 40 - 10) / 2
            case .once:    // the container's insets, placed once
                start = container.contentInsets.leading
                width = (container.effectiveContentSize.width - 10) / 2
            case .fromZero:
                start = 0
                width = (container.effectiveContentSize.width - 10) / 2
            }
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: start, y: 0, width: width, height: 90)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: start + width + 10, y: 0, width: width, height: 120))]
        }
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return group
    }

    @Test func customFramesThatLeaveTheInsetsTwiceAreFound() throws {
        // 390 − 40 = 350 seen; columns (350 − 40 − 10) / 2 = 150 from x = 20: 310 of 390 used, 80 = 2 × 40 left.
        let group = waterfall(.twice)
        let findings = try lint(NSCollectionLayoutSection(group: group), items: 4)
        #expect(findings.map(\.rule) == [.doubleInsets])   // once, though the group repeats
        #expect(findings.first?.subject == ObjectIdentifier(group))
        #expect(findings.first?.message.contains("80 pt of its width, twice its contentInsets (leading 20, trailing 20)") == true)
        #expect(try lint(NSCollectionLayoutSection(group: waterfall(.twice)), items: 4,
                         direction: .rightToLeft).map(\.rule) == [.doubleInsets])
    }

    @Test func customFramesThatLeaveTheInsetsOnceAreNot() throws {
        // (350 − 10) / 2 = 170-wide columns leave 40 pt: the insets once, at the sides or all at the end.
        #expect(try lint(NSCollectionLayoutSection(group: waterfall(.once)), items: 4).isEmpty)
        #expect(try lint(NSCollectionLayoutSection(group: waterfall(.fromZero)), items: 4).isEmpty)
    }

    // MARK: LD106 spacing-overflow

    @Test func spacingThatPushesAFractionOutIsFound() throws {
        // 0.5 + 0.5 of 390 fits, but 195 + 10 + 195 = 400 > 390: 195 are left for 205, the second half stays empty.
        let second = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let group = row([item(.fractionalWidth(0.5), .fractionalHeight(1)), second])
        group.interItemSpacing = .fixed(10)
        let findings = try lint(NSCollectionLayoutSection(group: group))
        #expect(findings.map(\.rule) == [.spacingOverflow])
        #expect(findings.first?.subject == ObjectIdentifier(second))
        #expect(findings.first?.location == LayoutLocation(section: 0, path: [.group, .subitem(1)]))
        #expect(findings.first?.message.contains("subitem 1 needs 10 pt of spacing and 195 pt of width, but only 195 pt")
                == true, "\(findings)")
        // The solution says which subitem, and which part of the group it left empty.
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [4])
        let overflow = try #require(solution.groupOverflows.first)
        #expect(solution.groupOverflows.count == 4)   // one item a group
        #expect((overflow.section, overflow.path, overflow.subitem, overflow.placed) == (0, [], 1, 1))
        #expect(overflow.frame == CGRect(x: 195, y: 0, width: 195, height: 100))
        // Mirrored in a right-to-left layout: the empty half is on the left.
        let mirrored = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [4],
                   traitCollection: UITraitCollection(layoutDirection: .rightToLeft))
        #expect(mirrored.groupOverflows.first?.frame == CGRect(x: 0, y: 0, width: 195, height: 100))
    }

    @Test func aRowOfAbsoluteCellsThatWrapsIsNot() throws {
        // 3 × 100 + 2 × 10 = 320; a fourth would fit without the spacing (400 > 390 with it), but absolute
        // cells are meant to wrap.
        let group = row([item(.absolute(100), .fractionalHeight(1))])
        group.interItemSpacing = .fixed(10)
        #expect(try lint(NSCollectionLayoutSection(group: group)).isEmpty)
        // Fractions that do not fit even without spacing are LD101's, not this rule's.
        let wide = row([item(.fractionalWidth(0.6), .fractionalHeight(1)), item(.fractionalWidth(0.6), .fractionalHeight(1))])
        wide.interItemSpacing = .fixed(10)
        #expect(try lint(NSCollectionLayoutSection(group: wide)).map(\.rule) == [.fractionsOverflow])
    }

    @Test func rulesHaveStableCodesAndNames() {
        #expect(LayoutLintRule.allCases.map(\.code) == ["LD101", "LD102", "LD103", "LD104", "LD105", "LD106"])
        #expect(LayoutLintRule.allCases.map(\.rawValue) == ["fractions-overflow", "estimated-insets-ignored",
                                                             "count-ignores-item-length", "group-paging-peek",
                                                             "double-insets", "spacing-overflow"])
    }
}
