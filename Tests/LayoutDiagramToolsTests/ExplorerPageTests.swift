import CompositionalLayout
import Foundation
import LayoutDiagram
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

    @Test func aCarouselsCardsScaleByKeyframesFromItsHandler() throws {
        let (html, _) = try page("carousel-scale.yaml")
        let device = try #require((try data(html)["devices"] as? [[String: Any]])?.first)
        let section = try #require((device["orthogonal"] as? [[String: Any]])?.first)
        let looks = try #require(section["looks"] as? [[String: Any]])
        func keys(_ id: String) throws -> [[Double]] {
            try #require(looks.first { ($0["ids"] as? [String])?.contains(id) == true }?["keys"] as? [[Double]])
        }
        // The handler scales a card by max(0.8, 1 − distance of its centre from the screen's / 390).
        // At the first rest offset, 0, card 0.0 is centred (distance 0: scale 1) and card 0.1 is one
        // group further, 273 points: 1 − 273 / 390 = 0.3, so 0.8. [offset, a, b, c, d, tx, ty, opacity].
        let first = try keys("ld-s0-i0"), second = try keys("ld-s0-i1")
        #expect(first.first?[0] == 0 && first.first?[1] == 1 && first.first?[4] == 1 && first.first?[7] == 1)
        #expect(second.first?[0] == 0 && second.first?[1] == 0.8 && second.first?[4] == 0.8 && second.first?[7] == 1)
        // The nodes it owns (its inset band, its label) are drawn with it.
        let ids = try #require(looks.first { ($0["ids"] as? [String])?.contains("ld-s0-i1") == true }?["ids"] as? [String])
        #expect(ids == ["ld-s0-i1-inset", "ld-s0-i1", "ld-s0-i1-label"])
        // A page without effects keeps its script: no looks there.
        #expect(!(try page("orthogonal-group-paging.yaml")).html.contains("looked"))
        #expect(html.contains("looked"))
    }

    @Test func lookKeyframesGiveTheScenesLookAtEveryOffset() throws {
        let specification = try LayoutSource(path: Self.root.appendingPathComponent("examples/carousel-scale.yaml").path).load()
        var rendering = SpecRendering()
        rendering.options.orthogonalOverflow = nil  // every card, as the page draws them
        let scene = try rendering.scene(for: specification)
        let solution = try specification.solveForArtefacts()
        var budget = ExplorerLooks.maxElementLooks
        let looks = try #require(ExplorerLooks(scene: scene, drawn: solution, salt: .default)
            .looks(sections: [0], orthogonal: true, range: 0...1000, budget: &budget))
        // Between samples (45.5 apart), at them, just past them (where a card enters the samples), and at midpoints.
        for offset in [0, 10, 45.5, 100.25, 182, 182.5, 204.75, 205, 273, 300, 999.5] as [Double] {
            var options = DiagramOptions()
            options.orthogonalOffsets = [0: offset]
            let scenes = Dictionary(uniqueKeysWithValues: VisibleItemLooks(solution: solution, options: options)
                .elementLooks.map { ($0.key.rawValue, $0.value) })
            #expect(looks.count == 5)  // cards 0.0 to 0.4 have samples up to 1000
            for look in looks {
                let id = try #require(look.ids.first { !$0.hasSuffix("-inset") && !$0.contains("-label") })
                let expected = scenes[String(id.dropFirst("ld-".count))]
                let t = expected?.transform
                let want = [t?.a ?? 1, t?.b ?? 0, t?.c ?? 0, t?.d ?? 1, t?.tx ?? 0, t?.ty ?? 0, expected?.opacity ?? 1]
                #expect(zip(Self.interpolated(look.keys, at: offset), want).allSatisfy { abs($0 - $1) < 1e-9 },
                        "\(id) at \(offset)")
            }
        }
    }

    /// The values of `keys` at `offset`, as the page's script interpolates them.
    private static func interpolated(_ keys: [[Double]], at offset: Double) -> [Double] {
        guard let first = keys.first, let last = keys.last else { return [] }
        if offset <= first[0] { return Array(first.dropFirst()) }
        if offset >= last[0] { return Array(last.dropFirst()) }
        let high = keys.firstIndex { $0[0] > offset } ?? keys.count - 1
        let (a, b) = (keys[high - 1], keys[high])
        let t = (offset - a[0]) / (b[0] - a[0])
        return (1..<a.count).map { a[$0] + (b[$0] - a[$0]) * t }
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
