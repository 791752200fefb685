import Foundation
import Testing
@testable import CompositionalLayout

/// The bands a diagram draws for insets, as the solution gives them: a group's
/// inside its frame, an element's between its slot and its frame, a section's
/// reference insets between its frame and its `contentInsets`.
@Suite struct InsetBandTests {
    /// One 300 × 100 row of two items, the group inset 16 leading and 4 trailing, each item 10 leading.
    private func insetRow(direction: UITraitEnvironmentLayoutDirection) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)
        return try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 300, height: 400), itemCounts: [2],
                   traitCollection: UITraitCollection(layoutDirection: direction))
    }

    @Test func aGroupsBandsLieInsideItsFrameWithLeadingOnTheLeadingSide() throws {
        let ltr = try insetRow(direction: .leftToRight)
        let group = try #require(ltr.sections[0].groups.first)
        let bands = ltr.insetBands(of: group)
        #expect(bands.map(\.edge) == [.leading, .trailing])
        #expect(bands[0].frame == CGRect(x: 0, y: 0, width: 16, height: 100))
        #expect(bands[1].frame == CGRect(x: 296, y: 0, width: 4, height: 100))
        // Right to left, the 16-point leading band is on the right.
        let rtl = try insetRow(direction: .rightToLeft)
        let mirrored = rtl.insetBands(of: try #require(rtl.sections[0].groups.first))
        #expect(mirrored[0].edge == .leading)
        #expect(mirrored[0].frame == CGRect(x: 284, y: 0, width: 16, height: 100))
        #expect(mirrored[1].frame == CGRect(x: 0, y: 0, width: 4, height: 100))
    }

    @Test func anItemsBandIsBetweenItsSlotAndItsCell() throws {
        // Items (300 − 20) / 2 = 140 wide from x 16; the first cell starts 10 further in.
        let solution = try insetRow(direction: .leftToRight)
        let cell = try #require(solution.elements.first { $0.category == .cell })
        #expect(solution.insetBands(of: cell).map(\.frame) == [CGRect(x: 16, y: 0, width: 10, height: 100)])
        #expect(solution.insetBands(of: cell).map(\.value) == [10])
        let rtl = try insetRow(direction: .rightToLeft)
        let mirrored = try #require(rtl.elements.first { $0.category == .cell })
        #expect(rtl.insetBands(of: mirrored).map(\.frame) == [CGRect(x: 274, y: 0, width: 10, height: 100)])
    }

    @Test func insetsOnAnEstimatedAxisLeaveNoBand() throws {
        // UIKit ignores a header's top inset when its height is estimated; its side insets stay.
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: "header", alignment: .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 0, trailing: 12)
        let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        section.boundarySupplementaryItems = [header]
        let solution = try UICollectionViewCompositionalLayout(section: section)
            .solve(containerSize: CGSize(width: 300, height: 400), itemCounts: [1])
        let view = try #require(solution.elements.first { $0.elementKind == "header" })
        #expect(view.slot == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(solution.insetBands(of: view).map(\.edge) == [.leading, .trailing])
    }

    @Test func referenceBandsRunAcrossTheScrollAxisAlongTheWholeSection() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            subitems: [item])
        let safeArea = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 10, trailing: 40)
        let vertical = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 300, height: 400), itemCounts: [2], safeAreaInsets: safeArea)
        let section = vertical.sections[0]
        // Vertical scrolling: leading and trailing, as tall as the section (2 × 100).
        #expect(section.referenceBands.map(\.edge) == [.leading, .trailing])
        #expect(section.referenceBands.map(\.frame) == [CGRect(x: 0, y: 0, width: 30, height: 200),
                                                        CGRect(x: 260, y: 0, width: 40, height: 200)])
        #expect(section.contentInsetsReference == .safeArea)
        // Horizontal scrolling: top and bottom, as wide as the section.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let horizontal = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group),
                                                                 configuration: configuration)
            .solve(containerSize: CGSize(width: 300, height: 400), itemCounts: [2], safeAreaInsets: safeArea)
        let across = horizontal.sections[0].referenceBands
        #expect(across.map(\.edge) == [.top, .bottom])
        #expect(across.map(\.frame.height) == [20, 10])
        #expect(across.allSatisfy { $0.frame.width == horizontal.sections[0].frame.width })
    }
}
