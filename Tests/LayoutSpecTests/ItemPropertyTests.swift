import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// `ItemProperty.all`: the one table of the plain properties items and groups
/// share drives `ItemReader` and both writers.
@Suite struct ItemPropertyTests {
    @Test func everyPropertyIsAKeyOfAnItem() {
        for key in ItemProperty.all.keys {
            #expect(ItemReader.itemKeys.known.contains(key), "\(key)")
        }
    }

    @Test func aReadItemHasItsPropertiesAndWritesThemBackOnlyWhenSet() throws {
        let specification = try read(spec(section: """
            items: 2
            group:
              horizontal:
                layoutSize: {width: 1.0, height: 50}
                subitems:
                  - item: {layoutSize: {width: 0.5, height: 1.0}, contentInsets: 4, edgeSpacing: {leading: 8}}
                  - item: {layoutSize: {width: 0.5, height: 1.0}}
            """))
        let group = try providedSection(specification).group
        let (set, plain) = (group.subitems[0], group.subitems[1])
        #expect(set.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        #expect(set.edgeSpacing?.leading == .fixed(8))
        #expect(ItemProperty.all.swiftStatements(set, name: "item") == [
            "item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)",
            "item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: nil, trailing: nil, bottom: nil)",
        ])
        #expect(ItemProperty.all.swiftStatements(plain, name: "item").isEmpty)
        #expect(ItemProperty.all.spec(plain).isEmpty)
        #expect(ItemProperty.all.spec(set).map(\.0) == ["contentInsets", "edgeSpacing"])
    }
}
