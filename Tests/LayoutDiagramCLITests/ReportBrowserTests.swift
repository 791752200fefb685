@testable import layout_diagram
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
@testable import LayoutDiagramTools
import Testing

/// `report.html` in a real browser: headless Chromium opens a report over real PNG and SVG
/// files; once the page signals that its images are loaded, decoded and painted, the test
/// reads back the DOM and a screenshot (over the DevTools protocol, `HeadlessChromium`).
///
/// Chromium comes from Debian's `chromium` package (`scripts/install-deps` installs it);
/// `LAYOUT_DIAGRAM_CHROMIUM` names another binary. `LAYOUT_DIAGRAM_SKIP_BROWSER=1` skips
/// the suite.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUT_DIAGRAM_SKIP_BROWSER"] != "1",
                "LAYOUT_DIAGRAM_SKIP_BROWSER=1 skips the browser tests"))
struct ReportBrowserTests {
    private static let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
    private static let blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
    private static let yellow = RasterImage.Pixel(red: 255, green: 255, blue: 0)
    private static let green = RasterImage.Pixel(red: 0, green: 255, blue: 0)
    /// `CheckReportAssets.failColor`, #cf222e.
    private static let failBadge = RasterImage.Pixel(red: 0xcf, green: 0x22, blue: 0x2e)

    /// The report, on disk with the files it shows:
    /// `golden/` (expected), `run/actual/`, `run/diff/`, and the report in `run/report/`,
    /// so every source climbs out of the report's folder.
    private struct Fixture {
        let root: URL
        let report: URL

        init() throws {
            root = FileManager.default.temporaryDirectory
                .appendingPathComponent("layout-diagram-browser-\(UUID().uuidString)")
            let golden = root.appendingPathComponent("golden")
            let actual = root.appendingPathComponent("run/actual")
            let diff = root.appendingPathComponent("run/diff")
            report = root.appendingPathComponent("run/report")
            for folder in [golden, actual, diff] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            func png(_ fill: RasterImage.Pixel, _ url: URL) throws {
                try PNGCodec.encode(RasterImage(width: 60, height: 40, fill: fill)).write(to: url)
            }
            try png(red, golden.appendingPathComponent("grid.png"))
            try png(blue, actual.appendingPathComponent("grid.png"))
            try png(yellow, diff.appendingPathComponent("grid.diff.png"))
            try png(red, golden.appendingPathComponent("gone.png"))
            // A name that only works when percent-encoded.
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40">"#
                + #"<rect width="60" height="40" fill="lime"/></svg>"#
            try Data(svg.utf8).write(to: actual.appendingPathComponent("new shape #1.svg"))
            try Data("{}\n".utf8).write(to: golden.appendingPathComponent("seed.json"))
            try Data("{}\n".utf8).write(to: actual.appendingPathComponent("seed.json"))

            let result = CheckResult(
                expectedDirectory: golden, actualDirectory: actual, diffDirectory: diff,
                items: [
                    CheckItem(name: "gone.png", kind: .png, verdict: .deleted, summary: "nothing renders it"),
                    CheckItem(name: "grid.png", kind: .png, verdict: .failed, summary: "2400 pixels differ (100%)",
                              diffImage: "grid.diff.png"),
                    CheckItem(name: "new shape #1.svg", kind: .svg, verdict: .new, summary: "no golden copy"),
                    CheckItem(name: "seed.json", kind: .json, verdict: .passed, summary: "identical"),
                ],
                cairoVersion: "1.16.0", expectedCairoVersion: "1.16.0")
            try CheckReport.write(result, to: report)
        }

        var page: URL { report.appendingPathComponent(CheckReport.htmlFileName) }
    }

