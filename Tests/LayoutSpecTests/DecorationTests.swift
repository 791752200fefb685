import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// `decorationItems` and the section's supplementary settings build what the Swift API builds.
@Suite struct DecorationTests {
    private func section(_ keys: String) throws -> NSCollectionLayoutSection {
        try #require(try read(spec(section: "items: 3\ngroup: \(trivialGroup)\n" + keys)).sectionChoices.first?.base.built)
    }

    @Test func aBackgroundIsWhatTheSwiftAPIBuilds() throws {
        let decorations = try section("decorationItems: [{background: MyDecorationView, contentInsets: 8}]").decorationItems
        // Seed 002: NSCollectionLayoutDecorationItem.background(elementKind: "MyDecorationView"),
        //   contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8).
        let swift = NSCollectionLayoutDecorationItem.background(elementKind: "MyDecorationView")
        swift.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        #expect(decorations.count == 1)
        #expect(decorations.first?.elementKind == swift.elementKind)
        #expect(decorations.first?.contentInsets == swift.contentInsets)
        #expect(decorations.first?.zIndex == swift.zIndex)
        #expect(decorations.first?.layoutSize == swift.layoutSize)
    }

    @Test func aBackgroundTakesAZIndex() throws {
        let decorations = try section("decorationItems: [{background: a}, {background: b, zIndex: -1}]").decorationItems
        #expect(decorations.map(\.elementKind) == ["a", "b"])
        #expect(decorations.map(\.zIndex) == [0, -1])
    }

    @Test func aDecorationIsABackground() {
        let found = diagnostics(spec(section: "items: 3\ngroup: \(trivialGroup)\ndecorationItems: [{contentInsets: 8}]"))
        // Line 5 (after container, sections, items, group): 4 spaces + "decorationItems: [" = 22 characters.
        #expect(found == [diagnostic(5, 23, "sections[0].decorationItems[0]", "missing required key 'background'")])
    }

    @Test func theSectionsSupplementarySettingsAreRead() throws {
        let section = try section("""
            supplementariesFollowContentInsets: false
            supplementaryContentInsetsReference: layoutMargins
            """)
        #expect(section.supplementariesFollowContentInsets == false)
        #expect(section.supplementaryContentInsetsReference == .layoutMargins)
        let defaults = try self.section("")
        #expect(defaults.supplementariesFollowContentInsets == true)
        #expect(defaults.supplementaryContentInsetsReference == .automatic)
        #expect(defaults.boundarySupplementaryItems.isEmpty)
        #expect(defaults.decorationItems.isEmpty)
    }

    @Test func aVariantReplacesTheSectionsSupplementariesAndDecorations() throws {
        let specification = try read(spec(section: """
            items: 3
            group: \(trivialGroup)
            decorationItems: [{background: light}]
            boundarySupplementaryItems: [{elementKind: h, layoutSize: {width: 1, height: 1}, alignment: top}]
            variants:
              - when: {userInterfaceStyle: dark}
                decorationItems: [{background: dark}]
            """))
        let choices = try #require(specification.sectionChoices.first)
        let variant = try #require(choices.variants.first?.template.built)
        #expect(variant.decorationItems.map(\.elementKind) == ["dark"])
        // Keys the variant does not give are the section's: the same header object.
        #expect(variant.boundarySupplementaryItems.first === choices.base.built?.boundarySupplementaryItems.first)
    }

    @Test func aSolverErrorAboutADecorationPointsAtIt() {
        let found = solveDiagnostic(spec(section: """
            items: 3
            group: \(trivialGroup)
            decorationItems:
              - {background: bg, contentInsets: 500}
            """))
        // The entry's "{" on line 6: 6 spaces + "- " before it.
        #expect(found?.line == 6)
        #expect(found?.column == 9)
        #expect(found?.keyPath == "sections[0].decorationItems[0]")
    }
}
