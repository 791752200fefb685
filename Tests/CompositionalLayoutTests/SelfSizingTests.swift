import Foundation
import Testing
@testable import CompositionalLayout

/// §9: measured sizes replace estimates.
@Suite struct SelfSizingTests {
    private func heights(_ values: [CGFloat]) -> LayoutMeasurement {
        { element, proposed in
            guard element.category == .cell, let item = element.indexPath?.item, values.indices.contains(item) else {
                return nil
            }
            return CGSize(width: proposed.width, height: values[item])
        }
    }

    @Test func measuredRowsMoveEveryRowAfterThem() throws {
        // Apple's ConferenceNewsFeed: rows fw1 × est100 (count 1), insets 10, spacing 10; heights 50, 60, 70.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)),
                                                       subitem: item(.fractionalWidth(1), .estimated(100)), count: 1)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets(10)
        section.interGroupSpacing = 10
        let solution = try solve(section, items: 3, width: 375, measuredSize: heights([50, 60, 70]))
        // y = 10, 10 + 50 + 10 = 70, 70 + 60 + 10 = 140; width 375 − 20 = 355; end 140 + 70 + 10 = 220.
        #expect(frame(solution, 1) == CGRect(x: 10, y: 70, width: 355, height: 60))
        #expect(frame(solution, 2) == CGRect(x: 10, y: 140, width: 355, height: 70))
        #expect(solution.collectionViewContentSize.height == 220)
    }

    @Test func nilKeepsTheEstimate() throws {
        let solution = try solve(listSection(rowHeight: .estimated(44)), items: 2, measuredSize: { _, _ in nil })
        #expect(frame(solution, 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
    }

    @Test func onlyEstimatedAxesTakeTheMeasurement() throws {
        let solution = try solve(listSection(rowHeight: .estimated(44)), items: 1,
                                 measuredSize: { _, _ in CGSize(width: 999, height: 80) })
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 390, height: 80))
    }

    @Test func anEstimatedRowIsAsTallAsItsTallestItem() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)),
                                                       subitems: [item(.fractionalWidth(1.0 / 3.0), .estimated(100))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 6,
                                 measuredSize: heights([40, 90, 60, 30, 30, 30]))
        // Row 1: max(40, 90, 60) = 90, so row 2 starts at 90; the items keep their own heights.
        #expect(close(frame(solution, 0), CGRect(x: 0, y: 0, width: 130, height: 40)))
        #expect(close(frame(solution, 3), CGRect(x: 0, y: 90, width: 130, height: 30)))
        #expect(solution.collectionViewContentSize.height == 120)
    }

    @Test func uniformSiblingsTakeTheTallestSiblingsHeight() throws {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(50)),
            subitems: [item(.fractionalWidth(1.0 / 3.0), .uniformAcrossSiblings(estimate: 50))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3, measuredSize: heights([40, 90, 60]))
        // All three become 90 tall.
        #expect([0, 1, 2].map { frame(solution, $0).height } == [90, 90, 90])
    }

    @Test func uniformOnTheOutermostGroupIsSectionWide() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 50)),
                                                       subitems: [item(.fractionalWidth(0.5), .estimated(50))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 4, measuredSize: heights([70, 40, 120, 30]))
        // Rows measure 70 and 120; both become 120: row 2 at 120, content 240.
        #expect(frame(solution, 2).minY == 120)
        #expect(solution.collectionViewContentSize.height == 240)
    }

    @Test func measuredWidthsDecideHowManyItemsFit() throws {
        // Chips 150 wide once measured: 2 × 150 = 300 ≤ 390 < 450, so the third wraps.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                       subitems: [item(.estimated(100), .absolute(40))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3,
                                 measuredSize: { _, proposed in CGSize(width: 150, height: proposed.height) })
        #expect(frame(solution, 1) == CGRect(x: 150, y: 0, width: 150, height: 40))
        #expect(frame(solution, 2) == CGRect(x: 0, y: 40, width: 150, height: 40))
    }

    @Test func laterSectionsMoveByMeasuredSizes() throws {
        let layout = UICollectionViewCompositionalLayout(section: listSection(rowHeight: .estimated(44)))
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2, 1]) { _, proposed in
            CGSize(width: proposed.width, height: 60)
        }
        // 2 × 60 = 120.
        #expect(frame(solution, 0, section: 1).minY == 120)
    }

    @Test func onlyExistingItemsAreMeasured() throws {
        var asked: [IndexPath] = []
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                       subitem: item(.fractionalWidth(1), .estimated(44)), count: 3)
        _ = try solve(NSCollectionLayoutSection(group: group), items: 2, measuredSize: { element, _ in
            if let indexPath = element.indexPath { asked.append(indexPath) }
            return nil
        })
        #expect(asked == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test func aMeasuredSizeMustBePositiveAndFinite() {
        expectLayoutError(.invalidDimension, containing: "the measured size") {
            _ = try solve(listSection(rowHeight: .estimated(44)), items: 1,
                          measuredSize: { _, _ in CGSize(width: 10, height: -1) })
        }
    }
}
