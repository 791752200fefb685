import Foundation
import Testing
@testable import CompositionalLayout

/// CONTRACT §4: the frames JSON.
@Suite struct FramesJSONTests {
    @Test(arguments: [
        (172.5, "172.5"), (1.0 / 3.0, "0.3333"), (2.0 / 3.0, "0.6667"), (390, "390"), (-0.0, "0"),
        (-0.00001, "0"), (0.00005, "0.0001"), (-12.34567, "-12.3457"), (1e-5, "0"), (100.10, "100.1"),
        (0.0001, "0.0001"), (.nan, "0"),
    ] as [(Double, String)])
    func canonicalNumbersAreRoundedWithoutExponentsOrNegativeZero(value: Double, text: String) {
        #expect(CanonicalNumber.string(value) == text)
    }

    @Test func theQuantisedValueIsTheNumberTheTextDenotes() {
        // One quantiser for every renderer: the PNG draws CanonicalNumber.quantized(v), the SVG writes string(v).
        var seed: UInt64 = 7
        var values: [Double] = [0, -0.0, 0.00004, -0.00005, 1e12, -3e13, .nan, .infinity, 400.0 / 3.0]
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append((Double(seed >> 11) / Double(1 << 53) - 0.5) * pow(10, Double(seed % 13) - 4))
        }
        for value in values {
            #expect(Double(CanonicalNumber.string(value)) == CanonicalNumber.quantized(value), "\(value)")
        }
    }

    @Test func framesJSONHasSortedKeysAndCanonicalNumbers() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
                                                       count: 3)
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 1, width: 100)
        let text = String(decoding: solution.framesJSON(), as: UTF8.self)
        // 100 / 3 = 33.3333. One member of the top-level object per line, one element per line.
        #expect(text == """
            {
              "containerSize":{"height":844,"width":100},
              "contentSize":{"height":44,"width":100},
              "elements":[
                {"category":"cell","frame":{"height":44,"width":33.3333,"x":0,"y":0},"item":0,"section":0,"zIndex":0}
              ],
              "sections":[
                {"frame":{"height":44,"width":100,"x":0,"y":0},"orthogonalScrollingBehavior":"none","section":0}
              ]
            }

            """)
    }

    @Test func labelsAndKindsAreEscapedAsJSONEncoderEscapesThem() throws {
        // Every control character, quotes, backslashes and a slash, which JSONEncoder (withoutEscapingSlashes)
        // leaves alone; the frames writer must write the same document.
        var label = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        label += "\"\\/\u{7F}é\u{2028}😀"
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)),
                                                        elementKind: "b\"a/d\\ge\n",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: size(.absolute(44), .absolute(44)), supplementaryItems: [badge])])
        let solution = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [1], itemLabels: [[label]])
        let written = try JSONSerialization.jsonObject(with: solution.framesJSON()) as? NSDictionary
        let encoded = try JSONSerialization.jsonObject(with: LayoutSolution.framesEncoder.encode(solution)) as? NSDictionary
        #expect(written != nil && written == encoded)
        let elements = written?["elements"] as? [NSDictionary]
        #expect(elements?.first?["label"] as? String == label)
        #expect(elements?.last?["elementKind"] as? String == "b\"a/d\\ge\n")
    }

    @Test func aPlainJSONEncoderWritesTheSameDocument() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try solve(NSCollectionLayoutSection(group: group), items: 3)
        let plain = try JSONSerialization.jsonObject(with: JSONEncoder().encode(solution)) as? NSDictionary
        let canonical = try JSONSerialization.jsonObject(with: solution.framesJSON()) as? NSDictionary
        #expect(plain != nil && plain == canonical)
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        func render() throws -> Data {
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(90)),
                                                         subitems: [item(.fractionalWidth(1), .absolute(30))])
            return try solve(NSCollectionLayoutSection(group: group), items: 7).framesJSON()
        }
        #expect(try render() == render())
    }

    @Test func elementsAreOrderedBySectionThenItem() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [3, 2])
        #expect(solution.elements.map { [$0.section ?? -1, $0.item ?? -1] } == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]])
        let visible = solution.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 390, height: 50))
        // Only row y = 44…88 (items 2 of section 0) and row 88…132 (section 1's first row) intersect 50…100.
        #expect(visible.map(\.indexPath) == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1),
                                             IndexPath(item: 1, section: 1)])
    }
}
