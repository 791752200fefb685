import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import Testing

/// Cairo draws a node's transform (a visible item's scale) as the SVG writes it.
@Suite struct TransformedNodeTests {
    @Test func aCellScaledToHalfLeavesItsCornerToWhatLiesBelow() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let plain = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [2])
        var scaled = plain
        scaled.visibleItemEffects.sections[0] = [VisibleItemSample(offset: 0, items: [
            .init(element: .cell(section: 0, item: 1), appearance: VisibleItemAppearance(transform: CGAffineTransform(scaleX: 0.5, y: 0.5))),
        ])]
        var options = DiagramOptions(annotations: .none, showsLegend: false, showsCaption: false, showsTitle: false,
                                     showsSectionNames: false)
        options.showsCellLabels = false
        func pixels(_ solution: LayoutSolution, at points: [DiagramPoint]) throws -> [RasterImage.Pixel] {
            let scene = try DiagramSceneBuilder(options: options).scene(for: solution)
            let image = try CairoRenderer(options: .init(scale: 1)).rasterize(scene)
            return points.map { image[Int($0.x + scene.contentOffset.x), Int($0.y + scene.contentOffset.y)] }
        }
        // Cell 0.1 is 195 × 44 at (195, 0); at half size about its centre (292.5, 22) it covers 243.75…341.25 × 11…33.
        let corner = DiagramPoint(x: 200, y: 4), inside = DiagramPoint(x: 292, y: 15)
        let before = try pixels(plain, at: [corner, inside]), after = try pixels(scaled, at: [corner, inside])
        #expect(after[0] != before[0])     // the corner no longer shows the cell
        #expect(after[1] == before[1])     // the centre still does
    }
}
