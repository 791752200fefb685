import Foundation
import Testing
@testable import CompositionalLayout

/// §2.6: custom groups.
@Suite struct CustomGroupTests {
    @Test func framesAreRelativeToTheGroupAndTakeOneIndexPathEach() throws {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(200))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 120)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 110, y: 40, width: 100, height: 80), zIndex: 2)]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0)
        let solution = try solve(section, items: 3)
        // Group 0 at (20, 10): item 1 at (130, 50); group 1 at y = 210: item 2 at (20, 210).
        #expect(frame(solution, 1) == CGRect(x: 130, y: 50, width: 100, height: 80))
        #expect(frame(solution, 2) == CGRect(x: 20, y: 210, width: 100, height: 120))
        #expect(solution.elements.map(\.zIndex) == [0, 2, 0])
        #expect(solution.sections[0].groups.map(\.kind) == [.custom, .custom])
    }

    @Test func theProviderSeesTheGroupAsItsContainer() throws {
        var seen: [LayoutContainer] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(0.5), .absolute(80))) { environment in
            seen.append(LayoutContainer(contentSize: environment.container.contentSize,
                                        contentInsets: environment.container.contentInsets))
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        }
        group.contentInsets = insets(4)
        _ = try solve(NSCollectionLayoutSection(group: group), items: 2)
        // 0.5 × 390 = 195 × 80, with the group's insets; called once for identical instances.
        #expect(seen == [LayoutContainer(contentSize: CGSize(width: 195, height: 80), contentInsets: insets(4))])
    }

    @Test func anEstimatedCustomGroupTakesTheBoundingBoxOfItsFrames() throws {
        // A two-column waterfall written as a provider: columns 185 wide, 10 apart; heights 120, 200, 90.
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .estimated(100))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 185, height: 120)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 195, y: 0, width: 185, height: 200)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 130, width: 185, height: 90))]
        }
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3)
        // The tallest column ends at 200 (the left one at 220): the group is 220 tall.
        #expect(solution.collectionViewContentSize.height == 220)
        #expect(solution.sections[0].groups.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 220))
    }

    @Test func framesThatAreNotFiniteOrEmptyAreErrors() {
        let bad = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))]
        }
        expectLayoutError(.invalidValue, containing: "frames must be finite") {
            _ = try solve(NSCollectionLayoutSection(group: bad), items: 1)
        }
        let empty = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in [] }
        expectLayoutError(.noRoom, containing: "returned no items") {
            _ = try solve(NSCollectionLayoutSection(group: empty), items: 1)
        }
    }

    @Test func customGroupsNestInsideOtherGroups() throws {
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 5, y: 5, width: 20, height: 20))]
        }
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                     subitems: [custom])
        let solution = try solve(NSCollectionLayoutSection(group: row), items: 2)
        // Two custom halves of 195: the second item at 195 + 5 = 200.
        #expect(frame(solution, 1) == CGRect(x: 200, y: 5, width: 20, height: 20))
    }
}
