import Foundation
import LayoutDiagramTools
import LayoutSpec
import Testing
@testable import layout_diagram

/// The animated SVG plays in a real browser: headless Chromium, with every animation paused at a
/// chosen time, shows exactly the frame the timeline puts there. Reading the computed visibility,
/// not pixels, keeps it free of timing. `LAYOUT_DIAGRAM_SKIP_BROWSER=1` skips it.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUT_DIAGRAM_SKIP_BROWSER"] != "1",
                "LAYOUT_DIAGRAM_SKIP_BROWSER=1 skips the browser tests"))
struct AnimatedSVGBrowserTests {
    @Test func eachRunOfFramesIsVisibleAloneWhileItPlays() throws {
        let environment = ProcessInfo.processInfo.environment
        let chromium = try #require(environment["LAYOUT_DIAGRAM_CHROMIUM"].flatMap { $0.isEmpty ? nil : $0 }
            ?? HeadlessChromium.executable(named: "chromium"), "install chromium (scripts/install-deps) or set LAYOUT_DIAGRAM_SKIP_BROWSER=1")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let example = root.appendingPathComponent("examples/orthogonal-continuous.yaml").path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-animated-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let svgPath = scratch.appendingPathComponent("a.svg").path
        let rendering = try RenderCommand.parse(AnimateArgument.expanding([example, "-o", svgPath, "--animate", "--fps", "4",
                                                                           "--no-xml-declaration"])).settings()
        let specification = try SpecReader.read(contentsOf: example)
        let frames = try rendering.animationFrames(for: specification)
        let svg = String(decoding: try rendering.render(specification), as: UTF8.self)
        // The runs of equal frames, as the renderer groups them: (first frame, count).
        var runs: [(start: Int, count: Int)] = []
        for (index, scene) in frames.scenes.enumerated() {
            if index > 0, scene == frames.scenes[index - 1] { runs[runs.count - 1].count += 1 } else { runs.append((index, 1)) }
        }
        let page = scratch.appendingPathComponent("page.html")
        try Data("<!doctype html><html><body style=\"margin:0\">\(svg)</body></html>".utf8).write(to: page)
        let browser = try HeadlessChromium(binary: chromium, scratch: scratch)
        defer { browser.close() }
        try browser.open(page, width: 1200, height: 600)
        for (index, run) in runs.enumerated() {
            // The middle of the run's first frame, in milliseconds: frames are 250 ms long at 4 a second.
            let time = (Double(run.start) + 0.5) * 250
            let visible = try browser.evaluate("""
                (function () {
                  document.getAnimations().forEach(function (a) { a.pause(); a.currentTime = \(time); });
                  return Array.from(document.querySelectorAll('g.ld-frame'))
                    .filter(function (g) { return getComputedStyle(g).visibility === 'visible'; })
                    .map(function (g) { return g.id; }).join(' ');
                })()
                """) as? String
            #expect(visible == "ld-frame\(index)", "at \(time) ms")
        }
    }
}
