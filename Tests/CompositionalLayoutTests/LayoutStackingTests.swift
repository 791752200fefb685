import Foundation
import Testing
@testable import CompositionalLayout

/// §3.3 and §7: sections in a layout, the scroll direction and the reference insets.
@Suite struct LayoutStackingTests {
    private func rowSection(columns: Int, height: CGFloat = 44) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)),
                                                     subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
                                                     count: columns))
    }

    @Test func interSectionSpacingSitsBetweenSectionsButNotAfterTheLast() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(section: rowSection(columns: 2), configuration: configuration)
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [3, 2])
        // Section 0: 2 rows = 88; section 1 starts at 88 + 12 = 100 and ends at 144.
        #expect(frame(solution, 0, section: 1) == CGRect(x: 0, y: 100, width: 195, height: 44))
        #expect(solution.collectionViewContentSize.height == 144)
        #expect(solution.interSectionGaps.map(\.rect) == [CGRect(x: 0, y: 88, width: 390, height: 12)])
    }

    @Test func aSectionProviderBuildsEachSection() throws {
        // 000's createPerSectionLayout: 2 columns, then 4: 390 / 2 = 195, 390 / 4 = 97.5.
        let layout = UICollectionViewCompositionalLayout { index, _ in
            self.rowSection(columns: index == 0 ? 2 : 4)
        }
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2, 4])
        #expect(frame(solution, 1) == CGRect(x: 195, y: 0, width: 195, height: 44))
        #expect(frame(solution, 3, section: 1) == CGRect(x: 292.5, y: 44, width: 97.5, height: 44))
    }

    @Test func horizontalScrollingIsTheTransposeOfVertical() throws {
        // 003: items 100 × fh1 in groups 250 × fh1 of a 390 × 300 view: 2 items per group (300 > 250);
        // groups follow each other along x at 0, 250, 500.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(250), .fractionalHeight(1)),
                                                       subitems: [item(.absolute(100), .fractionalHeight(1))])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 5, width: 390, height: 300,
                                 configuration: configuration)
        #expect(frame(solution, 1) == CGRect(x: 100, y: 0, width: 100, height: 300))
        #expect(frame(solution, 2) == CGRect(x: 250, y: 0, width: 100, height: 300))
        #expect(frame(solution, 4) == CGRect(x: 500, y: 0, width: 100, height: 300))
        // Content: 3 groups × 250 = 750 wide, as tall as the container.
        #expect(solution.collectionViewContentSize == CGSize(width: 750, height: 300))
        #expect(solution.sections[0].frame == CGRect(x: 0, y: 0, width: 750, height: 300))
    }

    @Test func horizontalLayoutsStackSectionsAlongXWithSpacing() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group),
                                                         configuration: configuration)
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 300), itemCounts: [3, 1])
        // Section 0: 2 columns = 200 wide; section 1 at 200 + 20 = 220.
        #expect(frame(solution, 2) == CGRect(x: 100, y: 0, width: 100, height: 150))
        #expect(frame(solution, 0, section: 1) == CGRect(x: 220, y: 0, width: 100, height: 150))
        #expect(solution.collectionViewContentSize == CGSize(width: 320, height: 300))
    }

    @Test func contentWiderThanTheContainerWidensTheContentSize() throws {
        // 003: 100-wide items in a 650-wide group: 6 per row (600 ≤ 650); the view scrolls sideways to 600.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(650), .absolute(150)),
                                                       subitems: [item(.absolute(100), .absolute(137))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 7, width: 390, height: 300)
        #expect(frame(solution, 5) == CGRect(x: 500, y: 0, width: 100, height: 137))
        #expect(solution.collectionViewContentSize == CGSize(width: 600, height: 300))
    }

    @Test func theSafeAreaIsTheDefaultReferenceOnTheCrossAxisOnly() throws {
        let layout = UICollectionViewCompositionalLayout(section: rowSection(columns: 1))
        let solution = try layout.solve(containerSize: CGSize(width: 844, height: 390), itemCounts: [1],
                                        safeAreaInsets: NSDirectionalEdgeInsets(top: 0, leading: 47, bottom: 21,
                                                                                trailing: 47))
        // 844 − 47 − 47 = 750 wide from x = 47; the bottom safe area does not move a vertical layout.
        #expect(frame(solution, 0) == CGRect(x: 47, y: 0, width: 750, height: 44))
        #expect(solution.collectionViewContentSize == CGSize(width: 844, height: 44))
    }

    @Test func contentInsetsReferenceNoneIgnoresTheSafeArea() throws {
        let section = rowSection(columns: 1)
        section.contentInsetsReference = .none
        let layout = UICollectionViewCompositionalLayout(section: section)
        let solution = try layout.solve(containerSize: CGSize(width: 844, height: 390), itemCounts: [1],
                                        safeAreaInsets: NSDirectionalEdgeInsets(top: 0, leading: 47, bottom: 21,
                                                                                trailing: 47))
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 844, height: 44))
    }

    @Test func layoutMarginsDefaultToTheSafeAreaPlusTheSystemMinimum() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(section: rowSection(columns: 1), configuration: configuration)
        let compact = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1])
        let regular = try layout.solve(containerSize: CGSize(width: 820, height: 1180), itemCounts: [1],
                                       traitCollection: UITraitCollection(horizontalSizeClass: .regular))
        let explicit = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1],
                                        layoutMargins: NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0,
                                                                               trailing: 12))
        // A compact 390-pt container's system minimum is 20 (iPhone 12 and later): 390 − 2 × 20 = 350;
        // 820 − 2 × 20 = 780; 390 − 8 − 12 = 370; a 375-pt one's is 16: 375 − 2 × 16 = 343.
        #expect(frame(compact, 0) == CGRect(x: 20, y: 0, width: 350, height: 44))
        let narrow = try layout.solve(containerSize: CGSize(width: 375, height: 812), itemCounts: [1])
        #expect(frame(narrow, 0) == CGRect(x: 16, y: 0, width: 343, height: 44))
        #expect(frame(regular, 0) == CGRect(x: 20, y: 0, width: 780, height: 44))
        #expect(frame(explicit, 0) == CGRect(x: 8, y: 0, width: 370, height: 44))
    }

    @Test func readableContentIsCentredAndAtMost672Wide() throws {
        let section = rowSection(columns: 1)
        section.contentInsetsReference = .readableContent
        let layout = UICollectionViewCompositionalLayout(section: section)
        let wide = try layout.solve(containerSize: CGSize(width: 1024, height: 768), itemCounts: [1],
                                    traitCollection: UITraitCollection(horizontalSizeClass: .regular))
        // Margins 20 leave 984 > 672, so the extra (984 − 672) / 2 = 156 goes to each side: x = 176.
        #expect(frame(wide, 0) == CGRect(x: 176, y: 0, width: 672, height: 44))
    }

    @Test func aRightToLeftLayoutIsMirrored() throws {
        let section = rowSection(columns: 2)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1],
                                        traitCollection: UITraitCollection(layoutDirection: .rightToLeft))
        // Left to right the first item is at x = 30, (390 − 40) / 2 = 175 wide; mirrored: 390 − 205 = 185.
        #expect(frame(solution, 0) == CGRect(x: 185, y: 0, width: 175, height: 44))
    }

    @Test func aCellCarriesItsItemsContentInsetsAsDeclared() throws {
        // The solution carries each cell's contentInsets, so a diagram need not read them off the slot.
        let inset = item(.fractionalWidth(0.5), .absolute(100))
        inset.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let plain = item(.fractionalWidth(0.5), .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [inset, plain])
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2],
                                        traitCollection: UITraitCollection(layoutDirection: .rightToLeft))
        let cell = try #require(solution.cell(at: IndexPath(item: 0, section: 0)))
        #expect(cell.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        // Left to right the slot is 0…195 and the cell 2…191 (195 − 2 − 4 = 189 wide); mirrored, the slot is
        // 195…390 and the cell 390 − 191 = 199 on: the trailing 4 points are on the left.
        #expect(cell.slot == CGRect(x: 195, y: 0, width: 195, height: 100))
        #expect(cell.frame == CGRect(x: 199, y: 1, width: 189, height: 96))
        #expect(solution.cell(at: IndexPath(item: 1, section: 0))?.contentInsets == .zero)
        #expect(solution.elements.first { $0.category == .decorationView }?.contentInsets == .zero)
    }

    @Test func configurationIsCopiedOnAssignment() throws {
        let layout = UICollectionViewCompositionalLayout(section: rowSection(columns: 1))
        layout.configuration.interSectionSpacing = 100   // a change to a copy: no effect, as in UIKit
        let configuration = layout.configuration
        configuration.interSectionSpacing = 10
        layout.configuration = configuration
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1, 1])
        // 44 + 10 + 44 = 98.
        #expect(solution.collectionViewContentSize.height == 98)
    }
}
