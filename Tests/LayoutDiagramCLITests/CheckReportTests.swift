@testable import layout_diagram
import Foundation
@testable import LayoutDiagramTools
import Testing

/// `check`'s report: reg-cli's `reg.json` and the static `report.html`, from a result built by hand.
@Suite struct CheckReportTests {
    /// `/ci/golden` holds the golden files; the run writes `/ci/out/actual` and `/ci/out/diff`,
    /// and the report goes to `/ci/out`.
    private let root = URL(fileURLWithPath: "/ci")
    private var reportDirectory: URL { root.appendingPathComponent("out") }

    private func item(_ name: String, _ kind: CheckItem.Kind, _ verdict: CheckItem.Verdict,
                      _ summary: String, textDiff: String? = nil, diffImage: String? = nil) -> CheckItem {
        CheckItem(name: name, kind: kind, verdict: verdict, summary: summary, textDiff: textDiff, diffImage: diffImage)
    }

    /// Each verdict at least once, each kind at least once, failed ones of every kind.
    private var items: [CheckItem] {
        [
            item("badge.json", .json, .new, "no golden copy"),
            item("badge.png", .png, .new, "no golden copy"),
            item("grid.png", .png, .failed, "12 pixels differ (0.05%)", diffImage: "grid.diff.png"),
            item("list.json", .json, .failed, "line 3 differs",
                 textDiff: "--- expected/list.json\n+++ actual/list.json\n@@ -3 +3 @@\n-  \"x\": 1\n+  \"x\": 2\n"),
            item("list.svg", .svg, .failed, "line 14 differs",
                 textDiff: "@@ -14 +14 @@\n-<rect width=\"10\"/>\n+<rect width=\"12\"/>\n"),
            item("old.svg", .svg, .deleted, "nothing renders it"),
            item("seed.json", .json, .passed, "identical"),
            item("seed.png", .png, .passed, "identical"),
            item("seed.svg", .svg, .passed, "identical"),
        ]
    }

    private func result(_ items: [CheckItem], cairo: String = "1.16.0", golden: String? = "1.16.0") -> CheckResult {
        CheckResult(expectedDirectory: root.appendingPathComponent("golden"),
                    actualDirectory: reportDirectory.appendingPathComponent("actual"),
                    diffDirectory: reportDirectory.appendingPathComponent("diff"),
                    items: items, cairoVersion: cairo, expectedCairoVersion: golden)
    }

    private func html(_ result: CheckResult) -> String {
        CheckReport.html(for: result, reportDirectory: reportDirectory)
    }

