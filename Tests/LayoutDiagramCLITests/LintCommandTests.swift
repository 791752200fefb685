import Foundation
import Testing

/// `layout-diagram lint`: warnings at their lines, exit 1 when anything is found, JSON and SARIF for CI.
@Suite struct LintCommandTests {
    private let overflowing = LintFixtures.overflowing

    private func files(_ specs: [String: String]) throws -> URL { try ScratchFolder.make("lint", files: specs) }

    @Test func findingsAreWarningsAndExitOne() async throws {
        let folder = try files(["bad.yaml": overflowing, "good.yaml": overflowing.replacingOccurrences(of: "0.6", with: "0.5")])
        let run = try await CommandProcess.run(["lint", "bad.yaml", "good.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.text.hasPrefix("bad.yaml:4:7: warning: sections[0].group.horizontal: the subitems take fractions"))
        #expect(run.text.contains("[LD101 fractions-overflow]\n  fix: make the fractions add up to 1 or less"))
        #expect(run.text.hasSuffix("lint: 1 finding in 1 spec\n"))
        #expect(run.error.isEmpty)
        let clean = try await CommandProcess.run(["lint", "good.yaml"], in: folder)
        #expect(clean.status == 0 && clean.text == "lint: no findings\n")
    }

    @Test func disabledRulesAreLeftOut() async throws {
        let folder = try files(["bad.yaml": overflowing])
        let run = try await CommandProcess.run(["lint", "bad.yaml", "--disable", "fractions-overflow"], in: folder)
        #expect(run.status == 0)
        let typo = try await CommandProcess.run(["lint", "bad.yaml", "--disable", "fraction-overflow"], in: folder)
        #expect(typo.status == 2 && typo.error.contains("did you mean 'fractions-overflow'?"))
    }

    @Test func anUnreadableSpecIsExitTwoAndTheOthersAreStillLinted() async throws {
        let folder = try files(["bad.yaml": overflowing, "broken.yaml": "sections: [{items: 1}]\n"])
        let run = try await CommandProcess.run(["lint", "broken.yaml", "bad.yaml"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("broken.yaml:1:"))
        #expect(run.error.contains("lint: 1 of 2 specs could not be linted"))
        #expect(run.text.contains("bad.yaml:4:7: warning:"))
    }

    @Test func jsonHasOneObjectPerFinding() async throws {
        let folder = try files(["bad.yaml": overflowing])
        let run = try await CommandProcess.run(["lint", "bad.yaml", "--format", "json"], in: folder)
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["code"] as? String == "LD101")
        #expect(findings.first?["rule"] as? String == "fractions-overflow")
        #expect(findings.first?["line"] as? Int == 4 && findings.first?["column"] as? Int == 7)
        #expect(findings.first?["keyPath"] as? String == "sections[0].group.horizontal")
        #expect(document["version"] as? Int == 1)
        // One finding per line, so that a diff of two runs is a diff of findings.
        #expect(run.text.split(separator: "\n").count == 3)
    }

    @Test func sarifNamesTheRulesAndTheRegion() async throws {
        let folder = try files(["bad.yaml": overflowing])
        let run = try await CommandProcess.run(["lint", "bad.yaml", "--format", "sarif"], in: folder)
        #expect(run.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String } == ["LD101", "LD102", "LD103", "LD104", "LD105", "LD106"])
        let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "LD101" && result["level"] as? String == "warning")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "bad.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 4)
    }
}
