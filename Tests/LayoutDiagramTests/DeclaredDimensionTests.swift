import CompositionalLayout
import Foundation
import LayoutDiagram
import Testing
@testable import LayoutDiagram

/// A declared dimension is written beside what it resolved to, where the two
/// differ, in the scene's own text nodes: the SVG writes them as `<text>` and
/// the PNG paints the same nodes.
@Suite("Declared dimensions")
struct DeclaredDimensionTests {
    /// Every line of every text node of `scene`.
    static func lines(_ scene: DiagramScene) -> [String] {
        scene.nodes.flatMap { node -> [String] in
            guard case .text(let text) = node.shape else { return [] }
            return text.lines.map(\.string)
        }
    }

    /// Three `.fractionalWidth(1/3)` items in a 338-wide container, in an
    /// `.estimated(100)` group whose items are 1/3 of the width tall:
    /// 338 / 3 = 112.67 wide, and the group measures 112.67, not 100.
    static func thirds() throws -> LayoutSolution {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalWidth(1.0 / 3.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(112.67)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        return try layout.solve(containerSize: CGSize(width: 338, height: 400), itemCounts: [6])
    }

    @Test func aFractionIsWrittenAsDeclaredThenAsResolved() throws {
        let scene = try DiagramSceneBuilder(options: DiagramOptions(showsLegend: false, showsCaption: false))
            .scene(for: Self.thirds())
        let lines = Self.lines(scene)
        // Once, for the first cell of the kind: the width says its axis, the height is named.
        #expect(lines.filter { $0 == ".fractionalWidth(1/3) = 112.67" }.count == 1, "\(lines)")
        #expect(lines.filter { $0 == "height .fractionalWidth(1/3) = 112.67" }.count == 1, "\(lines)")
        // An absolute height that resolved to itself is not repeated.
        #expect(!lines.contains { $0.contains(".absolute") })
        // Without annotations, nothing is written.
        let bare = try DiagramSceneBuilder(options: DiagramOptions(annotations: .none)).scene(for: Self.thirds())
        #expect(!Self.lines(bare).contains { $0.contains("fractionalWidth") })
    }

    @Test(arguments: [
        (NSCollectionLayoutDimension.fractionalWidth(1.0 / 3.0), 112.666_666, ".fractionalWidth(1/3) = 112.67"),
        (.fractionalHeight(0.25), 50, ".fractionalHeight(1/4) = 50"),
        (.fractionalWidth(0.37), 37, ".fractionalWidth(0.37) = 37"),
        // Not 1/3, and not rounded to 0.33: as declared.
        (.fractionalWidth(0.3333), 123.32, ".fractionalWidth(0.3333) = 123.32"),
        (.estimated(100), 260, "est. 100 → 260"),
        (.estimated(100), 100, "est. 100"),
        (.uniformAcrossSiblings(estimate: 50), 80, "uniformAcrossSiblings(est. 50) → 80"),
        (.absolute(40), 30, ".absolute(40) → 30"),
    ])
    func eachKindOfDimensionIsWritten(dimension: NSCollectionLayoutDimension, resolved: Double, text: String) {
        #expect(DeclaredDimension.text(dimension, resolved: resolved) == text)
    }

    @Test func anAbsoluteDimensionThatResolvedToItselfIsNotWritten() {
        #expect(DeclaredDimension.text(.absolute(40), resolved: 40) == nil)
        #expect(DeclaredDimension.lines(NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(20)),
                                        resolved: DiagramSize(width: 10, height: 20)).isEmpty)
    }

    @Test func flexibleSpacingIsWrittenAsDeclaredThenAsResolved() {
        #expect(DeclaredDimension.spacing(.flexible(8), resolved: 35) == "flexible(8) = 35")
        #expect(DeclaredDimension.spacing(.fixed(8), resolved: 8) == "8")
    }
}
