import Foundation
import Testing
import CompositionalLayout

/// `UICollectionViewCompositionalLayout` is open: an app's own layout class compiles and solves
/// through each designated initializer.
@Suite struct LayoutSubclassTests {
    /// A quarter-width grid of 50-point rows, as apps' `GridLayout` subclasses write it.
    final class GridLayout: UICollectionViewCompositionalLayout {
        init() {
            super.init(sectionProvider: { _, _ in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            })
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A full-width list of 44-point rows, made through `super.init(section:)`, with a configuration
    /// set after, and `prepare()` overridden.
    final class RowsLayout: UICollectionViewCompositionalLayout {
        private(set) var prepared = false

        init(spacing: CGFloat) {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            super.init(section: NSCollectionLayoutSection(group: group))
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = spacing
            self.configuration = configuration
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func prepare() {
            super.prepare()
            prepared = true
        }
    }

    @Test func aSubclassMadeWithASectionProviderSolves() throws {
        let solution = try GridLayout().solve(containerSize: CGSize(width: 400, height: 800), itemCounts: [5])
        // Items are 0.25 × 400 = 100 wide and 50 high, four to a row; the fifth starts the second row.
        #expect(solution.elements.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 100, y: 0, width: 100, height: 50),
            CGRect(x: 200, y: 0, width: 100, height: 50), CGRect(x: 300, y: 0, width: 100, height: 50),
            CGRect(x: 0, y: 50, width: 100, height: 50),
        ])
    }

    @Test func aSubclassMadeWithASectionAndAConfigurationSolves() throws {
        let layout = RowsLayout(spacing: 20)
        let solution = try layout.solve(containerSize: CGSize(width: 300, height: 600), itemCounts: [1, 1])
        // Section 0's row is 0…44; the second section starts 44 + 20 (inter-section spacing) = 64 down.
        #expect(solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 64, width: 300, height: 44))
        layout.prepare()
        #expect(layout.prepared)
    }

    /// A sticky-header subclass, as apps write one: its overrides compile, and are never called.
    final class StickyLayout: UICollectionViewCompositionalLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let attributes = super.layoutAttributesForElements(in: rect) ?? []
            return attributes.map { original in
                let moved = original.copy() as! UICollectionViewLayoutAttributes
                moved.frame.origin.y += 1000
                return moved
            }
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    }

    @Test func aSubclassesAttributeOverridesDoNotMoveTheSolvedFrames() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let layout = StickyLayout(section: NSCollectionLayoutSection(group: group))
        let solution = try layout.solve(containerSize: CGSize(width: 300, height: 600), itemCounts: [2])
        // The solver computes frames itself: rows at 0 and 44, not moved 1000 down.
        #expect(solution.elements.map(\.frame.minY) == [0, 44])
        // The base class answers nil, so the override maps nothing.
        #expect(layout.layoutAttributesForElements(in: .zero)?.isEmpty == true)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
        header.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let copy = header.copy() as? UICollectionViewLayoutAttributes
        #expect(copy !== header && copy?.frame == header.frame && copy?.representedElementKind == "header")
    }

    @Test func aSubclassIsStillACompositionalLayoutToTheProgram() {
        let layout: UICollectionViewLayout = GridLayout()
        #expect(layout is UICollectionViewCompositionalLayout)
        #expect(UICollectionViewCompositionalLayout(coder: NSCoder()) == nil)
    }
}
