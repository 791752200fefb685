import CompositionalLayout
import Foundation
import LayoutDiagramTools
import LayoutSpec
import Testing

/// Every `id` in an SVG is unique, and every id that `aria-labelledby` names
/// exists exactly once: for every example, default, with `--annotations all`,
/// with a device and with `--explain`.
@Suite struct SVGIdentifierTests {
    /// The `id` attributes of `svg`, in document order.
    static func ids(in svg: String) -> [String] {
        svg.matches(of: /\sid="([^"]*)"/).map { String($0.1) }
    }

    /// The ids that appear more than once in `svg`, and the `aria-labelledby` references that do not appear exactly once.
    static func problems(in svg: String) -> [String] {
        let ids = Self.ids(in: svg)
        var counts: [String: Int] = [:]
        for id in ids { counts[id, default: 0] += 1 }
        var problems = counts.filter { $0.value > 1 }.keys.sorted().map { "duplicate id \($0)" }
        for match in svg.matches(of: /aria-labelledby="([^"]*)"/) {
            for reference in match.1.split(separator: " ") where counts[String(reference)] != 1 {
                problems.append("aria-labelledby \(reference) names \(counts[String(reference)] ?? 0) elements")
            }
        }
        return problems
    }

    @Test(arguments: LabelCollisionTests.examples)
    func everyIdIsUnique(example: String) throws {
        let specification = try SpecReader.read(
            contentsOf: LabelCollisionTests.examplesDirectory.appendingPathComponent(example).path)
        var modes: [(String, SpecRendering)] = []
        var settings = SpecRendering()
        settings.format = .svg
        modes.append(("", settings))
        var all = settings
        all.options.annotations = .all
        modes.append((" --annotations all", all))
        var device = settings
        device.devices = [DeviceProfile.named("iphone-se")!, DeviceProfile.named("ipad-mini")!]
        modes.append((" --device iphone-se --device ipad-mini", device))
        var explained = settings
        explained.explanations = [.cell(section: 0, item: 0), .group(section: 0, repetition: 0, path: [])]
        modes.append((" --explain 0.0 --explain s0-g0", explained))
        for (mode, settings) in modes {
            // Some examples have no group to explain (an empty section): those modes are not this test's concern.
            guard let data = try? settings.render(specification) else {
                #expect(!mode.isEmpty, "\(example) did not render")
                continue
            }
            let svg = String(decoding: data, as: UTF8.self)
            #expect(Self.ids(in: svg).count > 3, "\(example)\(mode)")
            #expect(Self.problems(in: svg).isEmpty, "\(example)\(mode): \(Self.problems(in: svg))")
        }
    }

    /// The check can fail: a repeated id and a label that names it are both found.
    @Test func aRepeatedIdIsFound() {
        let svg = #"<svg aria-labelledby="a b"><title id="a">t</title><text id="a">t</text><desc id="b"/></svg>"#
        #expect(Self.problems(in: svg) == ["duplicate id a", "aria-labelledby a names 2 elements"])
    }
}
