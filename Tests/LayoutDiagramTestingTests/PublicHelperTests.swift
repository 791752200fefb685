import CompositionalLayout
import Foundation
import LayoutDiagramTesting   // not @testable: only what users see
import Testing

/// The public helper as a user calls it, recording real Swift Testing issues.
///
/// The helper reads the process environment; these pass `record:` and
/// `snapshotDirectory:` explicitly, so a run with `LAYOUT_SNAPSHOT_RECORD`
/// or `LAYOUT_SNAPSHOT_DIR` set does not change them.
@Suite struct PublicHelperTests {
    @Test func firstRunRecordsAnIssueThenTheSecondPasses() throws {
        try withSnapshotFolder { folder in
            let layout = twoColumnGrid()
            try withKnownIssue("a first run records the goldens and fails") {
                try expectLayoutSnapshot(layout, named: "grid", containerSize: CGSize(width: 300, height: 600),
                                         itemCounts: [6], record: .missing, snapshotDirectory: folder.path)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("Recorded snapshot \"grid\"") }
            }
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("grid.png").path))
            // No issue: a known-issue block would fail if one were recorded here.
            try expectLayoutSnapshot(layout, named: "grid", containerSize: CGSize(width: 300, height: 600),
                                     itemCounts: [6], record: .missing, snapshotDirectory: folder.path)
        }
    }

    @Test func solvedLayoutOverloadReportsBothMismatches() throws {
        try withSnapshotFolder { folder in
            let size = CGSize(width: 300, height: 600)
            let before = try twoColumnGrid(columnSpacing: 10).solve(containerSize: size, itemCounts: [6])
            let after = try twoColumnGrid(columnSpacing: 11).solve(containerSize: size, itemCounts: [6])
            withKnownIssue { expectLayoutSnapshot(before, named: "grid", record: .missing, snapshotDirectory: folder.path) }
            // Two issues, with the actual JSON, PNG and diff strip attached to this test.
            let seen = IssueLog()
            withKnownIssue {
                expectLayoutSnapshot(after, named: "grid", record: .missing, snapshotDirectory: folder.path)
            } matching: { issue in
                seen.append(issue.comments.map(\.rawValue).joined())
                return true
            }
            let messages = seen.messages
            #expect(messages.count == 2)
            #expect(messages.first?.hasPrefix("Snapshot \"grid\": the frames differ") == true)
            #expect(messages.last?.hasPrefix("Snapshot \"grid\": the diagram differs") == true)
        }
    }

    @Test func aRequestMatchesTheGoldenItsParametersRecorded() throws {
        try withSnapshotFolder { folder in
            let layout = twoColumnGrid()
            try withKnownIssue("a first run records the goldens and fails") {
                try expectLayoutSnapshot(layout, named: "grid", containerSize: CGSize(width: 300, height: 600),
                                         itemCounts: [6], record: .missing, snapshotDirectory: folder.path)
            }
            // The same solve, as one value: no issue (a known-issue block would fail if one were recorded).
            let request = LayoutRequest(containerSize: CGSize(width: 300, height: 600), itemCounts: [6])
            try expectLayoutSnapshot(layout, named: "grid", request: request, record: .missing,
                                     snapshotDirectory: folder.path)
            // Another container is a mismatch: the request is what is solved.
            withKnownIssue {
                try expectLayoutSnapshot(layout, named: "grid",
                                         request: LayoutRequest(containerSize: CGSize(width: 320, height: 600),
                                                                itemCounts: [6]),
                                         record: .missing, snapshotDirectory: folder.path)
            }
        }
    }

    @Test func anUnsolvableLayoutThrows() {
        let empty = UICollectionViewLayout()
        #expect(throws: LayoutError.self) {
            try expectLayoutSnapshot(empty, named: "never-written", containerSize: CGSize(width: 10, height: 10),
                                     itemCounts: [0], snapshotDirectory: "/nonexistent")
        }
    }
}

/// Issue messages seen by a known-issue matcher, which may run on any thread.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(message)
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
