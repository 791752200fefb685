import CompositionalLayout
import Foundation
import LayoutDiagramTestSupport
import Testing

/// One golden format for frames (issue 12): `framesJSON()` writes, byte for byte, what `FramesJSONRelayout`
/// lays out from the `Encodable` document, for layouts that use every key the format has.
@Suite struct FramesGoldenFormatTests {
    private func layouts() throws -> [LayoutSolution] {
        func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
            NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
        }
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)),
                                                       subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)]
        carousel.decorationItems = [.background(elementKind: "background")]
        let plain = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(44.5)),
                                                                subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(10)), elementKind: "footer", alignment: .bottom)]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? carousel : plain },
                                                         configuration: configuration)
        let labelled = try layout.solve(containerSize: CGSize(width: 393, height: 852), itemCounts: [7, 3, 0],
                                        itemLabels: [["A", "B\"", "C/"], [], []])
        configuration.scrollDirection = .horizontal
        let horizontal = try UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? carousel : plain },
                                                                 configuration: configuration)
            .solve(containerSize: CGSize(width: 393, height: 852), itemCounts: [4, 2])
        let empty = try layout.solve(containerSize: CGSize(width: 100, height: 100), itemCounts: [0])
        return [labelled, horizontal, empty]
    }

    @Test func theWriterGivesTheGoldenLayoutOfTheEncodableDocument() throws {
        for solution in try layouts() {
            let encoded = try LayoutSolution.framesEncoder.encode(solution)
            let golden = try #require(FramesJSONRelayout.format(encoded))
            #expect(String(decoding: solution.framesJSON(), as: UTF8.self) == golden)
        }
    }

    @Test func theGoldenLayoutIsItsOwnFormatting() throws {
        // Laying the written bytes out again changes nothing: they are already in the golden layout.
        for solution in try layouts() {
            let written = solution.framesJSON()
            #expect(FramesJSONRelayout.format(written) == String(decoding: written, as: UTF8.self))
        }
    }
}
