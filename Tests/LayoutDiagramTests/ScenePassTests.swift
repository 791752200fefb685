import Foundation
@testable import LayoutDiagram
import Testing

/// The scene's passes: layers decide the drawing order, ranks the labels' order,
/// and a pass added to the list draws without any change elsewhere.
@Suite("Scene passes")
struct ScenePassTests {
    /// A pass of the kind an annotation adds: a mark over everything, one
    /// below everything, and a labelled value queued after the built-in labels.
    struct ProbePass: ScenePass {
        func draw(_ context: SceneContext, on canvas: inout SceneCanvas) {
            let first = context.cells[0].frame
            canvas.drawMark(SceneNode(id: .raw("probe-over"), role: .dimension,
                                      shape: .line(from: DiagramPoint(x: first.minX, y: first.midY),
                                                   to: DiagramPoint(x: first.maxX, y: first.midY))), at: .marks)
            canvas.draw(SceneNode(id: .raw("probe-under"), role: .sectionInset, shape: .rect(first)), at: .sections)
            canvas.label(LabelPlacer.LabelRequest(
                id: .raw("probe-value"), role: .annotationText, owner: .raw("probe-over"), forms: [["probe 1"]],
                fontSize: context.label.fontSize, plateRole: .annotationPlate, inside: nil, subject: first,
                avoids: .forAnnotations, fallsBack: true), rank: LabelRank(order: 10_000))
        }
    }

    @Test func theBuiltInPassesAreTheDefaultScene() throws {
        let solution = try Fixtures.nestedGroups()
        let builder = DiagramSceneBuilder(options: .bare)
        let listed = try builder.scene(for: solution, passes: DiagramSceneBuilder.passes,
                                       surroundings: DiagramSceneBuilder.surroundings)
        let scene = try builder.scene(for: solution)
        #expect(listed.nodes.map(\.id) == scene.nodes.map(\.id))
        // Without passes, nothing of the layout is drawn, only what surrounds it.
        let bare = try builder.scene(for: solution, passes: [], surroundings: [])
        #expect(bare.nodes.isEmpty)
    }

    @Test func anAddedPassDrawsAtItsLayersWhereverItIsListed() throws {
        let solution = try Fixtures.twoColumnList()
        let builder = DiagramSceneBuilder(options: .bare)
        let scene = try builder.scene(for: solution, passes: DiagramSceneBuilder.passes + [ProbePass()],
                                      surroundings: DiagramSceneBuilder.surroundings)
        let ids = scene.nodes.map(\.id.rawValue)
        let under = try #require(ids.firstIndex(of: "probe-under"))
        let over = try #require(ids.firstIndex(of: "probe-over"))
        let firstCell = try #require(ids.firstIndex(of: "s0-i0"))
        let lastCellLabel = try #require(ids.lastIndex { $0.hasPrefix("s0-i") && $0.hasSuffix("-label") })
        // Listed last, the pass still draws under the cells at `.sections`, and over their labels at `.marks`.
        #expect(under < firstCell)
        #expect(over > lastCellLabel)
        // Its label, queued at a rank after every built-in one, is placed and drawn with the annotations.
        let value = try #require(ids.firstIndex { $0.hasPrefix("probe-value") })
        #expect(value > over)
        // Every node the built-in passes draw is still there.
        let plain = try builder.scene(for: solution)
        #expect(Set(plain.nodes.map(\.id.rawValue)).isSubset(of: Set(ids)))
    }

    @Test func layersAreAssembledBackToFrontAndInPassOrderWithin() {
        var canvas = SceneCanvas()
        let box = DiagramRect(x: 0, y: 0, width: 10, height: 10)
        canvas.draw(SceneNode(id: .raw("mark"), role: .dimension, shape: .rect(box)), at: .marks)
        canvas.draw(SceneNode(id: .raw("cell-a"), role: .cell, shape: .rect(box)), at: .cells)
        canvas.draw(SceneNode(id: .raw("section"), role: .sectionBounds, shape: .rect(box)), at: .sections)
        canvas.draw(SceneNode(id: .raw("cell-b"), role: .cell, shape: .rect(box)), at: .cells)
        var draft = SceneDraft(extent: box)
        canvas.assemble(into: &draft)
        #expect(draft.nodes.map(\.id.rawValue) == ["section", "cell-a", "cell-b", "mark"])
    }

    @Test func aVeilDoesNotWidenTheDrawingLabelsArePlacedAround() {
        var canvas = SceneCanvas()
        let content = DiagramRect(x: 0, y: 0, width: 100, height: 100)
        canvas.draw(SceneNode(id: .raw("veil"), role: .veil, shape: .rect(DiagramRect(x: 0, y: 0, width: 300, height: 100))),
                    at: .veils)
        #expect(canvas.drawing(from: content) == content)
        canvas.draw(SceneNode(id: .raw("cell"), role: .cell, shape: .rect(DiagramRect(x: 0, y: 0, width: 200, height: 100))),
                    at: .cells)
        #expect(canvas.drawing(from: content) == DiagramRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func labelsArePlacedByRankThenInTheOrderQueued() throws {
        // One room, exactly one plate big: whichever label is placed first takes it.
        let room = DiagramRect(x: 0, y: 0, width: 78, height: 14)
        func request(_ id: String) -> LabelPlacer.LabelRequest {
            LabelPlacer.LabelRequest(id: .raw(id), role: .annotationText, owner: nil, forms: [["interItem 10"]],
                                     fontSize: 10, plateRole: .annotationPlate, inside: room, subject: room,
                                     avoids: .forAnnotations, fallsBack: false)
        }
        var canvas = SceneCanvas()
        canvas.label(request("late"), rank: .hiddenCells)
        canvas.label(request("early"), rank: .marks)
        canvas.label(request("early-too"), rank: .marks)
        var placer = LabelPlacer(obstacles: canvas.obstacles, measure: .estimate, drawing: room)
        canvas.placeLabels(with: &placer)
        var draft = SceneDraft(extent: room)
        canvas.assemble(into: &draft)
        // The earlier rank wins though queued later; within it, the first queued.
        let placed = Set(draft.nodes.map { $0.id.rawValue.components(separatedBy: "-text")[0] }
            .map { $0.hasSuffix("-plate") ? String($0.dropLast(6)) : $0 })
        #expect(placed == ["early"])
    }
}
