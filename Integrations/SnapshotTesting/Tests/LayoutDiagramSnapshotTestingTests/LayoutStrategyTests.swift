import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies against the references committed in `__Snapshots__/LayoutStrategyTests/`.
/// A missing reference is recorded and fails the test (swift-snapshot-testing's default); CI runs
/// with `SNAPSHOT_TESTING_RECORD=never`, so that it fails without writing one.
struct LayoutStrategyTests {
    @Test func framesOfASolution() throws {
        assertSnapshot(of: try gridSolution(), as: .layoutFrames, named: "grid")
    }

    @Test func diagramOfASolution() throws {
        assertSnapshot(of: try gridSolution(), as: .layoutDiagram(), named: "grid")
        assertSnapshot(of: try gridSolution(), as: .layoutDiagram(scale: 1, theme: .dark), named: "grid-dark")
    }

    @Test func aLayoutSolvedForARequest() {
        let layout = twoColumnGrid()
        assertSnapshot(of: layout, as: .layoutFrames(request: gridRequest()), named: "grid")
        assertSnapshot(of: layout, as: .layoutDiagram(request: gridRequest()), named: "grid")
    }

    @Test func oneMorePointOfColumnSpacingFailsFramesAndDiagram() throws {
        let wider = try gridSolution(columnSpacing: 11)
        let frames = verifySnapshot(of: wider, as: .layoutFrames, named: "grid", record: .never, testName: "framesOfASolution")
        #expect(frames?.contains("@@") == true, "a unified diff: \(frames ?? "nil")")
        let diagram = verifySnapshot(of: wider, as: .layoutDiagram(), named: "grid", record: .never, testName: "diagramOfASolution")
        #expect(diagram?.contains("pixels differ") == true, "\(diagram ?? "nil")")
    }

    @Test func theSameSolutionMatchesTheOtherTestsReferences() throws {
        #expect(verifySnapshot(of: try gridSolution(), as: .layoutFrames, named: "grid", record: .never, testName: "framesOfASolution") == nil)
        #expect(verifySnapshot(of: try gridSolution(), as: .layoutDiagram(), named: "grid", record: .never, testName: "diagramOfASolution") == nil)
    }
}
