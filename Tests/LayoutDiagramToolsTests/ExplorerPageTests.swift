import CompositionalLayout
import Foundation
import LayoutDiagramPipeline
@testable import LayoutDiagramTools
import LayoutInput
import LayoutSpec
import Testing

/// The explorer page (`render -o NAME.html`) as bytes: self-contained, deterministic, and holding
/// `explain`'s text and the pinning keyframes computed in Swift. Its behaviour in a browser is
/// `ExplorerBrowserTests`'.
@Suite struct ExplorerPageTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func page(_ example: String) throws -> (html: String, specification: LayoutSpecification) {
        let specification = try LayoutSource(path: Self.root.appendingPathComponent("examples/\(example)").path).load()
        var rendering = SpecRendering()
        rendering.format = .html
        rendering.options.orthogonalOverflow = nil
        return (String(decoding: try rendering.render(specification), as: UTF8.self), specification)
    }

    /// The page's JSON data, decoded.
    private func data(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"explorer-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
        return try #require(json as? [String: Any])
    }

    @Test func thePageIsSelfContainedAndTheSameEachTime() throws {
        let (html, _) = try page("pinned-headers-badges.yaml")
        #expect(html == (try page("pinned-headers-badges.yaml")).html)
        // Nothing to fetch: no source, link or import; the only URL is the SVG namespace, a name.
        for fetch in ["src=", "href=", "@import", "url(", "<link", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(fetch), "\(fetch)")
        }
        #expect(!html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("://"))
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        // Both themes, switched by the reader's colour scheme.
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
    }

    @Test func thePageHoldsExplainsTextForEveryElement() throws {
        let (html, specification) = try page("pinned-headers-badges.yaml")
        let device = try #require((try data(html)["devices"] as? [[String: Any]])?.first)
        let explanations = try #require(device["explanations"] as? [String: String])
        // 6 + 9 cells, 2 + 3 group instances, 15 badges and 2 headers: 37 elements.
        #expect(explanations.count == 37)
        let selector = try #require(LayoutElementSelector("1.4"))
        #expect(explanations["1.4"] == (try specification.explain(selector)).description)
        let targets = try #require(device["targets"] as? [String: [String: Any]])
        #expect(targets["s1-i4"]?["sel"] as? String == "1.4")
    }

    @Test func aSpecsOwnDevicesFollowItsContainerWhichExplainUses() throws {
        let (html, specification) = try page("adaptive-columns.yaml")
        let devices = try #require(try data(html)["devices"] as? [[String: Any]])
        #expect(devices.map { $0["name"] as? String } == ["The spec's container, 390 × 844", "iPhone 15", "iPad Air 11-inch"])
        #expect(devices.map { $0["salt"] as? String } == ["ld", "ld-d1", "ld-d2"])
        // The first part is explain's: 2 columns of (390 − 2 × 16 − 10) / 2 = 174.
        let first = try #require(devices.first?["explanations"] as? [String: String])
        #expect(first["0.0"] == (try specification.explain(try #require(LayoutElementSelector("0.0")))).description)
        #expect(first["0.0"]?.hasPrefix("item 0.0: x 16, y 0, width 174, height 80") == true)
    }

    @Test func aPinnedHeaderMovesByKeyframesFromThePinningRule() throws {
        let (html, _) = try page("pinned-headers-badges.yaml")
        let device = try #require((try data(html)["devices"] as? [[String: Any]])?.first)
        let scroll = try #require(device["scroll"] as? [String: Any])
        let movers = try #require(scroll["movers"] as? [[String: Any]])
        let header = try #require(movers.first { ($0["ids"] as? [String])?.first == "ld-s0-sup1" })
        // Section 0's header (44 tall, at 0) stays at the top while its section (8 + 2 × 110 + 12 + 16
        // = 256 after the header: 300 in all) is visible: it follows the offset from 0 until the
        // section's end pushes it, at 300 − 44 = 256, and stays there (keyframes hold past the last).
        #expect(header["keys"] as? [[Double]] == [[0, 0, 0], [256, 0, 256], [722, 0, 256]])
    }

    @Test func keyframesKeepOnlyTheCorners() {
        // A clamp: 0 until 10, then rising 1:1 until 30, then flat: samples every 5 points.
        let samples = stride(from: 0.0, through: 50, by: 5).map { (offset: $0, dx: 0.0, dy: min(max($0 - 10, 0), 20)) }
        #expect(ExplorerMotion.keyframes(samples) == [[0, 0, 0], [10, 0, 0], [30, 0, 20], [50, 0, 20]])
    }

    @Test func aGapsMarkerLeadsToItsGap() {
        #expect(ExplorerTargets.gapID("s0-gap-interItem0-tick1") == "s0-gap-interItem0")
        #expect(ExplorerTargets.gapID("layout-gap-interSection2") == "layout-gap-interSection2")
        #expect(ExplorerTargets.gapID("s3-gap-interGroup-beyond0-line") == "s3-gap-interGroup-beyond0")
        #expect(ExplorerTargets.gapID("s0-i3-label") == nil)
    }
}
