import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// The property tables (`SectionProperty.all`, `ItemProperty.all`, `GroupProperty.all`,
/// `ConfigurationProperty.all`, `SupplementaryProperty.all`, `BoundaryItemProperty.all`,
/// `DecorationProperty.all`, `ListProperty.all`) are what the readers accept and what both writers
/// write: a key in a table is a key of its reader, and a value set in a spec comes back from
/// `SpecWriter` and is set by `SwiftWriter`.
@Suite struct PropertyTableTests {
    /// Every table's keys, with the reader keys that must hold them.
    static let readers: [(table: String, keys: [String], readers: [SpecKeys])] = [
        ("section", SectionProperty.all.keys, [SectionReader.sectionKeys, SectionReader.variantKeys]),
        ("item", ItemProperty.all.keys, [ItemReader.itemKeys, ItemReader.groupKeys, ItemReader.customGroupKeys]),
        ("group", GroupProperty.all.keys, [ItemReader.groupKeys]),
        ("configuration", ConfigurationProperty.all.keys, [ConfigurationReader.keys]),
        ("supplementary", SupplementaryProperty.all.keys, [SupplementaryReader.keys, BoundaryItemReader.keys]),
        ("boundary", BoundaryItemProperty.all.keys, [BoundaryItemReader.keys]),
        ("decoration", DecorationProperty.all.keys, [DecorationReader.keys]),
        ("list", ListProperty.all.keys, [ListReader.keys]),
    ]

    @Test func everyKeyOfATableIsAKeyOfItsReaderOnce() {
        for (table, keys, readers) in Self.readers {
            #expect(Set(keys).count == keys.count, "\(table): \(keys)")
            for reader in readers {
                for key in keys {
                    #expect(reader.known.filter { $0 == key }.count == 1, "\(table): \(key) in \(reader.known)")
                }
            }
        }
    }

    @Test func aGroupPropertyInACustomGroupIsMisplacedNotUnknown() {
        for key in GroupProperty.all.keys {
            #expect(!ItemReader.customGroupKeys.known.contains(key), "\(key)")
            #expect(ItemReader.customGroupKeys.misplaced[key] != nil, "\(key)")
        }
    }

    @Test func aBoundaryItemHasEverySupplementaryProperty() {
        #expect(BoundaryItemProperty.all.keys == ["extendsBoundary", "pinToVisibleBounds"] + SupplementaryProperty.all.keys)
    }

    /// A spec that gives every table's every property a value other than its default.
    static let everyPropertySet = """
        configuration:
          scrollDirection: horizontal
          interSectionSpacing: 7
          contentInsetsReference: layoutMargins
          boundarySupplementaryItems:
            - {elementKind: layout-header, layoutSize: {width: .fractionalWidth(1), height: 40}, alignment: top,
               extendsBoundary: false, pinToVisibleBounds: true, zIndex: 3, contentInsets: 2}
        sections:
          - items: 4
            group:
              vertical:
                layoutSize: {width: .fractionalWidth(1), height: 200}
                subitem:
                  item:
                    layoutSize: {width: .fractionalWidth(1), height: 40}
                    contentInsets: 1
                    edgeSpacing: {top: .fixed(3)}
                    supplementaryItems:
                      - {elementKind: badge, layoutSize: {width: 10, height: 10}, containerAnchor: {edges: [top]},
                         zIndex: 5, contentInsets: 1}
                count: 4
                interItemSpacing: .flexible(2)
            interGroupSpacing: 3
            contentInsets: 4
            contentInsetsReference: safeArea
            orthogonalScrollingBehavior: paging
            supplementariesFollowContentInsets: false
            supplementaryContentInsetsReference: layoutMargins
            decorationItems: [{background: bg, contentInsets: 3, zIndex: -1}]
          - items: 3
            list: {appearance: sidebar, headerMode: supplementary, footerMode: supplementary, showsSeparators: false,
                   headerTopPadding: 9}
        """

    /// The keys of each table whose value differs from a fresh owner's, in `specification`.
    static func changedKeys(_ specification: LayoutSpecification) throws -> [String: [String]] {
        let configuration = specification.layout.configuration
        let section = try providedSection(specification, 0)
        let item = try #require(section.group.subitems.first)
        let list = try #require(providedSection(specification, 1).listConfiguration)
        return [
            "section": SectionProperty.all.changed(section).map(\.key),
            "item": ItemProperty.all.changed(item).map(\.key),
            "group": GroupProperty.all.changed(section.group).map(\.key),
            "configuration": ConfigurationProperty.all.changed(configuration).map(\.key),
            "supplementary": try SupplementaryProperty.all.changed(#require(item.supplementaryItems.first)).map(\.key),
            "boundary": try BoundaryItemProperty.all.changed(#require(configuration.boundarySupplementaryItems.first))
                .map(\.key),
            "decoration": try DecorationProperty.all.changed(#require(section.decorationItems.first)).map(\.key),
            "list": ListProperty.all.changed(list).map(\.key),
        ]
    }

    /// Each table's keys, by table name.
    static var tableKeys: [String: [String]] {
        Dictionary(uniqueKeysWithValues: readers.map { ($0.table, $0.keys) })
    }

    @Test func everyPropertyIsReadFromASpec() throws {
        let specification = try read(Self.everyPropertySet)
        // Each property differs from its default only if the reader set it.
        #expect(try Self.changedKeys(specification) == Self.tableKeys)
    }

    @Test func everyPropertyComesBackFromSpecWriter() throws {
        let written = try read(Self.everyPropertySet).written()
        let again = try SpecReader.read(written, path: "written.json")
        // A property SpecWriter left out would come back with its default.
        #expect(try Self.changedKeys(again) == Self.tableKeys, "\(written)")
    }

    @Test func everyPropertyIsSetBySwiftWriter() throws {
        let source = try read(Self.everyPropertySet).swiftSource()
        let owners = ["section": "section", "item": "item", "group": "group", "configuration": "configuration",
                      "supplementary": "badge", "boundary": "layoutHeader", "decoration": "background",
                      "list": "listConfiguration"]
        for (table, keys) in Self.tableKeys {
            for key in keys {
                let owner = try #require(owners[table])
                #expect(source.contains("\n    \(owner).\(key) = "), "\(table): \(owner).\(key) in\n\(source)")
            }
        }
    }
}
