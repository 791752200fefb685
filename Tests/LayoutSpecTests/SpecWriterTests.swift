import CompositionalLayout
import Foundation
import LayoutSpec
import Testing

/// `SpecWriter`: a layout written as a spec reads back with the same frames.
@Suite struct SpecWriterTests {
    @Test(arguments: ExampleTests.examples)
    func everyExampleReadsBackWithTheSameFrames(name: String) throws {
        let specification = try SpecReader.read(contentsOf: examplesDirectory.appendingPathComponent(name).path)
        let written = try specification.written()
        let again = try SpecReader.read(written, path: "written-\(name)")
        #expect(try again.solve().framesJSON() == specification.solve().framesJSON(), "\(written)")
        // Written again, the spec does not change: it is already in the writer's form.
        #expect(try again.written() == written)
    }

    @Test func aListKeepsItsSettingsAndExtraSupplementariesButNotTheHeaderItMakes() throws {
        let text = """
            sections:
              - items: 3
                list: {appearance: plain, headerMode: supplementary, headerMeasuredSize: {height: 30}}
                contentInsets: {top: 8, leading: 20, bottom: 8, trailing: 20}
                boundarySupplementaryItems:
                  - {elementKind: note, layoutSize: {width: .fractionalWidth(1), height: .absolute(24)}, alignment: bottom}
            """
        let specification = try SpecReader.read(text, path: "list.yaml")
        let written = try specification.written()
        // One header (the list's own), not two: 3 cells, the header and the note.
        let again = try SpecReader.read(written, path: "written.yaml").solve()
        #expect(again.elements.count == 5)
        #expect(try again.framesJSON() == specification.solve().framesJSON())
        #expect(written.contains("\"contentInsets\": {\"top\": 8, \"leading\": 20, \"bottom\": 8, \"trailing\": 20}"))
    }

    @Test func elementKindsAreEscapedForEachLanguage() throws {
        // A kind with a quote, a backslash and a U+0001: JSON escapes the last as \u0001, Swift as \u{1}.
        let text = """
            sections:
              - items: 1
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)},
                        subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]}}
                boundarySupplementaryItems:
                  - {elementKind: "say \\"hi\\"\\\\\\x01", layoutSize: {width: .fractionalWidth(1), height: .absolute(20)}, alignment: top}
            """
        let specification = try SpecReader.read(text, path: "kinds.yaml")
        #expect(try specification.written().contains(#""elementKind": "say \"hi\"\\\u0001""#))
        #expect(try specification.swiftSource().contains(#"elementKind: "say \"hi\"\\\u{1}""#))
        #expect(try SpecReader.read(specification.written(), path: "again.yaml").solve().framesJSON()
                == specification.solve().framesJSON())
    }

    @Test func numbersAreWrittenSoThatTheyReadBackExactly() throws {
        // A third is 0.3333333333333333, not 0.3333: 390 / 3 = 130 stays 130, where 0.3333 × 390 = 129.987.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let writer = SpecWriter(containerSize: CGSize(width: 390, height: 844),
                                sections: [SpecSection(name: nil, itemCount: 3, itemLabels: nil)])
        let text = try writer.write(layout)
        #expect(text.contains("{\"fractionalWidth\": 0.3333333333333333}"))
        let frames = try SpecReader.read(text, path: "third.yaml").solve()
        #expect(frames.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 130)
    }
}

/// The Swift writer's one error of its own is reported where the object at fault was written.
@Suite struct SwiftWriterErrorTests {
    @Test func aCustomGroupTheContainerDoesNotPlaceIsAnErrorAtItsLine() throws {
        // The custom group is in the variant for 600 points and wider; in 390 it is never placed.
        let specification = try read("""
            sections:
              - items: 2
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 40}, subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]}}
                variants:
                  - when: {minWidth: 600}
                    group:
                      custom:
                        layoutSize: {width: .fractionalWidth(1), height: .absolute(100)}
                        frames:
                          - {x: 0, y: 0, width: 100, height: 100}
            """)
        do {
            _ = try specification.swiftSource()
            Issue.record("a custom group that is never placed was written")
        } catch {
            // Line 7, column 11: `custom:`, where the group was written.
            #expect(error.diagnostics.first?.line == 7 && error.diagnostics.first?.column == 11, "\(error)")
            #expect(error.description.contains("has no frames to write"))
        }
    }
}
