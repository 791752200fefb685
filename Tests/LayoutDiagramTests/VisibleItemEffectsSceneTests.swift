import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramSVG
import Testing

/// A visible item's appearance (`visibleItemsInvalidationHandler`) is drawn as its node's transform
/// about its centre, and its opacity.
@Suite struct VisibleItemEffectsSceneTests {
    /// The two-column list with cell 0.1 at half size and 40 % opaque when the content is at offset 0.
    static func halvedSecondCell() throws -> LayoutSolution {
        var solution = try Fixtures.twoColumnList()
        let halved = VisibleItemAppearance(alpha: 0.4, transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
        solution.visibleItemEffects.sections[0] = [
            VisibleItemSample(offset: 0, items: [.init(element: .cell(section: 0, item: 1), appearance: halved)]),
            VisibleItemSample(offset: 40, items: [.init(element: .cell(section: 0, item: 1), appearance: .init())]),
        ]
        return solution
    }

    @Test func aScaledCellIsDrawnScaledAboutItsCentreWithItsLabel() throws {
        let scene = try DiagramSceneBuilder(options: .plain).scene(for: Self.halvedSecondCell())
        // Cell 0.1 is 180 × 44 at (195, 0): centre (285, 22); half size about it: tx 285 − 142.5, ty 22 − 11.
        let halved = DiagramTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 142.5, ty: 11)
        let cell = try #require(scene.nodes.first { $0.id.rawValue == "s0-i1" })
        #expect(cell.transform == halved)
        #expect(cell.opacity == 0.4)
        #expect(cell.title?.hasSuffix("; visibleItemsInvalidationHandler: scale 0.5, alpha 0.4") == true, "\(cell.title ?? "")")
        #expect(scene.nodes.first { $0.id.rawValue == "s0-i1-label" }?.transform == halved)
        #expect(scene.nodes.first { $0.id.rawValue == "s0-i0" }?.transform == nil)
        let svg = String(decoding: try SVGRenderer().render(scene), as: UTF8.self)
        #expect(svg.contains("id=\"ld-s0-i1\" class=\"ld-cell\" opacity=\"0.4\" transform=\"matrix(0.5 0 0 0.5 142.5 11)\""))
    }

    @Test func theScreensOffsetChoosesTheSample() throws {
        // Halfway between the samples at 0 (half size) and 40 (as laid out): three quarters, 0.7 opaque.
        var options = DiagramOptions.plain
        options.screen = DiagramScreen(contentOffset: 20)
        let scene = try DiagramSceneBuilder(options: options).scene(for: Self.halvedSecondCell())
        let cell = try #require(scene.nodes.first { $0.id.rawValue == "s0-i1" })
        #expect(cell.transform?.a == 0.75)
        #expect(abs(cell.opacity - 0.7) < 1e-12)
    }
}
