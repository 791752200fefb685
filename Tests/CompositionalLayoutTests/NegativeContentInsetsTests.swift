import Foundation
import Testing
@testable import CompositionalLayout

/// §2: UIKit accepts negative `contentInsets`; the frame grows past the box it was given.
@Suite struct NegativeContentInsetsTests {
    @Test func aNegativeItemInsetGrowsTheCellPastItsSlot() throws {
        // A spreadsheet's sticky column: two 0.5 × 390 = 195-wide slots, 100 high; trailing −100
        // makes each cell 195 + 100 = 295 wide, reaching 100 into the next slot.
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: -100)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                                   subitems: [cell]))
        let solution = try solve(section, items: 2)
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 295, height: 100))
        #expect(frame(solution, 1) == CGRect(x: 195, y: 0, width: 295, height: 100))
        // Slots do not move: the content is still one 100-pt row long.
        #expect(solution.collectionViewContentSize.height == 100)
    }

    @Test func aNegativeGroupInsetWidensTheContainerOfItsSubitems() throws {
        // Group 390 × 100 with leading −10 and top −5: its inner rect is (−10, −5, 400, 105).
        // Items of 0.5 × 400 = 200 by 1 × 105 = 105 start at −10 and 190.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = NSDirectionalEdgeInsets(top: -5, leading: -10, bottom: 0, trailing: 0)
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 2)
        #expect(frame(solution, 0) == CGRect(x: -10, y: -5, width: 200, height: 105))
        #expect(frame(solution, 1) == CGRect(x: 190, y: -5, width: 200, height: 105))
    }

    @Test func aNegativeSectionInsetPullsItsGroupsOverThePreviousSection() throws {
        // Section 0: one 100-pt row at 0. Section 1 (top −50) starts at 100, its rows at 100 − 50 = 50.
        // Its leading 100 and trailing −100 keep the width at 390 − 100 + 100 = 390, shifted by 100.
        let pulled = listSection(rowHeight: .absolute(100))
        pulled.contentInsets = NSDirectionalEdgeInsets(top: -50, leading: 100, bottom: 0, trailing: -100)
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? listSection(rowHeight: .absolute(100)) : pulled }
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1, 2])
        #expect(frame(solution, 0, section: 0) == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(frame(solution, 0, section: 1) == CGRect(x: 100, y: 50, width: 390, height: 100))
        #expect(frame(solution, 1, section: 1) == CGRect(x: 100, y: 150, width: 390, height: 100))
        // The layout ends with section 1's last row: 150 + 100.
        #expect(solution.collectionViewContentSize.height == 250)
    }

    @Test func negativeDecorationAndBoundaryInsetsGrowTheirFrames() throws {
        // One 44-pt row under a 30-pt header: the section is (0, 0, 390, 74).
        let section = listSection()
        let header = boundary("header", .absolute(30), .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: -10, leading: 0, bottom: 0, trailing: 0)
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = insets(-10)
        section.decorationItems = [background]
        let solution = try solve(section, items: 1)
        // The header's band is 0…30; its top inset −10 lifts its top edge to −10: (0, −10, 390, 40).
        #expect(supplementaries(solution, kind: "header").map(\.frame) == [CGRect(x: 0, y: -10, width: 390, height: 40)])
        // The background is the section (0, 0, 390, 74) grown by 10 on every edge.
        #expect(solution.elements.filter { $0.category == .decorationView }.map(\.frame)
                == [CGRect(x: -10, y: -10, width: 410, height: 94)])
    }

    @Test func insetsThatAreNotFiniteOrBeyondTheLengthLimitAreStillErrors() {
        for bad in [-CGFloat.infinity, .nan, -2 * LayoutLimits.maxLength] {
            let cell = item(.fractionalWidth(1), .absolute(44))
            cell.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: bad, bottom: 0, trailing: 0)
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                       subitems: [cell]))
            expectLayoutError(.invalidValue, containing: "contentInsets must be finite") { _ = try solve(section, items: 1) }
        }
    }
}
