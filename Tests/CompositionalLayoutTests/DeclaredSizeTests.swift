import Foundation
import Testing
@testable import CompositionalLayout

/// A solution carries what each cell and gap declared, beside what it resolved
/// to, so that a diagram can write both without redoing the layout.
@Suite struct DeclaredSizeTests {
    /// Three 100-wide items in a 370-wide row with `.flexible(8)` between them:
    /// 370 − 300 = 70 left over, 35 for each of the two gaps.
    static func flexibleRow(count: Int? = nil) throws -> LayoutSolution {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
        let group = count.map { NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: $0) }
            ?? NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .flexible(8)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        return try layout.solve(containerSize: CGSize(width: 370, height: 300), itemCounts: [3])
    }

    @Test func aCellCarriesItsDeclaredLayoutSize() throws {
        let cell = try #require(try Self.flexibleRow().elements.first)
        #expect(cell.layoutSize == NSCollectionLayoutSize(widthDimension: .absolute(100),
                                                          heightDimension: .fractionalHeight(1)))
        #expect(cell.slot.size == CGSize(width: 100, height: 80))
        #expect(cell.countSizedAxis == nil)
    }

    @Test func aFlexibleGapCarriesItsDeclaredMinimum() throws {
        let gaps = try Self.flexibleRow().sections[0].gaps.filter { $0.kind == .interItem }
        #expect(gaps.map(\.length) == [35, 35])
        #expect(gaps.allSatisfy { $0.declaredSpacing == .flexible(8) })
    }

    @Test func aFixedGapCarriesNoDeclaration() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solution = try layout.solve(containerSize: CGSize(width: 200, height: 400), itemCounts: [2])
        let gap = try #require(solution.sections[0].gaps.first { $0.kind == .interItem })
        #expect(gap.length == 10)
        #expect(gap.declaredSpacing == nil)
        // `subitem:count:` shares the row: (200 − 10) / 2 = 95 each, whatever the item declared.
        #expect(solution.elements.first?.countSizedAxis == .horizontal)
        #expect(solution.elements.first?.slot.width == 95)
    }

    /// The declarations take no room a solution of a million elements would feel.
    @Test func recordsKeepTheirSize() {
        #expect(MemoryLayout<SpacingGap>.stride == 40)
        #expect(MemoryLayout<ElementRecord>.stride == 88)
    }
}
