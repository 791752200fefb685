import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
@testable import LayoutDiagramTesting
import Testing

/// Problems come back as clear messages, never traps.
@Suite struct SnapshotProblemTests {
    @Test func neverModeFailsOnAMissingGoldenAndWritesNothing() throws {
        try withSnapshotFolder { folder in
            let report = check(try gridSolution(), in: folder, environment: ["LAYOUT_SNAPSHOT_RECORD": "never"])
            #expect(report.frames?.isFailed == true)
            #expect(report.image?.isFailed == true)
            #expect(report.frames?.problem?.message.contains("there is no golden grid.json") == true)
            #expect(report.image?.problem?.message.contains("there is no golden grid.png") == true)
            #expect(try fileNames(in: folder).isEmpty)
        }
    }

    @Test func unknownRecordValueIsReportedAndNothingIsWritten() throws {
        try withSnapshotFolder { folder in
            let report = check(try gridSolution(), in: folder, environment: ["LAYOUT_SNAPSHOT_RECORD": "yes please"])
            #expect(report.setupProblems.map(\.message) == [
                "LAYOUT_SNAPSHOT_RECORD=yes please is not a record mode: use 1 or all (re-record), "
                    + "missing (the default) or never. Nothing was written.",
            ])
            #expect(report.recordMode == .never)
            #expect(try fileNames(in: folder).isEmpty)
        }
    }

    @Test func unwritableFolderIsAnIssueForBothFiles() throws {
        try withSnapshotFolder { folder in
            // A file where a folder should be: creating the folder fails even for root.
            let blocker = folder.appendingPathComponent("blocker")
            try Data("x".utf8).write(to: blocker)
            let target = blocker.appendingPathComponent("snapshots")
            let report = checkLayoutSnapshot(try gridSolution(), named: "grid", snapshotDirectory: target.path,
                                             filePath: #filePath, environment: SnapshotEnvironment())
            for outcome in [report.frames, report.image] {
                let message = try #require(outcome?.problem?.message)
                #expect(outcome?.isFailed == true)
                #expect(message.contains("Cannot create the snapshot folder \(target.path): Not a directory."))
                #expect(message.contains("LAYOUT_SNAPSHOT_DIR"))
            }
        }
    }

    @Test func undecodableGoldenPNGIsAnIssueWithTheActualImage() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(), in: folder)
            try Data("not a png".utf8).write(to: folder.appendingPathComponent("grid.png"))
            let report = check(try gridSolution(), in: folder)
            #expect(report.frames?.isMatched == true)
            let problem = try #require(report.image?.problem)
            #expect(report.image?.isFailed == true)
            #expect(problem.message.contains("the golden grid.png in \(folder.path) cannot be decoded as a PNG"))
            #expect(problem.message.contains("LAYOUT_SNAPSHOT_RECORD=1"))
            #expect(problem.attachments.map(\.name) == ["SnapshotProblemTests.grid.actual.png"])
        }
    }

    @Test func goldenFramesThatAreNotJSONAreShownAsText() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(), in: folder)
            try Data("{ oops\n".utf8).write(to: folder.appendingPathComponent("grid.json"))
            let problem = try #require(check(try gridSolution(), in: folder).frames?.problem)
            #expect(problem.message.contains("\n-{ oops\n+{\n"))
        }
    }

    @Test func goldenFramesAreComparedByteForByte() throws {
        // The golden is framesJSON()'s bytes, as `layout-diagram frames` and the gallery write them; other
        // whitespace is a difference, and other line endings (git's, on checkout) are named as such.
        try withSnapshotFolder { folder in
            let solution = try gridSolution()
            _ = check(solution, in: folder)
            let written = String(decoding: solution.framesJSON(), as: UTF8.self)
            let goldenFile = folder.appendingPathComponent("grid.json")
            try Data(written.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: goldenFile)
            let lineEndings = try #require(check(solution, in: folder).frames?.problem?.message)
            #expect(lineEndings.contains("only in line endings or the final newline"))

            try Data(written.replacingOccurrences(of: "\":", with: "\": ").utf8).write(to: goldenFile)
            let spaced = try #require(check(solution, in: folder).frames?.problem?.message)
            #expect(!spaced.contains("only in line endings"))
            #expect(spaced.contains("\n+  \"containerSize\":{"))

            try solution.framesJSON().write(to: goldenFile)
            #expect(check(solution, in: folder).frames?.isMatched == true)
        }
    }

    @Test func aGoldenFromAnotherCairoIsNamedInTheMessage() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(columnSpacing: 10), in: folder)
            let stamp = #"{"cairoVersion":"1.14.2","renderer":"CairoRenderer","scale":1,"theme":"dark"}"#
            try Data(stamp.utf8).write(to: folder.appendingPathComponent("grid.meta.json"))
            let message = try #require(check(try gridSolution(columnSpacing: 11), in: folder).image?.problem?.message)
            #expect(message.contains(
                "The golden was drawn by Cairo 1.14.2 and this is Cairo \(CairoRenderer.cairoVersion)"))
            #expect(message.contains("The golden was drawn at scale 1, this image at scale 2."))
            #expect(message.contains("The golden was drawn with the dark theme, this image with the light theme."))
        }
    }

    @Test func aMissingStampIsMentioned() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(columnSpacing: 10), in: folder)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("grid.meta.json"))
            let message = try #require(check(try gridSolution(columnSpacing: 11), in: folder).image?.problem?.message)
            #expect(message.contains("grid.meta.json is missing or unreadable"))
        }
    }

    @Test(arguments: ["", ".hidden", "a/b", "a\\b", "tab\there", String(repeating: "x", count: 161)])
    func invalidNamesAreIssues(name: String) throws {
        try withSnapshotFolder { folder in
            let report = check(try gridSolution(), named: name, in: folder)
            #expect(report.location == nil && report.frames == nil && report.image == nil)
            #expect(report.issues.count == 1)
            #expect(report.issues.first?.message.contains("cannot be a file name") == true)
            #expect(try fileNames(in: folder).isEmpty)
        }
    }

    @Test func outOfRangeToleranceFailsOnlyThePNG() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(), in: folder)
            let report = check(try gridSolution(), in: folder, tolerance: .init(threshold: 2))
            #expect(report.frames?.isMatched == true)
            #expect(report.image?.problem?.message == "The tolerance's threshold is 2.0; it must be from 0 to 1.")
        }
    }

    @Test func aDiagramThatCannotBeDrawnFailsOnlyThePNG() throws {
        try withSnapshotFolder { folder in
            let report = check(try gridSolution(), in: folder, scale: 100)
            #expect(report.frames?.recordingReason == .missing)
            #expect(report.image?.problem?.message.hasPrefix("Cannot draw the diagram:") == true)
            #expect(try fileNames(in: folder) == ["grid.json"])
        }
    }
}
