import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// Every notation of a value builds the same model value.
@Suite struct NotationTests {
    /// The one item of a one-section spec, written with `itemBody` as its body.
    private func item(_ itemBody: String) throws -> NSCollectionLayoutItem {
        let specification = try read("""
            sections:
              - items: 1
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                    subitems:
                      - item: \(itemBody)
            """)
        return try #require(specification.sectionChoices.first?.base.built?.group.subitems.first)
    }

    /// The item's width written as `width`.
    private func width(_ width: String) throws -> NSCollectionLayoutDimension {
        try item("{layoutSize: {width: \(width), height: 1}}").layoutSize.widthDimension
    }

    /// The section's group of a one-section spec whose group body adds `settings`.
    private func group(_ settings: String) throws -> NSCollectionLayoutGroup {
        let specification = try read("""
            sections:
              - items: 1
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                    subitems: [{item: {layoutSize: {width: 10, height: 10}}}]
                    \(settings)
            """)
        return try #require(specification.sectionChoices.first?.base.built?.group)
    }

    @Test func dimensionNotationsAgree() throws {
        for written in [".fractionalWidth(0.5)", ".fractionalWidth(1/2)", "NSCollectionLayoutDimension.fractionalWidth( 1 / 2 )",
                        "{fractionalWidth: 0.5}", "{fractionalWidth: 1/2}", "'.fractionalWidth(0.5)'"] {
            #expect(try width(written) == .fractionalWidth(0.5), "\(written)")
        }
        for written in [".absolute(44)", "44", "44.0", "{absolute: 44}", "4.4e1"] {
            #expect(try width(written) == .absolute(44), "\(written)")
        }
        // Quoted: unquoted, YAML would read the `: ` in the call as a mapping.
        for written in ["'.uniformAcrossSiblings(estimate: 50)'", "{uniformAcrossSiblings: 50}",
                        "{uniformAcrossSiblings: {estimate: 50}}", ".uniformAcrossSiblings(50)"] {
            #expect(try width(written) == .uniformAcrossSiblings(estimate: 50), "\(written)")
        }
        #expect(try width(".fractionalHeight(0.25)") == .fractionalHeight(0.25))
        #expect(try width("{estimated: 100}") == .estimated(100))
        #expect(try width(".fractionalWidth(1/3)") == .fractionalWidth(1.0 / 3.0))
    }

    @Test func sizeKeysAcceptUIKitsParameterNames() throws {
        let short = try item("{layoutSize: {width: .absolute(10), height: .estimated(20)}}").layoutSize
        let long = try item("{layoutSize: {widthDimension: .absolute(10), heightDimension: .estimated(20)}}").layoutSize
        #expect(short == long)
        #expect(short == NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .estimated(20)))
    }

    @Test func spacingNotationsAgree() throws {
        for written in [".fixed(10)", "{fixed: 10}", "10", "NSCollectionLayoutSpacing.fixed(10)"] {
            #expect(try group("interItemSpacing: \(written)").interItemSpacing == .fixed(10), "\(written)")
        }
        for written in [".flexible(0)", "{flexible: 0}", ".flexible( 0 )"] {
            #expect(try group("interItemSpacing: \(written)").interItemSpacing == .flexible(0), "\(written)")
        }
        #expect(try group("contentInsets: 0").interItemSpacing == nil)
    }

    @Test func edgeSpacingLeavesMissingEdgesNil() throws {
        let spacing = try item("{layoutSize: {width: 1, height: 1}, edgeSpacing: {leading: .flexible(0), trailing: 30}}")
            .edgeSpacing
        #expect(spacing == NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .fixed(30), bottom: nil))
    }

    @Test func insetsShorthandSetsEveryEdge() throws {
        let all = try item("{layoutSize: {width: 1, height: 1}, contentInsets: 10}").contentInsets
        let spelledOut = try item("{layoutSize: {width: 1, height: 1}, contentInsets: {top: 10, leading: 10, bottom: 10, trailing: 10}}")
            .contentInsets
        #expect(all == spelledOut)
        #expect(all == NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        let sides = try group("contentInsets: {leading: 16, trailing: 16}").contentInsets
        #expect(sides == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(try item("{layoutSize: {width: 1, height: 1}}").contentInsets == .zero)
    }

