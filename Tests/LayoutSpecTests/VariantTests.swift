import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// `variants` behave like a section provider that switches on the environment.
@Suite struct VariantTests {
    /// Two columns by default, four from a 600-point-wide container up.
    private let columns = """
        sections:
          - items: 8
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}
                count: 2
            variants:
              - when: {minWidth: 600}
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                    subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}
                    count: 4
        """

    @Test func theWidthPicksTheVariant() throws {
        let specification = try read(columns)
        let narrow = try specification.solve(containerSize: CGSize(width: 390, height: 844))
        // 390 < 600: the section's own two columns, 390 / 2 = 195 wide.
        #expect(frame(narrow, 1) == CGRect(x: 195, y: 0, width: 195, height: 44))
        let wide = try specification.solve(containerSize: CGSize(width: 820, height: 1180))
        // 820 ≥ 600: the variant's four columns, 820 / 4 = 205 wide.
        #expect(frame(wide, 1) == CGRect(x: 205, y: 0, width: 205, height: 44))
        #expect(frame(wide, 4) == CGRect(x: 0, y: 44, width: 205, height: 44))
    }

    @Test func minWidthIsInclusiveAndMaxWidthExclusive() throws {
        let specification = try read(columns)
        #expect(frame(try specification.solve(containerSize: CGSize(width: 600, height: 800)), 1).width == 150)
        #expect(frame(try specification.solve(containerSize: CGSize(width: 599, height: 800)), 1).width == 299.5)
        let bounded = try read(columns.replacingOccurrences(of: "{minWidth: 600}", with: "{maxWidth: 600}"))
        #expect(frame(try bounded.solve(containerSize: CGSize(width: 599, height: 800)), 1).width == 149.75)
        #expect(frame(try bounded.solve(containerSize: CGSize(width: 600, height: 800)), 1).width == 300)
    }

    /// The dark-mode example's section, in a container of `style`.
    private func darkModeExample(style: String) throws -> LayoutSolution {
        let url = examplesDirectory.appendingPathComponent("dark-mode-provider.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "traits: {userInterfaceStyle: dark}", with: "traits: {userInterfaceStyle: \(style)}")
        return try SpecReader.read(text, path: url.path).solve()
    }

    @Test func theInterfaceStylePicksTheVariant() throws {
        // Light: the section's own list of full-width rows, 44 tall.
        let light = try darkModeExample(style: "light")
        #expect(frame(light, 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
        // Dark: two columns inside 8-point insets with 8 between: (390 − 2·8 − 8) / 2 = 183 wide,
        // rows (390 − 2·8) / 2 = 187 tall, 8 apart.
        let dark = try darkModeExample(style: "dark")
        #expect(frame(dark, 1) == CGRect(x: 199, y: 8, width: 183, height: 187))
        #expect(frame(dark, 2) == CGRect(x: 8, y: 203, width: 183, height: 187))
    }

    @Test func aVariantKeepsTheSectionsKeysItDoesNotReplace() throws {
        let specification = try read("""
            sections:
              - items: 4
                interGroupSpacing: 10
                contentInsets: 5
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 40}, subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]}}
                variants:
                  - when: {userInterfaceStyle: dark}
                    contentInsets: 20
            """)
        let choices = try #require(specification.sectionChoices.first)
        let variant = try #require(choices.variants.first?.template.built)
        #expect(variant.contentInsets == NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
        #expect(variant.interGroupSpacing == 10)
        #expect(variant.group === choices.base.built?.group)
        #expect(choices.base.built?.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    }

    @Test func aVariantsSolverErrorPointsAtTheVariant() {
        let found = solveDiagnostic("""
            container: {width: 390, height: 844, traits: {horizontalSizeClass: regular}}
            sections:
              - items: 4
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 40}, subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}}
                variants:
                  - when: {horizontalSizeClass: regular}
                    group:
                      vertical:
                        layoutSize: {width: .absolute(50), height: 40}
                        contentInsets: 30
                        subitems: [{item: {layoutSize: {width: 1, height: 1}}}]
            """)
        #expect(found == diagnostic(8, 11, "sections[0].variants[0].group.vertical",
                                    "no room for subitems: the group is 50×40 and its contentInsets leave -10×-20"))
    }
}
