import Foundation
@testable import LayoutDiagramTesting
import Testing

/// Where golden files go: beside the test file by default, then
/// `LAYOUT_SNAPSHOT_DIR`, then `snapshotDirectory:`.
@Suite struct SnapshotLocationTests {
    let testFile = "/repo/Tests/AppTests/GridTests.swift"

    func folder(_ parameter: String? = nil, environment: [String: String] = [:]) throws -> String {
        try SnapshotLocation.resolve(name: "grid", filePath: testFile, snapshotDirectory: parameter,
                                     environment: SnapshotEnvironment(environment)).directory.path
    }

    @Test func defaultIsSnapshotsFolderBesideTheTestFile() throws {
        #expect(try folder() == "/repo/Tests/AppTests/__Snapshots__/GridTests")
        let location = try SnapshotLocation.resolve(name: "grid", filePath: testFile, snapshotDirectory: nil,
                                                    environment: SnapshotEnvironment())
        #expect(location.framesFile.path == "/repo/Tests/AppTests/__Snapshots__/GridTests/grid.json")
        #expect(location.imageFile.lastPathComponent == "grid.png")
        #expect(location.stampFile.lastPathComponent == "grid.meta.json")
    }

    @Test func environmentDirectoryHoldsAFolderPerTestFile() throws {
        #expect(try folder(environment: ["LAYOUT_SNAPSHOT_DIR": "/ci/snapshots"]) == "/ci/snapshots/GridTests")
        let relative = try folder(environment: ["LAYOUT_SNAPSHOT_DIR": "snaps"])
        #expect(relative == FileManager.default.currentDirectoryPath + "/snaps/GridTests")
        #expect(try folder(environment: ["LAYOUT_SNAPSHOT_DIR": ""]) == "/repo/Tests/AppTests/__Snapshots__/GridTests")
    }

    @Test func parameterIsTheFolderItselfAndWins() throws {
        #expect(try folder("/golden", environment: ["LAYOUT_SNAPSHOT_DIR": "/ci"]) == "/golden")
        #expect(try folder("Goldens/Grid") == "/repo/Tests/AppTests/Goldens/Grid")
        #expect(try folder("../Shared") == "/repo/Tests/Shared")
    }

    @Test func recordModesFromTheEnvironment() {
        let values: [(String, LayoutSnapshotRecordMode?)] = [
            ("1", .all), ("all", .all), (" All ", .all), ("true", .all),
            ("", .missing), ("missing", .missing),
            ("0", .never), ("never", .never), ("NO", .never),
            ("2", nil), ("failed", nil),
        ]
        for (value, mode) in values {
            #expect(LayoutSnapshotRecordMode(environmentValue: value) == mode, "\(value)")
        }
    }
}
