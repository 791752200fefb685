import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramTestSupport
import LayoutDiagramSVG
import Testing

@Suite("Diagram scene")
struct DiagramSceneTests {
    @Test func sceneSizeIsContentPlusPadding() throws {
        let scene = try DiagramSceneBuilder(options: .plain).scene(for: Fixtures.nestedGroups())
        // Content 200×200 (Fixtures.nestedGroups) plus 16 on every side.
        #expect(scene.bounds == DiagramRect(x: 0, y: 0, width: 200, height: 200))
        #expect(scene.size == DiagramSize(width: 232, height: 232))
        #expect(scene.contentOffset == DiagramPoint(x: 16, y: 16))
    }

    @Test func nodeIdsFollowTheLayoutPath() throws {
        let scene = try DiagramSceneBuilder(options: .bare).scene(for: Fixtures.nestedGroups())
        let ids = scene.nodes.map(\.id.rawValue)
        #expect(Array(ids.prefix(15)) == [
            "s0",
            "s0-i0", "s0-i1", "s0-i2", "s0-i3", "s0-i4",
            "s0-g0", "s0-g0.1", "s0-g1", "s0-g1.1",
            "s0-i0-label", "s0-i1-label", "s0-i2-label", "s0-i3-label", "s0-i4-label",
        ])
        // Then the tags of the first group at each depth (a leader too, when a tag sits away from its group),
        // and the declared size of the first cell of each size (the big item, then the small ones).
        #expect(ids.dropFirst(15).allSatisfy {
            $0.hasPrefix("s0-g0-tag-") || $0.hasPrefix("s0-g0.1-tag-") || $0.hasPrefix("s0-i0-declared-")
                || $0.hasPrefix("s0-i1-declared-")
        }, "\(ids.dropFirst(15))")
        #expect(ids.contains("s0-g0-tag-text") && ids.contains("s0-g0.1-tag-text"))
        let roles = scene.nodes.map(\.role)
        #expect(roles[6] == .groupOutline(depth: 0))
        #expect(roles[7] == .groupOutline(depth: 1))
    }

    @Test func sceneNodeIDFactories() {
        #expect(SceneNodeID.section(2).rawValue == "s2")
        #expect(SceneNodeID.group(section: 0, repetition: 3, path: []).rawValue == "s0-g3")
        #expect(SceneNodeID.group(section: 0, repetition: 3, path: [1, 0]).rawValue == "s0-g3.1.0")
        #expect(SceneNodeID.cell(section: 0, item: 7).rawValue == "s0-i7")
        #expect(SceneNodeID.cellLabel(section: 0, item: 7).rawValue == "s0-i7-label")
    }

    @Test func saltIsSanitised() {
        #expect(DiagramSalt("intro").rawValue == "intro")
        #expect(DiagramSalt("my salt!").rawValue == "mysalt")
        #expect(DiagramSalt("a.b:c").rawValue == "abc", "no dots or colons: they would break CSS selectors")
        #expect(DiagramSalt("42").rawValue == "ld42")
        #expect(DiagramSalt("-x").rawValue == "ld-x")
        #expect(DiagramSalt("").rawValue == "ld")
        #expect(DiagramSalt("ünï").rawValue == "n")
        #expect(DiagramSalt.default.prefixing("s0") == "ld-s0")
    }

    @Test func invalidOptionsAreRejected() throws {
        let solution = try Fixtures.twoColumnList()
        for options in [DiagramOptions(padding: -1), DiagramOptions(padding: .nan), DiagramOptions(padding: .infinity)] {
            #expect {
                _ = try DiagramSceneBuilder(options: options).scene(for: solution)
            } throws: { error in
                guard case DiagramSceneError.invalidOption(name: "padding", _, _) = error else { return false }
                return true
            }
        }
        #expect(throws: DiagramSceneError.self) {
            _ = try DiagramSceneBuilder(options: DiagramOptions(labelFontSize: 0)).scene(for: solution)
        }
    }

    @Test func rendererRejectsDuplicateIds() {
        let rect = SceneShape.rect(DiagramRect(x: 0, y: 0, width: 10, height: 10))
        let scene = DiagramScene(title: "t", summary: "d", bounds: DiagramRect(x: 0, y: 0, width: 10, height: 10),
                                 padding: 0, nodes: [SceneNode(id: .section(0), role: .sectionBounds, shape: rect),
                                                     SceneNode(id: .section(0), role: .sectionBounds, shape: rect)])
        #expect(throws: DiagramSceneError.duplicateNodeID("s0")) { try SVGRenderer().render(scene) }
    }

    @Test func rendererRejectsNonFiniteGeometry() {
        let scene = DiagramScene(title: "t", summary: "d", bounds: DiagramRect(x: 0, y: 0, width: 10, height: 10),
                                 padding: 0, nodes: [SceneNode(id: .cell(section: 0, item: 0), role: .cell,
                                                               shape: .rect(DiagramRect(x: .nan, y: 0, width: 1, height: 1)))])
        #expect(throws: DiagramSceneError.self) { try SVGRenderer().render(scene) }
    }

    @Test func boundsGrowToIncludeNodesOutsideTheContent() throws {
        // A hand-built node sticking out left and below: bounds (−10, 0) to (100, 60).
        let scene = DiagramScene(title: "t", summary: "d", bounds: DiagramRect(x: -10, y: 0, width: 110, height: 60),
                                 padding: 5, nodes: [])
        // Size 110 + 10 = 120 by 60 + 10 = 70; layout x −10 lands at padding 5, so the offset is 15.
        #expect(scene.size == DiagramSize(width: 120, height: 70))
        #expect(scene.contentOffset == DiagramPoint(x: 15, y: 5))
        let tree = try SVGTree(String(decoding: try SVGRenderer().render(scene), as: UTF8.self))
        #expect(tree.element(id: "ld-content")?["transform"] == "translate(15 5)")
    }

    @Test func themeStylesNestedGroupsByDepth() {
        let theme = DiagramTheme.light
        #expect(theme.style(for: .groupOutline(depth: 0)) != theme.style(for: .groupOutline(depth: 1)))
        // Depths cycle through the palette.
        #expect(theme.style(for: .groupOutline(depth: theme.groupOutlines.count)) == theme.style(for: .groupOutline(depth: 0)))
        #expect(theme.groupOutlines.allSatisfy { !$0.dash.isEmpty && $0.fill == nil })
        #expect(DiagramColor(hex: 0x3B82F6).hexString == "#3b82f6")
        #expect(DiagramColor(hex: 0x000A0B).hexString == "#000a0b")
    }
}