    /// The HTML of one section, from its opening tag to its closing one; empty when it is absent.
    private func section(_ verdict: CheckItem.Verdict, in html: String) -> Substring {
        guard let start = html.range(of: "<section class=\"group group-\(verdict.rawValue)\"") else { return "" }
        guard let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return "" }
        return html[start.lowerBound..<end.upperBound]
    }

    private func count(_ needle: String, in text: some StringProtocol) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    // MARK: - reg.json

    @Test func regJSONListsEachNameUnderItsVerdict() throws {
        let data = CheckReport.regJSON(for: result(items), reportDirectory: reportDirectory)
        let document = try JSONDecoder().decode(RegJSON.self, from: data)
        #expect(document.failedItems == ["grid.png", "list.json", "list.svg"])
        #expect(document.newItems == ["badge.json", "badge.png"])
        #expect(document.deletedItems == ["old.svg"])
        #expect(document.passedItems == ["seed.json", "seed.png", "seed.svg"])
        // Expected: everything but the new files. Actual: everything but the deleted ones.
        #expect(document.expectedItems == ["grid.png", "list.json", "list.svg", "old.svg",
                                           "seed.json", "seed.png", "seed.svg"])
        #expect(document.actualItems == ["badge.json", "badge.png", "grid.png", "list.json", "list.svg",
                                         "seed.json", "seed.png", "seed.svg"])
        // One per failed file: the diff image in diffDir, or the file's name when it has none (text).
        #expect(document.diffItems == ["grid.diff.png", "list.json", "list.svg"])
    }

    @Test func regJSONFoldersAreRelativeToTheReport() throws {
        let data = CheckReport.regJSON(for: result(items), reportDirectory: reportDirectory)
        let document = try JSONDecoder().decode(RegJSON.self, from: data)
        #expect(document.expectedDir == "../golden")
        #expect(document.actualDir == "actual")
        #expect(document.diffDir == "diff")
    }

    /// reg-cli's ten keys, sorted, two-space indentation, a final newline: the exact bytes.
    @Test func regJSONBytesAreFixed() {
        let small = result([
            item("a.png", .png, .failed, "3 pixels differ", diffImage: "a.png"),
            item("b.json", .json, .new, "no golden copy"),
        ])
        let text = String(decoding: CheckReport.regJSON(for: small, reportDirectory: reportDirectory), as: UTF8.self)
        #expect(text == """
            {
              "actualDir": "actual",
              "actualItems": [
                "a.png",
                "b.json"
              ],
              "deletedItems": [],
              "diffDir": "diff",
              "diffItems": [
                "a.png"
              ],
              "expectedDir": "../golden",
              "expectedItems": [
                "a.png"
              ],
              "failedItems": [
                "a.png"
              ],
              "newItems": [
                "b.json"
              ],
              "passedItems": []
            }

            """)
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?.keys.sorted() == ["actualDir", "actualItems", "deletedItems", "diffDir", "diffItems",
                                          "expectedDir", "expectedItems", "failedItems", "newItems", "passedItems"])
    }

    @Test func regJSONEscapesHostileNames() throws {
        let name = "q\"uote\\back\nline\u{01}é/<b>.png"
        let data = CheckReport.regJSON(for: result([item(name, .png, .new, "new")]), reportDirectory: reportDirectory)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""q\"uote\\back\nline\u0001é/<b>.png""#))
        #expect(try JSONDecoder().decode(RegJSON.self, from: data).newItems == [name])
    }

    // MARK: - Relative paths

    @Test func relativePaths() {
        func relative(_ base: String, _ target: String) -> String {
            CheckReportPaths.relativePath(from: URL(fileURLWithPath: base), to: URL(fileURLWithPath: target))
        }
        #expect(relative("/ci/out", "/ci/out") == ".")
        #expect(relative("/ci/out", "/ci/out/actual") == "actual")
        #expect(relative("/ci/out/", "/ci/out/a/b/") == "a/b")
        #expect(relative("/ci/out", "/ci/golden") == "../golden")
        #expect(relative("/ci/out/report", "/ci/golden/png") == "../../golden/png")
        #expect(relative("/ci/out", "/ci") == "..")
        #expect(relative("/ci/out/./x/..", "/ci/golden") == "../golden")
        #expect(relative("/a", "/b") == "../b")
        #expect(CheckReportPaths.join(".", "x.png") == "x.png")
        #expect(CheckReportPaths.join("../golden", "x.png") == "../golden/x.png")
        #expect(CheckReportPaths.urlPath("../golden/a b#1?%.png") == "../golden/a%20b%231%3F%25.png")
        #expect(CheckReportPaths.urlPath("é.png") == "%C3%A9.png")
    }

    // MARK: - report.html

    @Test func sectionsComeFailedNewDeletedPassed() throws {
        let page = html(result(items))
        let positions = try [CheckItem.Verdict.failed, .new, .deleted, .passed].map { verdict in
            try #require(page.range(of: "id=\"\(verdict.rawValue)\"")).lowerBound
        }
        #expect(positions == positions.sorted())
        // Passed files are folded away; the other sections are not.
        let passed = section(.passed, in: page)
        #expect(passed.contains("<details>\n<summary><h2>Passed (3)</h2></summary>"))
        #expect(!page.contains("<details open"))
        #expect(count("<details", in: page) == 1)
        #expect(section(.failed, in: page).contains("<h2>Failed (3)</h2>"))
    }

    @Test func eachFileIsOneCardInItsSectionWithItsBadge() {
        let page = html(result(items))
        let badges: [CheckItem.Verdict: String] = [.failed: "FAIL", .new: "NEW", .deleted: "DELETED", .passed: "PASS"]
        for item in items {
            let card = "<article class=\"item item-\(item.verdict.rawValue) kind-\(item.kind.rawValue)\""
            #expect(count("data-name=\"\(item.name)\"", in: page) == 1, "\(item.name)")
            for verdict in CheckReportHTML.sectionOrder {
                let inSection = count("data-name=\"\(item.name)\"", in: section(verdict, in: page))
                #expect(inSection == (verdict == item.verdict ? 1 : 0), "\(item.name) in \(verdict)")
            }
            let badge = "<span class=\"badge badge-\(item.verdict.rawValue)\">\(badges[item.verdict]!)</span> "
                + "<span class=\"name\">\(item.name)</span>"
            #expect(page.contains(badge), "\(item.name)")
            #expect(page.contains(card), "\(item.name)")
            #expect(page.contains("<p class=\"summary\">\(item.summary)</p>"), "\(item.name)")
        }
        #expect(count("class=\"badge badge-failed\">FAIL<", in: page) == 3)
        #expect(count("class=\"badge badge-new\">NEW<", in: page) == 2)
        #expect(count("class=\"badge badge-deleted\">DELETED<", in: page) == 1)
        #expect(count("class=\"badge badge-passed\">PASS<", in: page) == 3)
    }

    @Test func emptySectionsAreLeftOut() {
        let page = html(result([item("seed.png", .png, .passed, "identical")]))
        #expect(section(.failed, in: page).isEmpty)
        #expect(section(.new, in: page).isEmpty)
        #expect(section(.deleted, in: page).isEmpty)
        #expect(!section(.passed, in: page).isEmpty)
    }

    /// Sources are relative to the report: `../golden/` (expected), `actual/`, `diff/`.
    @Test func imageSourcesPointAtTheThreeFolders() {
        let page = html(result(items))
        let failed = section(.failed, in: page)
        // Side by side, then expected under actual in the overlay.
        #expect(count("src=\"../golden/grid.png\"", in: failed) == 2)
        #expect(count("src=\"actual/grid.png\"", in: failed) == 2)
        #expect(count("src=\"diff/grid.diff.png\"", in: failed) == 1)
        #expect(failed.contains("<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-controls=\"overlay-"))
        #expect(count("src=\"../golden/list.svg\"", in: failed) == 2)
        #expect(count("src=\"actual/list.svg\"", in: failed) == 2)
        #expect(!page.contains("list.json\" alt"))   // JSON is text: no image
        let new = section(.new, in: page)
        #expect(new.contains("src=\"actual/badge.png\""))
        #expect(!new.contains("golden/badge"))
        #expect(!new.contains("type=\"range\""))
        let deleted = section(.deleted, in: page)
        #expect(deleted.contains("src=\"../golden/old.svg\""))
        #expect(!deleted.contains("actual/old.svg"))
        let passed = section(.passed, in: page)
        #expect(passed.contains("src=\"actual/seed.png\""))
        #expect(passed.contains("src=\"actual/seed.svg\""))
        #expect(!passed.contains("src=\"../golden/"))
        // Links to the files, the diff only for a failed PNG.
        #expect(failed.contains("<a href=\"diff/grid.diff.png\">diff</a>"))
        #expect(deleted.contains("<a href=\"../golden/old.svg\">expected</a>"))
        // grid.png 2 + diff + 2 in the overlay, list.svg 2 + 2, new 1, deleted 1, passed PNG and SVG 1 each.
        #expect(count("<img ", in: page) == 5 + 4 + 1 + 1 + 2)
    }

    @Test func textDiffsArePreformattedAndColouredBySign() {
        let page = html(result(items))
        let diff = """
            <pre class="diff"><span class="line-file">--- expected/list.json</span>
            <span class="line-file">+++ actual/list.json</span>
            <span class="line-hunk">@@ -3 +3 @@</span>
            <span class="line-del">-  &quot;x&quot;: 1</span>
            <span class="line-add">+  &quot;x&quot;: 2</span></pre>
            """
        #expect(page.contains(diff))
        #expect(page.contains("<span class=\"line-del\">-&lt;rect width=&quot;10&quot;/&gt;</span>"))
    }

    @Test func summaryShowsVerdictCountsAndCairo() {
        let page = html(result(items, cairo: "1.18.0", golden: "1.16.0"))
        #expect(page.contains("<title>layout-diagram check: FAILED (3 failed, 2 new, 1 deleted, 3 passed)</title>"))
        #expect(page.contains("<body class=\"run-failed\">"))
        #expect(page.contains("<strong class=\"overall-word\">FAILED</strong>"))
        #expect(page.contains("<a href=\"#failed\"><strong>3</strong> failed</a>"))
        #expect(page.contains("<a href=\"#passed\"><strong>3</strong> passed</a>"))
        #expect(page.contains("<span class=\"cairo-run\">1.18.0</span> (this run)"))
        #expect(page.contains("<span class=\"cairo-golden\">1.16.0</span>"))
        #expect(page.contains("Cairo versions differ"))
        #expect(page.contains("<dt>Expected</dt><dd><code>../golden</code></dd>"))

        let same = html(result(items))
        #expect(!same.contains("Cairo versions differ"))
        #expect(html(result(items, golden: nil)).contains("the golden PNGs record no Cairo version"))
    }

    @Test func aCleanRunPasses() {
        let page = html(result([item("seed.png", .png, .passed, "identical")]))
        #expect(page.contains("<strong class=\"overall-word\">PASSED</strong>"))
        #expect(page.contains("<body class=\"run-passed\">"))
        #expect(page.contains("<li class=\"count count-failed count-zero\"><strong>0</strong> failed</li>"))
        // New or deleted files alone fail the run, as `CheckResult.isClean` says.
        #expect(html(result([item("n.png", .png, .new, "new")])).contains("overall-word\">FAILED<"))
        #expect(html(result([])).contains("No files were compared."))
    }

    @Test func everyStringFromTheResultIsEscaped() {
        let hostile = "<script>alert(\"x\")</script> & 'q'.png"
        let page = html(result([
            item(hostile, .png, .failed, "<img src=x onerror=alert(1)> & \"quoted\"",
                 textDiff: "</pre><script>alert(2)</script>", diffImage: "<b>.png"),
        ], cairo: "<i>1</i>", golden: "&amp;"))
        // Only the report's own script: none from the data.
        #expect(count("<script", in: page) == 1)
        #expect(!page.contains("alert(\"x\")"))
        #expect(!page.contains("<img src=x"))
        #expect(!page.contains("<b>"))
        #expect(!page.contains("<i>1</i>"))
        let escapedName = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;.png"
        #expect(page.contains("<span class=\"name\">\(escapedName)</span>"))
        #expect(page.contains("data-name=\"\(escapedName)\""))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;"))
        #expect(page.contains("&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
        #expect(page.contains("<span class=\"cairo-golden\">&amp;amp;</span>"))
        // Paths are percent-encoded, so quotes and angle brackets never reach an attribute.
        let encoded = "%3Cscript%3Ealert%28%22x%22%29%3C/script%3E%20%26%20%27q%27.png"
        #expect(page.contains("src=\"actual/\(encoded)\""))
        #expect(page.contains("src=\"diff/%3Cb%3E.png\""))
    }

    @Test func outputIsDeterministic() {
        let first = result(items)
        let shuffled = result(items.reversed())
        #expect(html(first) == html(first))
        #expect(html(first) == html(shuffled))
        #expect(CheckReport.regJSON(for: first, reportDirectory: reportDirectory)
            == CheckReport.regJSON(for: shuffled, reportDirectory: reportDirectory))
        // Nothing from the clock or the machine.
        let year = String(Calendar(identifier: .gregorian).component(.year, from: Date()))
        #expect(!html(first).contains(year))
        #expect(!html(first).contains("/ci/"))
    }

    @Test func writePutsTheFilesInTheReportFolder() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-diagram-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("nested/report")
        let run = CheckResult(expectedDirectory: folder.appendingPathComponent("golden"),
                              actualDirectory: target.appendingPathComponent("actual"),
                              diffDirectory: target.appendingPathComponent("diff"),
                              items: items, cairoVersion: "1.16.0", expectedCairoVersion: nil)
        try CheckReport.write(run, to: target)
        let names = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(names == [".layout-diagram-report", "check.json", "reg.json", "report.html"], "the marker makes it a report")
        let json = try Data(contentsOf: target.appendingPathComponent("reg.json"))
        #expect(json == CheckReport.regJSON(for: run, reportDirectory: target))
        #expect(try JSONDecoder().decode(RegJSON.self, from: json).expectedDir == "../../golden")
        let page = try String(contentsOf: target.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page == CheckReport.html(for: run, reportDirectory: target))
    }
}
