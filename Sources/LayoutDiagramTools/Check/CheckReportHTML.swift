import Foundation

/// `report.html`: one static page that shows a `check` run.
///
/// - **A summary:** the overall verdict (PASSED only when nothing failed, is new or
///   was deleted), the count of each verdict with a link to its section, the Cairo
///   version of this run and of the golden PNGs (with a warning when they differ),
///   and the three folders.
/// - **One section per verdict**, in the order a reviewer needs them: failed, new,
///   deleted, then passed, folded in a `<details>`. Empty sections are left out.
/// - **One card per file:** a badge (FAIL, NEW, DELETED, PASS), the name, the kind,
///   the summary line and links to the files, then
///   - for PNG and SVG: expected and actual side by side (as far as they exist),
///     the diff strip below them, and for a failed file an overlay whose slider
///     moves the line between expected (left) and actual (right);
///   - for a text diff: the unified diff in a `<pre>`, lines coloured by sign.
///
/// Every string from the result is escaped, every path percent-encoded. The script
/// wires the sliders and records on `<body>` how many images loaded
/// (`data-images`, `data-images-loaded`, `data-images-broken`); a missing image is
/// marked on the page. Once every image is loaded, decoded and painted, it sets
/// `<html data-ready="true">` and resolves `window.layoutDiagramReportReady`, the
/// signal the browser tests wait for before they read the page or capture it.
struct CheckReportHTML {
    let result: CheckResult
    /// The folders relative to the report.
    let expectedPath: String
    let actualPath: String
    let diffPath: String

    init(result: CheckResult, reportDirectory: URL) {
        self.result = result
        expectedPath = CheckReportPaths.relativePath(from: reportDirectory, to: result.expectedDirectory)
        actualPath = CheckReportPaths.relativePath(from: reportDirectory, to: result.actualDirectory)
        diffPath = CheckReportPaths.relativePath(from: reportDirectory, to: result.diffDirectory)
    }

    /// The sections, in the order they appear.
    static let sectionOrder: [CheckItem.Verdict] = [.failed, .new, .deleted, .passed]

    func document() -> String {
        let items = result.items.sorted { $0.name < $1.name }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape("layout-diagram check: \(overallWord) (\(countsLine))"))</title>
            <link rel="icon" href="data:,">
            <style>
            \(CheckReportAssets.css)</style>
            </head>
            <body class="\(result.isClean ? "run-passed" : "run-failed")">

