import Foundation
import LayoutDiagramTestSupport
import LayoutDiagramTools
import LayoutSpec
import Testing

/// Every example shows its own point. Its leading comment says what it demonstrates, and a
/// `# Shows:` line quotes the text its diagram must carry for that: `# Shows: "group leading/trailing 16"`.
/// The text is read from the SVG's `<text>` elements, leaving out the title (which the author
/// writes, so it proves nothing) and tooltips (which a PNG has not).
@Suite struct ExampleClaimTests {
    /// The quoted strings of every `# Shows:` line in the spec's comments.
    static func claims(in spec: String) -> [String] {
        spec.split(separator: "\n").compactMap { line -> Substring? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("# Shows:") else { return nil }
            return trimmed.dropFirst("# Shows:".count)
        }.flatMap { line in
            // "a", "b": the odd pieces between quotes.
            line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }

    /// The diagram's visible text, line by line, without its title.
    static func visibleText(of svg: Data) throws -> [String] {
        let tree = try SVGTree(String(decoding: svg, as: UTF8.self))
        // A label's lines are `<tspan>`s: read them as one line, a space apart ("Inbox 390×44").
        return tree.elements.filter { $0.name == "text" && $0["class"] != "ld-title" }.map { text in
            ([text.text] + text.children.filter { $0.name == "tspan" }.map(\.allText))
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    @Test(arguments: LabelCollisionTests.examples)
    func everyExampleShowsWhatItSaysItShows(example: String) throws {
        let path = LabelCollisionTests.examplesDirectory.appendingPathComponent(example).path
        let spec = try String(contentsOfFile: path, encoding: .utf8)
        let claims = Self.claims(in: spec)
        #expect(!claims.isEmpty, "\(example) has no '# Shows: \"…\"' line saying what its diagram shows")
        let text = try Self.visibleText(of: SpecRendering().render(SpecReader.read(contentsOf: path)))
        for claim in claims {
            #expect(text.contains { $0.contains(claim) }, "\(example)'s diagram has no text '\(claim)'")
        }
    }

    /// The check can fail: a claim the diagram lacks, or one only its title holds, is not found.
    @Test func aClaimOnlyTheTitleHoldsIsNotFound() throws {
        let spec = """
            # Shows: "interGroup 12", "only in the title"
            title: only in the title
            sections:
              - items: 2
                group:
                  vertical:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(40)}
                    subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]

            """
        #expect(Self.claims(in: spec) == ["interGroup 12", "only in the title"])
        let text = try Self.visibleText(of: SpecRendering().render(SpecReader.read(spec, path: "claims.yaml")))
        #expect(!text.contains { $0.contains("only in the title") })
        #expect(!text.contains { $0.contains("interGroup 12") })
    }
}
