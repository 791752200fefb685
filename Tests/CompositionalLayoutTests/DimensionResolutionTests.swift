import Foundation
import Testing
@testable import CompositionalLayout

/// §1: fractional dimensions resolve against the parent's size less the parent's contentInsets.
@Suite struct DimensionResolutionTests {
    @Test func fractionalWidthOfTheSectionIsTheContainerLessSectionInsets() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        let solution = try solve(section, items: 1)
        // 390 − 10 − 20 = 360 wide, starting after the leading inset.
        #expect(frame(solution, 0) == CGRect(x: 10, y: 0, width: 360, height: 44))
    }

    @Test func fractionalHeightOfASectionGroupIsOfTheWholeCollectionView() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 80, trailing: 0)
        let solution = try solve(section, items: 1, height: 300)
        // The section's top and bottom insets do not shrink it: 300 × 0.5 = 150 tall, below the 20-point top inset.
        #expect(frame(solution, 0) == CGRect(x: 0, y: 20, width: 390, height: 150))
        // The older rule: (300 − 20 − 80) × 0.5 = 100.
        var rules = LayoutRules.uikit
        rules.sectionGroupScrollReference = .sectionContent
        #expect(frame(try solve(section, items: 1, height: 300, rules: rules), 0)
            == CGRect(x: 0, y: 20, width: 390, height: 100))
    }

    @Test func anOrthogonalSectionsGroupStillSubtractsTheSectionsInsets() throws {
        // Corpus deluxealonso style-i (iOS 14, 390 × 719 under a navigation bar): an orthogonal section with
        // 5-pt top and bottom insets: 0.4 × (719 − 5 − 5) = 283.6.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.4)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        let solution = try solve(section, items: 1, height: 719)
        #expect(abs(frame(solution, 0).height - 283.6) < 1e-9)
    }

    @Test func fractionalHeightIgnoresTheSafeAreaAndBars() throws {
        // 844-pt view under a navigation bar: 125 pt of top content inset does not shrink the container:
        // 0.4 × 844 = 337.6.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1],
                   safeAreaInsets: NSDirectionalEdgeInsets(top: 125, leading: 0, bottom: 34, trailing: 0))
        #expect(frame(solution, 0).height == 337.6)
    }

    @Test func acrossTheScrollAxisTheSectionsInsetsStillShrinkTheContainer() throws {
        // fractionalWidth(0.5) in a 390-wide view with 20 + 30 side insets: (390 − 50) × 0.5 = 170.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.5), .absolute(10)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 30)
        #expect(frame(try solve(section, items: 1), 0) == CGRect(x: 20, y: 0, width: 170, height: 10))
    }

    @Test func eitherAxisMayReferToEitherContainerAxis() throws {
        // Apple's Grid sample: a row as tall as a fifth of the width.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                                                       subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 6, width: 375)
        // w = 0.2 × 375 = 75; item 5 starts row 2 at y = 75.
        #expect(frame(solution, 4) == CGRect(x: 300, y: 0, width: 75, height: 75))
        #expect(frame(solution, 5) == CGRect(x: 0, y: 75, width: 75, height: 75))
    }

    @Test func subitemFractionsResolveAgainstTheGroupLessItsContentInsets() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 10)
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 2)
        // Inner size (390 − 20 − 10) × (100 − 10 − 10) = 360 × 80; each item 180 × 80.
        #expect(frame(solution, 0) == CGRect(x: 20, y: 10, width: 180, height: 80))
        #expect(frame(solution, 1) == CGRect(x: 200, y: 10, width: 180, height: 80))
    }

    @Test func unmeasuredEstimatesResolveToTheirEstimateAndEstimatedGroupsFitTheirChildren() throws {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(100)),
            subitems: [item(.absolute(100), .uniformAcrossSiblings(estimate: 60))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 4)
        // Rows of 3 (4 × 100 > 390); items take their estimate, 60; the estimated row takes its tallest child, 60.
        #expect(frame(solution, 2) == CGRect(x: 200, y: 0, width: 100, height: 60))
        #expect(frame(solution, 3) == CGRect(x: 0, y: 60, width: 100, height: 60))
        #expect(solution.collectionViewContentSize == CGSize(width: 390, height: 120))
    }

    @Test func sectionProviderSeesTheContainerLessReferenceInsets() throws {
        var seen: [CGSize] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            seen.append(environment.container.effectiveContentSize)
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            return NSCollectionLayoutSection(group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(50)),
                subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: columns))
        }
        let safeArea = NSDirectionalEdgeInsets(top: 47, leading: 30, bottom: 34, trailing: 30)
        let narrow = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1],
                                      safeAreaInsets: safeArea)
        let wide = try layout.solve(containerSize: CGSize(width: 844, height: 390), itemCounts: [1])
        // Vertical scrolling removes only the leading and trailing safe area: 390 − 60 = 330 × 844.
        #expect(seen == [CGSize(width: 330, height: 844), CGSize(width: 844, height: 390)])
        // 2 columns of 330 / 2 = 165 from x = 30; 4 columns of 844 / 4 = 211.
        #expect(frame(narrow, 0) == CGRect(x: 30, y: 0, width: 165, height: 50))
        #expect(frame(wide, 0) == CGRect(x: 0, y: 0, width: 211, height: 50))
    }
}
