import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramSVG
import LayoutDiagramTestSupport
import LayoutDiagramTools
import LayoutSpec
import Testing

/// Every leader ends on what it labels and crosses no cell, list row or
/// supplementary view (a badge, a header) it does not label, in every example,
/// in every annotation mode, with `--viewport`, on two devices and with
/// `--explain`. The SVG says what each leader labels (`data-leader-*`), so the
/// check is exact.
@Suite struct LeaderTargetTests {
    static let examples = LabelCollisionTests.examples

    static func violations(_ example: String, _ configure: (inout SpecRendering) -> Void) throws -> [String] {
        let specification = try SpecReader.read(
            contentsOf: LabelCollisionTests.examplesDirectory.appendingPathComponent(example).path)
        var settings = SpecRendering()
        settings.options.salt = "t"
        configure(&settings)
        let svg = try SVGRenderer().document(for: try settings.scene(for: specification))
        return SVGLeaders(try SVGTree(svg)).violations
    }

    @Test(arguments: examples, DiagramAnnotations.allCases)
    func leadersEndOnTheirTargetAndCrossNoOtherBox(example: String, annotations: DiagramAnnotations) throws {
        for viewport in [false, true] {
            let found = try Self.violations(example) { settings in
                settings.options.annotations = annotations
                settings.viewport = viewport
            }
            #expect(found.isEmpty, "\(example) --annotations \(annotations)\(viewport ? " --viewport" : ""): \(found)")
        }
    }

    @Test(arguments: examples)
    func leadersHoldOnTwoDevices(example: String) throws {
        let found = try Self.violations(example) { settings in
            settings.devices = ["iphone-se", "ipad-mini"].compactMap(DeviceProfile.named)
        }
        #expect(found.isEmpty, "\(example) --device iphone-se --device ipad-mini: \(found)")
    }

    /// The explain callout's leader runs to the box beside the layout past every other cell and badge.
    @Test(arguments: ["badge.yaml", "seed-001-page.yaml", "header-footer.yaml", "vertical-three-column.yaml",
                      "layout-header-footer.yaml", "orthogonal-paging.yaml", "anchor-offsets.yaml"])
    func explanationLeadersCrossNoOtherBox(example: String) throws {
        let specification = try SpecReader.read(
            contentsOf: LabelCollisionTests.examplesDirectory.appendingPathComponent(example).path)
        let solution = try specification.solve()
        var selectors: [LayoutElementSelector] = [.cell(section: 0, item: 0)]
        // A cell in the middle of the first section, and its first supplementary view (a badge, a header).
        if let section = solution.sections.first, section.cellRange.count > 2 {
            selectors.append(.cell(section: 0, item: section.cellRange.count / 2))
        }
        if let view = solution.elements.first(where: { $0.category == .supplementaryView }), let kind = view.elementKind {
            selectors.append(.view(kind: kind, section: view.section, item: view.item ?? 0))
        }
        for selector in selectors {
            let found = try Self.violations(example) { $0.explanations = [selector] }
            #expect(found.isEmpty, "\(example) --explain \(selector): \(found)")
        }
    }

    /// The check can fail: a leader through a cell it does not label, and one that stops short, are found.
    @Test func aLeaderThroughAnotherCellIsFound() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg"><g>
            <rect id="t-s0-i0" class="t-cell" x="0" y="0" width="50" height="50"/>
            <rect id="t-s0-i1" class="t-cell" x="60" y="0" width="50" height="50"/>
            <line id="t-a-leader" class="t-leader" x1="25" y1="25" x2="130" y2="25"
                  data-leader-of="t-a" data-leader-labels="t-s0-i0" data-leader-end="0 0 50 50"/>
            <line id="t-b-leader" class="t-leader" x1="52" y1="60" x2="58" y2="60"
                  data-leader-of="t-b" data-leader-labels="t-s0-i1" data-leader-end="60 0 50 50"/>
            <line id="t-c-leader" class="t-leader" x1="52" y1="25" x2="60" y2="25"
                  data-leader-of="t-c" data-leader-labels="t-s0-i1" data-leader-end="60 0 50 50"/>
            </g></svg>
            """
        let found = SVGLeaders(try SVGTree(svg)).violations
        #expect(found == ["t-a-leader (of t-a) crosses t-s0-i1", "the leader of t-b does not end on its target"])
    }
}
