import Foundation
import Testing
@testable import LayoutSpec

/// Hostile and oversized input is rejected with a diagnostic, promptly, without trapping.
@Suite struct RobustnessTests {
    private let validSection = "{items: 1, group: {horizontal: {layoutSize: {width: 1, height: 1}, "
        + "subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}}}"

    @Test func anAliasBombUsedAsAKeyIsRejectedBeforeParsing() {
        // Nine levels of ten aliases: Yams would hash 10⁹ scalars to check the key for duplicates.
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "? *a8\n: 1\nsections: []\n"
        let found = diagnostics(text)
        #expect(found.count == SpecLimits.maxDiagnostics + 1)
        #expect(found.first == diagnostic(1, 5, "", "anchors and aliases are not supported"))
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsCountWithoutIt() throws {
        let text = "title: BOM\nsections: [\(validSection)]\n"
        let plain = try SpecReader.read(text, path: "plain.yaml")
        let marked = try SpecReader.read("\u{FEFF}" + text, path: "marked.yaml")
        #expect(marked.title == plain.title && marked.sections.count == plain.sections.count)
        // An error on line 1 is reported at the column an editor shows, not one further.
        #expect(diagnostics("\u{FEFF}sections: 3\n").first?.column == diagnostics("sections: 3\n").first?.column)
    }

    @Test func deepYAMLNestingIsAnErrorNotAStackOverflow() {
        let depth = 100_000
        let found = diagnostics("sections: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("invalid YAML:") == true)
    }

    /// A section group made of `depth` vertical groups, each holding the next, around one item.
    private func nestedGroups(_ depth: Int) -> String {
        var group = "{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}"
        for level in (0..<depth).reversed() {
            let height = level == 0 ? "44" : ".fractionalHeight(1)"
            group = "{vertical: {layoutSize: {width: .fractionalWidth(1), height: \(height)}, subitems: [\(group)]}}"
        }
        return "sections:\n  - items: 2\n    group: \(group)\n"
    }

    @Test func groupsNestedTooDeepAreReportedOnce() {
        let found = diagnostics(nestedGroups(40))
        #expect(found.map(\.message) == ["groups are nested more than 32 deep"])
        // Reported at the 33rd group: its key path names 33 `vertical` keys.
        #expect(found.first?.keyPath.components(separatedBy: ".vertical").count == 34)
    }

    @Test func thirtyTwoNestedGroupsAreFine() throws {
        let specification = try read(nestedGroups(32))
        // Every group fills its parent, so both items are full-width rows 44 tall.
        let solution = try specification.solve()
        #expect(frame(solution, 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
    }

    @Test func numbersOutOfRangeAreReported() {
        let found = diagnostics("""
            container: {width: 10000001, height: 1e999}
            sections:
              - items: 99999999999999999999999
                interGroupSpacing: .nan
                group: {horizontal: {layoutSize: {width: .absolute(1/0), height: .fractionalWidth(-0)}, subitem: {item: {layoutSize: {width: 1, height: 1}}}, count: 100001, interItemSpacing: .fixed(1/0)}}
            """)
        #expect(found.map(\.message) == [
            "expected a number from 1 to 10000000, got '10000001'",
            "expected a finite number, got '1e999'",
            "expected a whole number from 0 to 250000, got '99999999999999999999999'",
            "expected a finite number, got '.nan'",
            "size '.absolute(1/0)' is not a finite number",
            "zero size '.fractionalWidth(-0)'; a dimension must be greater than 0",
            "expected a whole number from 1 to 100000, got '100001'",
            "spacing '.fixed(1/0)' is not a finite number",
        ])
    }

    @Test func tooManySectionsAreRefusedBeforeReadingThem() {
        let text = "sections:\n" + String(repeating: "  - {}\n", count: SpecLimits.maxSections + 1)
        #expect(diagnostics(text) == [diagnostic(2, 3, "sections", "expected at most 10000 sections, got 10001")])
    }

    @Test func itemsAreLimitedPerSectionAndInAll() throws {
        // 250,000 (SpecLimits.maxItems) in one section is read; one more is not.
        let section = { (items: Int) in validSection.replacingOccurrences(of: "items: 1", with: "items: \(items)") }
        #expect(try SpecReader.read("sections:\n  - \(section(250_000))\n", path: "test.yaml").itemCounts == [250_000])
        #expect(diagnostics("sections:\n  - \(section(250_001))\n")
            == [diagnostic(2, 13, "sections[0].items", "expected a whole number from 0 to 250000, got '250001'")])
        // In all: 125,000 twice is at the limit, 125,001 and 125,000 is over it, reported at the section that crosses it.
        #expect(try SpecReader.read("sections:\n  - \(section(125_000))\n  - \(section(125_000))\n", path: "test.yaml")
            .itemCounts == [125_000, 125_000])
        #expect(diagnostics("sections:\n  - \(section(125_001))\n  - \(section(125_000))\n")
            == [diagnostic(3, 13, "sections[1].items", "more than 250000 items in the spec")])
    }

    @Test func denormalSizesAreRefused() throws {
        // 5e-324 is the smallest denormal: it made zero-height cells. The smallest normal number is accepted.
        let sized = { (height: String) in
            "sections: [{items: 1, group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: \(height)}, "
                + "subitems: [{item: {layoutSize: {width: 44, height: .fractionalHeight(1)}}}]}}}]"
        }
        #expect(diagnostics(sized(".absolute(5e-324)")).map(\.message)
                == ["size '.absolute(5e-324)' is too small: a denormal number, below 2.2250738585072014e-308, cannot be computed with"])
        #expect(diagnostics(sized(".fractionalHeight(1e-310)")).count == 1)
        // The smallest normal number is a size (useless, but computable).
        #expect(try SpecReader.read(sized(".absolute(2.2250738585072014e-308)"), path: "t.yaml").itemCounts == [1])
    }

    @Test func anOversizedSpecIsRefusedUnread() {
        let text = "title: x\n" + String(repeating: "# padding\n", count: SpecLimits.maxFileSize / 10 + 1)
        #expect(diagnostics(text) == [diagnostic(1, 1, "", "the spec is larger than 1 MiB; specs are limited to 1048576 bytes")])
    }

    @Test func everyPrefixOfAnExampleIsHandled() throws {
        // Truncated files exercise every parser and reader state; none may trap.
        let text = try String(contentsOf: examplesDirectory.appendingPathComponent("dark-mode-provider.yaml"), encoding: .utf8)
        let scalars = Array(text.unicodeScalars)
        for length in stride(from: 0, through: scalars.count, by: 3) {
            let prefix = String(String.UnicodeScalarView(scalars.prefix(length)))
            do {
                _ = try SpecReader.read(prefix, path: "prefix.yaml").solve()
            } catch {
                #expect(!error.diagnostics.isEmpty)
                #expect(error.diagnostics.count <= SpecLimits.maxDiagnostics + 1)
            }
        }
    }

    @Test func controlCharactersAreAYAMLError() {
        let found = diagnostics("title: a\u{1}b\nsections: []\n")
        #expect(found == [diagnostic(1, 9, "", "invalid YAML: control characters are not allowed")])
    }
}
