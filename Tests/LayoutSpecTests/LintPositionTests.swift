import CompositionalLayout
import LayoutSpec
import Testing

/// `lint` on a spec: each finding is reported at the key that wrote the object at fault.
@Suite struct LintPositionTests {
    @Test func findingsPointAtTheKeyThatWroteTheObject() throws {
        let text = """
            sections:
              - items: 4
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(50)}
                    subitems:
                      - item: {layoutSize: {width: .fractionalWidth(0.6), height: .fractionalHeight(1)}}
                      - item:
                          layoutSize: {width: .fractionalWidth(0.6), height: .estimated(40)}
                          contentInsets: {top: 4, leading: 0, bottom: 4, trailing: 0}
            """
        let findings = try SpecReader.read(text, path: "lint.yaml").lint()
        #expect(findings.map(\.finding.rule) == [.fractionsOverflow, .estimatedInsetsIgnored])
        // The group at its `horizontal:` key (line 4, column 7); the item at its `item:` key, line 8, after
        // the 10 spaces and the "- " of its entry: column 13.
        #expect(findings.map { "\($0.diagnostic.line):\($0.diagnostic.column) \($0.diagnostic.keyPath)" } == [
            "4:7 sections[0].group.horizontal",
            "8:13 sections[0].group.horizontal.subitems[1].item",
        ])
        #expect(findings[0].description.hasPrefix("lint.yaml:4:7: warning: sections[0].group.horizontal: the subitems"))
        #expect(findings[0].description.hasSuffix("[LD101 fractions-overflow]\n"
            + "  fix: make the fractions add up to 1 or less (less the spacing's share), or nest the subitems in groups"))
    }

    @Test func aLayoutThatCannotBeSolvedIsAnError() throws {
        let text = """
            sections:
              - items: 1
                group: {horizontal: {layoutSize: {width: .absolute(500000000), height: .absolute(44)}, subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]}}
            """
        #expect(throws: SpecError.self) { try SpecReader.read(text, path: "bad.yaml").lint() }
    }
}
