@testable import layout_diagram
import Foundation
import LayoutDiagram
import LayoutDiagramTools
import LayoutSpec
import Testing

/// No label overlaps another label, a badge, or an outline or line it does
/// not belong to, in any example, in any annotation mode, with `--clip`, with `--viewport` and on two devices. The scene is the
/// same for every theme and renderer, so checking scenes covers SVG and PNG
/// in light and dark alike.
@Suite struct LabelCollisionTests {
    static let examplesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    static let examples: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    @Test func thereAreExamplesToCheck() {
        #expect(Self.examples.count >= 40)
    }

    @Test(arguments: examples, DiagramAnnotations.allCases)
    func noLabelCollides(example: String, annotations: DiagramAnnotations) throws {
        let specification = try SpecReader.read(contentsOf: Self.examplesDirectory.appendingPathComponent(example).path)
        var settings = SpecRendering()
        settings.options.annotations = annotations
        let measure = try TextMeasure.pinned()
        let devices = [DeviceProfile.named("iphone-15"), DeviceProfile.named("ipad-air")].compactMap { $0 }
        for (clips, viewport, onDevices) in [(false, false, false), (true, false, false), (false, true, false),
                                             (false, false, true)] {
            settings.options.clipsOrthogonalContent = clips
            settings.viewport = viewport
            settings.devices = onDevices ? devices : []
            let scene = try settings.scene(for: specification)
            let collisions = scene.labelCollisions(measure: measure)
            let mode = (clips ? " --clip" : "") + (viewport ? " --viewport" : "") + (onDevices ? " --device ×2" : "")
            #expect(collisions.isEmpty, "\(example) --annotations \(annotations)\(mode): \(collisions)")
        }
    }

    /// Two examples never draw the same picture, leaving out their titles: the
    /// diagram shows what differs (a `count` against fractions, edge spacing
    /// against inter-item spacing), not only the frames, which can be equal.
    @Test func differentExamplesDrawDifferentPictures() throws {
        var settings = SpecRendering()
        var pictures: [String: String] = [:]
        for example in Self.examples {
            let specification = try SpecReader.read(contentsOf: Self.examplesDirectory.appendingPathComponent(example).path)
            settings.options.salt = "same"
            let scene = try settings.scene(for: specification)
            let picture = scene.nodes.filter { $0.role != .title }.map { "\($0.role)|\($0.shape)" }.joined(separator: "\n")
            if let twin = pictures[picture] { Issue.record("\(example) draws the same picture as \(twin)") }
            pictures[picture] = example
        }
        #expect(pictures.count == Self.examples.count)
    }

    /// The check itself can fail: two labels placed on top of each other are found.
    @Test func overlappingLabelsAreFound() throws {
        let measure = try TextMeasure.pinned()
        func label(_ id: String, x: Double) -> SceneNode {
            SceneNode(id: SceneNodeID.legend(Int(x)).part(id), role: .caption,
                      shape: .text(SceneText(lines: [SceneTextLine("interItem 10", baseline: DiagramPoint(x: x, y: 20))],
                                             anchor: .start, fontSize: 10)))
        }
        // "interItem 10" is about 60 points wide at 10 points: starts 30 apart overlap, 100 apart do not.
        let overlapping = DiagramScene(title: "t", summary: "", bounds: DiagramRect(x: 0, y: 0, width: 200, height: 40),
                                       padding: 0, nodes: [label("a", x: 0), label("b", x: 30)])
        #expect(overlapping.labelCollisions(measure: measure).count == 1)
        let apart = DiagramScene(title: "t", summary: "", bounds: DiagramRect(x: 0, y: 0, width: 200, height: 40),
                                 padding: 0, nodes: [label("a", x: 0), label("b", x: 100)])
        #expect(apart.labelCollisions(measure: measure).isEmpty)
        // A label across a cell's outline it does not belong to is found too.
        let cell = SceneNode(id: .cell(section: 0, item: 0), role: .cell,
                             shape: .rect(DiagramRect(x: 20, y: 0, width: 40, height: 40)))
        let across = DiagramScene(title: "t", summary: "", bounds: DiagramRect(x: 0, y: 0, width: 200, height: 40),
                                  padding: 0, nodes: [cell, label("a", x: 0)])
        #expect(across.labelCollisions(measure: measure).map(\.description) == ["legend0-a overlaps s0-i0"])
    }
}
