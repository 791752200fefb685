import Foundation
import LayoutDiagram
import LayoutDiagramTools
import LayoutSpec
import Testing

/// The examples whose point is a declared dimension show it, in the SVG's
/// text and in the scene's text nodes, which the PNG paints; and lists and
/// decorations read as what they are.
@Suite struct DeclaredDimensionExampleTests {
    static func specification(_ example: String) throws -> LayoutSpecification {
        try SpecReader.read(contentsOf: LabelCollisionTests.examplesDirectory.appendingPathComponent(example).path)
    }

    /// The SVG's `<text>` content, line by line (a `<tspan>` per line), without tooltips.
    static func svgLines(_ example: String, _ settings: SpecRendering = SpecRendering()) throws -> [String] {
        var settings = settings
        settings.format = .svg
        let svg = String(decoding: try settings.render(specification(example)), as: UTF8.self)
        let withoutTooltips = svg.replacing(/<title>[^<]*<\/title>/, with: "")
        return withoutTooltips.matches(of: /<(?:text|tspan)[^>]*>([^<]+)</).map { String($0.1) }
    }

    /// Every line of the scene's text nodes: what both renderers paint.
    static func sceneLines(_ example: String) throws -> [String] {
        try SpecRendering().scene(for: specification(example)).nodes.flatMap { node -> [String] in
            guard case .text(let text) = node.shape else { return [] }
            return text.lines.map(\.string)
        }
    }

    @Test(arguments: [
        // 370 − 3·100 = 70 left over, shared by the two flexible gaps: 35 each.
        ("flexible-spacing.yaml", "interItem flexible(8) = 35"),
        // The group was estimated at 100; its 1:2 items (2/3 of 390 = 260 tall) measure it at 260.
        ("fractional-estimated-group.yaml", "height est. 100 → 260"),
        // Items a third of 390, as declared.
        ("fractional-estimated-group.yaml", ".fractionalWidth(1/3) = 130"),
        ("fractional-estimated-group.yaml", "height .fractionalWidth(2/3) = 260"),
        // Nothing measures the cells, so the estimate stands, and is still written as one.
        ("count-estimated.yaml", "height est. 100"),
    ])
    func anExampleShowsItsDeclaredDimension(example: String, text: String) throws {
        #expect(try Self.svgLines(example).contains(text), "SVG of \(example)")
        #expect(try Self.sceneLines(example).contains(text), "scene of \(example)")
    }

    /// Under `subitem:count: 3` the items' own `.fractionalWidth(1)` is not used: it is not written.
    @Test func aDimensionThatCountIgnoredIsNotWritten() throws {
        let lines = try Self.svgLines("count-estimated.yaml")
        #expect(!lines.contains { $0.hasPrefix(".fractionalWidth(1) = 130") }, "\(lines)")
        #expect(lines.contains(".fractionalWidth(1) = 390"), "the group's own width is")
    }

    @Test func listSectionsHaveNoGroupTagsOrOutlines() throws {
        // Sections made by a list configuration (basic-list.yaml is a grid of full-width rows, and keeps its tags).
        for example in ["list-grouped.yaml", "list-inset-grouped.yaml", "list-plain.yaml"] {
            let scene = try SpecRendering().scene(for: Self.specification(example))
            let groupNodes = scene.nodes.filter {
                switch $0.role {
                case .groupTag, .groupLabel, .groupOutline: return true
                default: return false
                }
            }
            #expect(groupNodes.isEmpty, "\(example): \(groupNodes.map(\.id))")
            #expect(try !Self.svgLines(example).contains { $0.hasPrefix("horizontal ") }, "\(example)")
        }
    }

    /// UIKit's long kinds are written at most once per picture (in the legend), in the whole SVG, tooltips included.
    @Test(arguments: LabelCollisionTests.examples)
    func aLongKindNameIsWrittenAtMostOnce(example: String) throws {
        var settings = SpecRendering()
        settings.format = .svg
        var modes: [(String, SpecRendering)] = DiagramAnnotations.allCases.map { annotations in
            var settings = settings
            settings.options.annotations = annotations
            return (" --annotations \(annotations)", settings)
        }
        var devices = settings
        devices.devices = [DeviceProfile.named("iphone-se")!, DeviceProfile.named("ipad-mini")!]
        modes.append((" --device iphone-se --device ipad-mini", devices))
        var explained = settings
        explained.explanations = [.view(kind: "UICollectionElementKindSectionHeader", section: 0, item: 0)]
        modes.append((" --explain UICollectionElementKindSectionHeader@0", explained))
        for (mode, settings) in modes {
            // An example without a section 0 header has nothing to explain: not this test's concern.
            guard let data = try? settings.render(Self.specification(example)) else {
                #expect(mode.contains("--explain"), "\(example)\(mode) did not render")
                continue
            }
            let svg = String(decoding: data, as: UTF8.self)
            for kind in ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"] {
                #expect(svg.ranges(of: kind).count <= 1, "\(example)\(mode): \(kind)")
            }
        }
    }

    @Test func headersAndFootersAreNamedShortWithTheFullKindInTheLegend() throws {
        let lines = try Self.svgLines("list-grouped.yaml")
        #expect(lines.filter { $0 == "header" }.count == 2)
        #expect(lines.filter { $0 == "footer" }.count == 2)
        #expect(lines.contains("header = UICollectionElementKindSectionHeader"))
        #expect(lines.contains("footer = UICollectionElementKindSectionFooter"))
    }

    @Test func aDecorationShowsItsKindOnce() throws {
        let lines = try Self.svgLines("background-decoration.yaml")
        #expect(lines.filter { $0 == "MyDecorationView" }.count == 1, "\(lines)")
    }

    /// A decoration's fill is far from a cell's in both themes (each channel's difference, summed).
    @Test(arguments: [DiagramTheme.light, .dark])
    func aDecorationIsFilledUnlikeACell(theme: DiagramTheme) throws {
        let decoration = try #require(theme.decoration.fill), cell = try #require(theme.cell.fill)
        let distance = abs(Int(decoration.red) - Int(cell.red)) + abs(Int(decoration.green) - Int(cell.green))
            + abs(Int(decoration.blue) - Int(cell.blue))
        #expect(distance > 60, "\(theme.name): \(decoration) against \(cell)")
        #expect(!theme.decoration.dash.isEmpty, "a decoration's outline is dashed, a cell's is not")
    }
}
