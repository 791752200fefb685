import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// Each limit of `docs/limits.md` that the reader checks, at its value (read)
/// and one past it (a positioned error). The items limit is in
/// ``RobustnessTests``; the solver's and the drawing's limits are in
/// `FrameBudgetTests` and the command-line `LimitTests`.
@Suite struct LimitEdgeTests {
    private let group = "{horizontal: {layoutSize: {width: 1, height: 1}, subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}}"

    private func accepted(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try SpecReader.read(yaml, path: "test.yaml")
        } catch {
            Issue.record("expected the spec to be read: \(error)", sourceLocation: sourceLocation)
        }
    }

    private func refused(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        diagnostics(yaml, sourceLocation: sourceLocation).first?.description
    }

    @Test func fileSize() {
        // Exactly 1 MiB (SpecLimits.maxFileSize) is read; one byte more is not.
        let body = "sections: [{items: 1, group: \(group)}]\n"
        let padded = { (size: Int) in body + "#" + String(repeating: "x", count: size - body.utf8.count - 2) + "\n" }
        #expect(padded(SpecLimits.maxFileSize).utf8.count == 1_048_576)
        accepted(padded(SpecLimits.maxFileSize))
        #expect(refused(padded(SpecLimits.maxFileSize + 1))
                == "test.yaml:1:1: error: the spec is larger than 1 MiB; specs are limited to 1048576 bytes")
    }

    @Test func sections() {
        // 10,000 sections, each a short plain list.
        let sections = { (count: Int) in "sections:\n" + String(repeating: "  - {items: 1, list: {appearance: plain}}\n", count: count) }
        accepted(sections(10_000))
        #expect(refused(sections(10_001)) == "test.yaml:2:3: error: sections: expected at most 10000 sections, got 10001")
    }

    @Test func groupNesting() {
        // 32 groups from the section to the item are read; 33 are reported at the 33rd.
        let nested = { (depth: Int) -> String in
            var text = "{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}"
            for _ in 0..<depth {
                text = "{vertical: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}, subitems: [\(text)]}}"
            }
            return "sections: [{items: 1, group: \(text)}]"
        }
        accepted(nested(32))
        #expect(refused(nested(33))?.hasSuffix("groups are nested more than 32 deep") == true)
    }

    @Test func subitemCount() {
        let counted = { (count: Int) in
            "sections: [{items: 1, group: {horizontal: {layoutSize: {width: 1, height: 1}, "
                + "subitem: {item: {layoutSize: {width: 1, height: 1}}}, count: \(count)}}}]"
        }
        accepted(counted(100_000))
        #expect(refused(counted(100_001))?.hasSuffix("count: expected a whole number from 1 to 100000, got '100001'") == true)
    }

    @Test func zIndex() {
        let badge = { (z: Int) in
            "sections: [{items: 1, group: {horizontal: {layoutSize: {width: 1, height: 1}, subitems: [{item: {layoutSize: "
                + "{width: 1, height: 1}, supplementaryItems: [{elementKind: b, layoutSize: {width: 1, height: 1}, "
                + "containerAnchor: {edges: [top]}, zIndex: \(z)}]}}]}}}]"
        }
        accepted(badge(1_000_000))
        accepted(badge(-1_000_000))
        for z in [1_000_001, -1_000_001] {
            #expect(refused(badge(z))?.hasSuffix("zIndex: expected a whole number from -1000000 to 1000000, got '\(z)'") == true)
        }
    }

    @Test func uikitVersion() {
        for version in [13, 99] { accepted("uikit: \(version)\nsections: [{items: 1, group: \(group)}]") }
        for version in [12, 100] {
            #expect(refused("uikit: \(version)\nsections: [{items: 1, group: \(group)}]")
                    == "test.yaml:1:8: error: uikit: expected a whole number from 13 to 99, got '\(version)'")
        }
    }

    @Test func containerSide() {
        accepted("container: {width: 1, height: 10000000}\nsections: [{items: 1, group: \(group)}]")
        #expect(refused("container: {width: 0.999, height: 844}\nsections: [{items: 1, group: \(group)}]")
                == "test.yaml:1:20: error: container.width: expected a number from 1 to 10000000, got '0.999'")
        #expect(refused("container: {width: 390, height: 10000001}\nsections: [{items: 1, group: \(group)}]")
                == "test.yaml:1:33: error: container.height: expected a number from 1 to 10000000, got '10000001'")
    }

    @Test func devices() {
        let devices = { (count: Int) in
            "devices: [" + Array(repeating: "iphone-se", count: count).joined(separator: ", ") + "]\n"
                + "sections: [{items: 1, group: \(group)}]"
        }
        accepted(devices(8))
        #expect(refused(devices(9)) == "test.yaml:1:10: error: devices: expected at most 8 devices, got 9")
    }

    @Test func waterfallColumns() {
        let waterfall = { (columns: Int) in
            "sections: [{items: 1, group: {custom: {layoutSize: {width: .fractionalWidth(1), height: 100}, "
                + "waterfall: {columns: \(columns), heights: [100]}}}}]"
        }
        accepted(waterfall(64))
        #expect(refused(waterfall(65))?.hasSuffix("a waterfall has at most 64 columns, got 65") == true)
    }
}
