import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramSVG

/// Small layouts written with the UIKit-named API, each with its expected
/// geometry worked out by hand in the comments.
enum Fixtures {
    /// Two columns of 180×44 cells in a 390-wide container.
    ///
    /// Section insets 15 leading and trailing leave 390 − 2·15 = 360; each item
    /// is half of that, 180, and 44 tall. Six items make three rows:
    /// cells at x = 15 and 15 + 180 = 195, y = 0, 44, 88. Content: 390 × 3·44 = 390×132.
    /// Drawing with padding 16: (390 + 32) × (132 + 32) = 422×164.
    ///
    /// With `rowHeight` 20 the cells are 180×20 (room for one line of label only).
    static func twoColumnList(items: Int = 6, rowHeight: CGFloat = 44) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
        let layout = UICollectionViewCompositionalLayout(section: section)
        return try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [items])
    }

    /// Rows of two items `itemSpacing` apart and 40 tall, rows `rowSpacing` apart, in a container
    /// `width` wide and 400 tall: items (width − itemSpacing) / 2 wide.
    ///
    /// By default, 10 between items and 8 between rows in a 200-wide container: items
    /// (200 − 10) / 2 = 95 wide at x = 0 and 95 + 10 = 105; rows at y = 0 and 40 + 8 = 48.
    static func spacedGrid(items: Int = 4, width: CGFloat = 200, itemSpacing: CGFloat = 10,
                           rowSpacing: CGFloat = 8) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(itemSpacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = rowSpacing
        let layout = UICollectionViewCompositionalLayout(section: section)
        return try layout.solve(containerSize: CGSize(width: width, height: 400), itemCounts: [items])
    }

    /// A 100-tall row in a 200-wide container: a big item (half the width)
    /// beside a vertical group (the other half) of two 50-tall items.
    ///
    /// One group holds 3 items, so 5 items need 2 repetitions:
    /// - repetition 0 at y 0: root (0,0,200,100), nested [1] (100,0,100,100);
    ///   cells 0 (0,0,100,100), 1 (100,0,100,50), 2 (100,50,100,50);
    /// - repetition 1 at y 100: root (0,100,200,100), nested [1] (100,100,100,100)
    ///   (it holds item 4); cells 3 (0,100,100,100), 4 (100,100,100,50).
    /// Content 200 × 2·100 = 200×200 (a partial group keeps its full size).
    static func nestedGroups() throws -> LayoutSolution {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            subitems: [small, small])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [big, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        return try layout.solve(containerSize: CGSize(width: 200, height: 400), itemCounts: [5])
    }

    /// One row of 40×30 cells with 5-point item insets all round, so slots are
    /// 50×40 and cells 40×30: cells at x = 5, 55, 105, …, y = 5.
    static func insetCells(items: Int = 3) throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(50), heightDimension: .absolute(40)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        return try layout.solve(containerSize: CGSize(width: 200, height: 400), itemCounts: [items])
    }

    /// Two sections with 12 points between them: section 0 is a row of
    /// 10×10 cells, section 1 the two-column list's rows of 180×44.
    ///
    /// Section 0: 3 items in a 390-wide row of 10×10 → frame (0,0,390,10).
    /// Section 1 starts at 10 + 12 = 22; 2 items, one row of 44 → frame (0,22,390,44).
    /// Content 390 × 66.
    static func twoSections() throws -> LayoutSolution {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let width: NSCollectionLayoutDimension = index == 0 ? .absolute(10) : .fractionalWidth(0.5)
            let height: NSCollectionLayoutDimension = index == 0 ? .absolute(10) : .fractionalHeight(1)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width,
                                                                                 heightDimension: height))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .absolute(index == 0 ? 10 : 44)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if index == 1 {
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
            }
            return section
        }, configuration: configuration)
        return try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [3, 2])
    }
}

extension DiagramOptions {
    /// Every group instance and gap annotated, and no caption or legend.
    static var bare: DiagramOptions {
        DiagramOptions(annotations: .all, showsLegend: false, showsCaption: false)
    }

    /// No annotations, caption, legend, title or section names, so the
    /// drawing is exactly the layout's content plus padding.
    static var plain: DiagramOptions {
        DiagramOptions(annotations: .none, showsLegend: false, showsCaption: false, showsTitle: false,
                       showsSectionNames: false)
    }
}

/// Builds the scene with `options` and renders it with `renderer`.
func renderSVG(_ solution: LayoutSolution, options: DiagramOptions = .bare,
               renderer: SVGRenderer = SVGRenderer()) throws -> (scene: DiagramScene, svg: String) {
    let scene = try DiagramSceneBuilder(options: options).scene(for: solution)
    return (scene, String(decoding: try renderer.render(scene), as: UTF8.self))
}