            """
        html += header()
        html += "<main>\n"
        var index = 0
        for verdict in Self.sectionOrder {
            let members = items.filter { $0.verdict == verdict }
            guard !members.isEmpty else { continue }
            var cards = ""
            for item in members {
                cards += card(item, index: index)
                index += 1
            }
            html += section(verdict, count: members.count, cards: cards)
        }
        if items.isEmpty {
            html += "<p class=\"empty\">No files were compared.</p>\n"
        }
        html += "</main>\n<script>\n\(CheckReportAssets.script)</script>\n</body>\n</html>\n"
        return html
    }

    // MARK: - Summary

    private var overallWord: String { result.isClean ? "PASSED" : "FAILED" }

    private var countsLine: String {
        "\(result.failed.count) failed, \(result.new.count) new, \(result.deleted.count) deleted, "
            + "\(result.passed.count) passed"
    }

    private func header() -> String {
        let verdictClass = result.isClean ? "overall-passed" : "overall-failed"
        let total = result.items.count
        var html = "<header>\n<h1>layout-diagram check</h1>\n"
        html += "<p class=\"overall \(verdictClass)\"><strong class=\"overall-word\">\(overallWord)</strong> "
        html += "<span>\(escape(countsLine)) (\(total) \(total == 1 ? "file" : "files"))</span></p>\n"
        html += "<ul class=\"counts\">\n"
        for verdict in Self.sectionOrder {
            let count = result.items.filter { $0.verdict == verdict }.count
            let label = "<strong>\(count)</strong> \(Self.sectionWord(verdict))"
            html += count > 0
                ? "<li class=\"count count-\(verdict.rawValue)\"><a href=\"#\(verdict.rawValue)\">\(label)</a></li>\n"
                : "<li class=\"count count-\(verdict.rawValue) count-zero\">\(label)</li>\n"
        }
        html += "</ul>\n<dl class=\"meta\">\n"
        html += "<dt>Cairo</dt><dd>\(cairoLine())</dd>\n"
        html += "<dt>Expected</dt><dd><code>\(escape(expectedPath))</code></dd>\n"
        html += "<dt>Actual</dt><dd><code>\(escape(actualPath))</code></dd>\n"
        html += "<dt>Diff</dt><dd><code>\(escape(diffPath))</code></dd>\n"
        html += "</dl>\n</header>\n"
        return html
    }

    private func cairoLine() -> String {
        let run = "<span class=\"cairo-run\">\(escape(result.cairoVersion))</span> (this run)"
        guard let golden = result.expectedCairoVersion else {
            return run + "; the golden PNGs record no Cairo version"
        }
        let line = run + "; golden PNGs: <span class=\"cairo-golden\">\(escape(golden))</span>"
        guard golden != result.cairoVersion else { return line }
        return line + " <span class=\"warning\">Cairo versions differ: pixel differences may come from Cairo, "
            + "not from the layout.</span>"
    }

    // MARK: - Sections and cards

    static func sectionWord(_ verdict: CheckItem.Verdict) -> String {
        switch verdict {
        case .failed: "failed"
        case .new: "new"
        case .deleted: "deleted"
        case .passed: "passed"
        }
    }

    /// The badge's text: FAIL, NEW, DELETED, PASS.
    static func badgeText(_ verdict: CheckItem.Verdict) -> String {
        switch verdict {
        case .failed: "FAIL"
        case .new: "NEW"
        case .deleted: "DELETED"
        case .passed: "PASS"
        }
    }

    private func section(_ verdict: CheckItem.Verdict, count: Int, cards: String) -> String {
        let word = Self.sectionWord(verdict)
        let title = "<h2>\(word.prefix(1).uppercased() + word.dropFirst()) (\(count))</h2>"
        let open = "<section class=\"group group-\(verdict.rawValue)\" id=\"\(verdict.rawValue)\">\n"
        if verdict == .passed {
            return open + "<details>\n<summary>\(title)</summary>\n\(cards)</details>\n</section>\n"
        }
        return open + "\(title)\n\(cards)</section>\n"
    }

    private func card(_ item: CheckItem, index: Int) -> String {
        let verdict = item.verdict.rawValue
        var html = "<article class=\"item item-\(verdict) kind-\(item.kind.rawValue)\" id=\"item-\(index)\" "
            + "data-name=\"\(escape(item.name))\">\n"
        html += "<h3><span class=\"badge badge-\(verdict)\">\(Self.badgeText(item.verdict))</span> "
            + "<span class=\"name\">\(escape(item.name))</span> "
            + "<span class=\"kind\">\(item.kind.rawValue.uppercased())</span></h3>\n"
        html += "<p class=\"summary\">\(escape(item.summary))</p>\n"
        html += links(item)
        if item.kind == .svg || item.kind == .png {
            html += images(item, index: index)
        }
        if let diff = item.textDiff, !diff.isEmpty {
            html += "<pre class=\"diff\">\(diffLines(diff))</pre>\n"
        }
        html += "</article>\n"
        return html
    }

    /// Whether the file is in the expected folder: all but new ones.
    private func hasExpected(_ item: CheckItem) -> Bool { item.verdict != .new }

    /// Whether the file is in the actual folder: all but deleted ones.
    private func hasActual(_ item: CheckItem) -> Bool { item.verdict != .deleted }

    private func expectedSource(_ item: CheckItem) -> String {
        CheckReportPaths.urlPath(CheckReportPaths.join(expectedPath, item.name))
    }

    private func actualSource(_ item: CheckItem) -> String {
        CheckReportPaths.urlPath(CheckReportPaths.join(actualPath, item.name))
    }

    private func diffSource(_ diffImage: String) -> String {
        CheckReportPaths.urlPath(CheckReportPaths.join(diffPath, diffImage))
    }

    private func links(_ item: CheckItem) -> String {
        var links: [String] = []
        if hasExpected(item) { links.append("<a href=\"\(escape(expectedSource(item)))\">expected</a>") }
        if hasActual(item) { links.append("<a href=\"\(escape(actualSource(item)))\">actual</a>") }
        if item.verdict == .failed, let diffImage = item.diffImage {
            links.append("<a href=\"\(escape(diffSource(diffImage)))\">diff</a>")
        }
        return "<p class=\"files\">\(links.joined(separator: " · "))</p>\n"
    }

    /// The figures of a PNG or SVG. Passed files show the actual image only: it
    /// matches the expected one.
    private func images(_ item: CheckItem, index: Int) -> String {
        let name = escape(item.name)
        var figures: [String] = []
        if item.verdict != .passed, hasExpected(item) {
            figures.append(figure("Expected", source: expectedSource(item), alt: "expected \(name)"))
        }
        if hasActual(item) {
            figures.append(figure("Actual", source: actualSource(item), alt: "actual \(name)"))
        }
        var html = "<div class=\"figures\">\n\(figures.joined())</div>\n"
        if item.verdict == .failed, let diffImage = item.diffImage {
            // The diff strip (expected | mask | actual) is wide: it gets a row of its own.
            html += "<div class=\"figures\">\n"
                + figure("Diff", source: diffSource(diffImage), alt: "diff \(name)") + "</div>\n"
        }
        if item.verdict == .failed {
            let id = "overlay-\(index)"
            html += """
                <div class="overlay">
                <div class="stack" id="\(id)" style="--split: 50%">\
                <img class="under" src="\(escape(expectedSource(item)))" alt="expected \(name)">\
                <img class="over" src="\(escape(actualSource(item)))" alt="actual \(name)"></div>
                <label class="slider">expected <input type="range" min="0" max="100" value="50" \
                aria-controls="\(id)" aria-label="Move the line between expected (left) and actual (right)"> \
                actual</label>
                </div>

                """
        }
        return html
    }

    private func figure(_ caption: String, source: String, alt: String) -> String {
        "<figure><figcaption>\(caption)</figcaption><img src=\"\(escape(source))\" alt=\"\(alt)\"></figure>\n"
    }

    /// The unified diff, one `<span>` per line, classed by its first character.
    private func diffLines(_ diff: String) -> String {
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { line -> String in
            let kind = if line.hasPrefix("+++") || line.hasPrefix("---") {
                "file"
            } else if line.hasPrefix("@@") {
                "hunk"
            } else if line.hasPrefix("+") {
                "add"
            } else if line.hasPrefix("-") {
                "del"
            } else {
                "same"
            }
            return "<span class=\"line-\(kind)\">\(escape(String(line)))</span>"
        }.joined(separator: "\n")
    }

    private func escape(_ text: String) -> String { HTMLText.escaped(text) }
}