    /// The Chromium binary: `$LAYOUT_DIAGRAM_CHROMIUM`, or `chromium` on the `PATH`.
    static func chromium() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LAYOUT_DIAGRAM_CHROMIUM"], !path.isEmpty { return path }
        return HeadlessChromium.executable(named: "chromium")
    }

    static let missingChromium = """
        chromium is not installed, and the report must be checked in a real browser. \
        Install it with scripts/install-deps (as CI does) or `apt-get install -y chromium`; \
        or name a binary with LAYOUT_DIAGRAM_CHROMIUM=/path/to/chrome; \
        or skip these tests with LAYOUT_DIAGRAM_SKIP_BROWSER=1.
        """

    /// The report's readiness signal (`CheckReportAssets.script`): it resolves once every
    /// image has loaded or failed, is decoded, and has been painted.
    private static let ready = "window.layoutDiagramReportReady.then(function () { return true; })"

    /// Opens `page` at 1200×900 in headless Chromium, waits for the page's readiness signal,
    /// and hands the browser to `read`.
    private func withReadyPage<T>(_ page: URL, chromium: String, scratch: URL,
                                  _ read: (HeadlessChromium) throws -> T) throws -> T {
        let browser = try HeadlessChromium(binary: chromium, scratch: scratch)
        defer { browser.close() }
        try browser.open(page, width: 1200, height: 900)
        let isReady = try browser.evaluate(Self.ready) as? Bool
        guard isReady == true else { throw HeadlessChromium.Failure(description: "the page never signalled it was ready") }
        return try read(browser)
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The first `<tag …>` in `html`, attributes and all.
    private func openingTag(_ tag: String, in html: String) -> String? {
        guard let start = html.range(of: "<\(tag)"),
              let end = html.range(of: ">", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func reportLoadsEveryImageAndShowsTheBadges() throws {
        let chromium = try #require(Self.chromium(), Comment(rawValue: Self.missingChromium))
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }

        let dom = try withReadyPage(fixture.page, chromium: chromium, scratch: fixture.root) { browser in
            try browser.evaluate("document.documentElement.outerHTML") as? String ?? ""
        }
        #expect(openingTag("html", in: dom)?.contains("data-ready=\"true\"") == true, "no readiness signal")
        // The page's script writes these counts on <body> once the images have loaded or failed:
        // 2 side by side + the diff + 2 in the overlay for grid.png, the new SVG, the deleted PNG.
        let body = openingTag("body", in: dom) ?? "no <body> in the DOM: \(dom.prefix(300))"
        #expect(body.contains("data-images=\"7\""), "the page's script did not run: \(body)")
        #expect(body.contains("data-images-loaded=\"7\""), "not every image loaded: \(body)")
        #expect(body.contains("data-images-broken=\"0\""), "\(body)")
        // The script marks a missing image with the class "broken" (and its own text says `"broken"`).
        let brokenImages = count("broken\"", in: dom) - count("broken\"", in: CheckReportAssets.script)
        #expect(brokenImages == 0, "images marked as not found")
        // Counted first, so that a failure prints the counts, not the whole DOM.
        var badges: [String: Int] = [:]
        for (text, verdict) in [("FAIL", "failed"), ("NEW", "new"), ("DELETED", "deleted"), ("PASS", "passed")] {
            badges[text] = count("class=\"badge badge-\(verdict)\">\(text)</span>", in: dom)
        }
        #expect(badges == ["FAIL": 1, "NEW": 1, "DELETED": 1, "PASS": 1])
    }

    @Test func screenshotShowsTheImagesAndTheFailBadge() throws {
        let chromium = try #require(Self.chromium(), Comment(rawValue: Self.missingChromium))
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }

        let (image, counts) = try screenshot(of: fixture.page, chromium: chromium, scratch: fixture.root)
        // A 60×40 image has 2400 pixels; the overlay shows half of each of expected and actual.
        #expect(counts[Self.red, default: 0] >= 2400, "expected (red) image: \(counts)")
        #expect(counts[Self.blue, default: 0] >= 2400, "actual (blue) image: \(counts)")
        #expect(counts[Self.yellow, default: 0] >= 2400, "diff (yellow) image: \(counts)")
        #expect(counts[Self.green, default: 0] >= 2400, "new SVG (green) image: \(counts)")
        // The FAIL badge: a solid block of its colour beside the text, unlike the card's 4-px edge,
        // the banner's 1-px border or the letters of the headings, which share the colour.
        // (Values computed first, so that a failure does not print the whole image.)
        let hasBadge = Self.hasBlock(of: Self.failBadge, width: 12, height: 16, in: image)
        #expect(hasBadge, "no FAIL badge: \(counts)")
        #expect(counts[Self.blue, default: 0] < 4000, "the overlay starts half expected, half actual: \(counts)")
    }

    /// Moving the slider to 0 shows the whole actual image in the overlay. The page is a copy
    /// of the report with one more script, which sets the slider as a person would.
    @Test func sliderRevealsTheActualImage() throws {
        let chromium = try #require(Self.chromium(), Comment(rawValue: Self.missingChromium))
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }

        let moved = fixture.report.appendingPathComponent("slider.html")
        let slide = #"<script>var s = document.querySelector(".overlay input"); s.value = "0"; "#
            + #"s.dispatchEvent(new Event("input"));</script></body>"#
        let page = try String(contentsOf: fixture.page, encoding: .utf8)
            .replacingOccurrences(of: "</body>", with: slide)
        try Data(page.utf8).write(to: moved)
        let (_, counts) = try screenshot(of: moved, chromium: chromium, scratch: fixture.root)
        // 2400 blue pixels side by side and 2400 in the overlay, less the 2-px line over it.
        #expect(counts[Self.blue, default: 0] >= 4600, "actual (blue) image: \(counts)")
        #expect(counts[Self.red, default: 0] >= 2400, "expected (red) image: \(counts)")
    }

    /// A 1200×900 screenshot of `page`, taken once the page signals that it is ready, and how
    /// many of its pixels have each colour the test looks for.
    private func screenshot(of page: URL, chromium: String, scratch: URL,
                            sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (image: RasterImage, counts: [RasterImage.Pixel: Int]) {
        let png = try withReadyPage(page, chromium: chromium, scratch: scratch) { try $0.screenshot() }
        let image = try PNGCodec.decode(png)
        let size = "\(image.width)×\(image.height)"
        #expect(size == "1200×900", sourceLocation: sourceLocation)
        let wanted: Set<RasterImage.Pixel> = [Self.red, Self.blue, Self.yellow, Self.green, Self.failBadge]
        var counts: [RasterImage.Pixel: Int] = [:]
        for y in 0..<image.height {
            for x in 0..<image.width where wanted.contains(image[x, y]) {
                counts[image[x, y], default: 0] += 1
            }
        }
        return (image, counts)
    }

    /// Whether `image` has a `width × height` block of pixels all of `colour`.
    private static func hasBlock(of colour: RasterImage.Pixel, width: Int, height: Int, in image: RasterImage) -> Bool {
        guard image.width >= width, image.height >= height else { return false }
        for top in 0...(image.height - height) {
            for left in 0...(image.width - width) where image[left, top] == colour {
                let solid = (top..<(top + height)).allSatisfy { y in
                    (left..<(left + width)).allSatisfy { x in image[x, y] == colour }
                }
                if solid { return true }
            }
        }
        return false
    }
}