    @Test func enumerationsAcceptASwiftStyleLeadingDot() throws {
        let specification = try read("""
            configuration: {scrollDirection: .horizontal, contentInsetsReference: layoutMargins, interSectionSpacing: 12}
            sections:
              - items: 1
                orthogonalScrollingBehavior: .groupPaging
                contentInsetsReference: none
                group: \(trivialGroup.replacingOccurrences(of: "horizontal", with: "vertical"))
            """)
        let configuration = specification.layout.configuration
        #expect(configuration.scrollDirection == .horizontal)
        #expect(configuration.contentInsetsReference == .layoutMargins)
        #expect(configuration.interSectionSpacing == 12)
        let section = try #require(specification.sectionChoices.first?.base.built)
        #expect(section.orthogonalScrollingBehavior == .groupPaging)
        #expect(section.contentInsetsReference == UIContentInsetsReference.none)
        #expect(section.group.layoutAxis == .vertical)
    }

    @Test func itemsMayBeACountOrLabels() throws {
        let specification = try read("""
            title: Mail
            sections:
              - name: Mailboxes
                items: [Inbox, "Sent", {label: Archive}, 2024]
                group: \(trivialGroup)
              - items: 12
                group: \(trivialGroup)
            """)
        #expect(specification.title == "Mail")
        #expect(specification.sections == [
            SpecSection(name: "Mailboxes", itemCount: 4, itemLabels: ["Inbox", "Sent", "Archive", "2024"]),
            SpecSection(name: nil, itemCount: 12, itemLabels: nil),
        ])
        #expect(specification.itemCounts == [4, 12])
    }

    @Test func theContainerDefaultsToAnIPhoneInPortrait() throws {
        let specification = try read("""
            sections: [{items: 1, group: \(trivialGroup)}]
            """)
        #expect(specification.containerSize == CGSize(width: 390, height: 844))
        #expect(specification.safeAreaInsets == .zero)
        #expect(specification.layoutMargins == nil)
        #expect(specification.traitCollection.userInterfaceStyle == .unspecified)
    }

    @Test func theContainerIsReadInFull() throws {
        let specification = try read("""
            container:
              width: 820
              height: 1180
              safeAreaInsets: {top: 24, bottom: 20}
              layoutMargins: 20
              traits: {userInterfaceStyle: dark, horizontalSizeClass: regular, verticalSizeClass: compact,
                       displayScale: 2, layoutDirection: rightToLeft}
            sections: [{items: 1, group: \(trivialGroup)}]
            """)
        #expect(specification.containerSize == CGSize(width: 820, height: 1180))
        #expect(specification.safeAreaInsets == NSDirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(specification.layoutMargins == NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
        let traits = specification.traitCollection
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.horizontalSizeClass == .regular)
        #expect(traits.verticalSizeClass == .compact)
        #expect(traits.displayScale == 2)
        #expect(traits.layoutDirection == .rightToLeft)
    }

    @Test func windowsLineEndingsAreRead() throws {
        let text = "sections:\r\n  - items: 2\r\n    group: {horizontal: {layoutSize: {width: 1, height: 1}, "
            + "subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}}\r\n"
        #expect(try read(text).itemCounts == [2])
        let bad = text.replacingOccurrences(of: "items: 2", with: "items: two")
        #expect(diagnostics(bad) == [diagnostic(2, 12, "sections[0].items", "expected a whole number, got 'two'")])
    }

    @Test func jsonIsReadAsYAML() throws {
        let specification = try read("""
            {"container": {"width": 390, "height": 300},
             "sections": [{"items": 2, "group": {"horizontal": {
                "layoutSize": {"width": ".fractionalWidth(1)", "height": 44},
                "subitem": {"item": {"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}},
                "count": 2}}}]}
            """)
        #expect(specification.containerSize == CGSize(width: 390, height: 300))
        #expect(specification.itemCounts == [2])
    }
}
