import Foundation
import LayoutDiagramDiff

/// What checking one golden file (the frames JSON or the PNG) came to.
///
/// The core check returns these as values; only the public helper turns
/// them into Swift Testing issues and attachments, so the check itself can
/// be tested without recording issues.
enum SnapshotOutcome: Sendable {
    /// The golden was written; the test fails so that someone looks at it.
    case recorded(SnapshotRecording)
    /// The actual output matches the golden.
    case matched
    /// The actual output differs from the golden.
    case mismatched(SnapshotProblem)
    /// The golden could not be read, decoded or written, or the output
    /// could not be made.
    case failed(SnapshotProblem)

    /// The problem, for a mismatch or a failure.
    var problem: SnapshotProblem? {
        switch self {
        case .mismatched(let problem), .failed(let problem): return problem
        case .recorded, .matched: return nil
        }
    }

    var isMatched: Bool {
        if case .matched = self { return true }
        return false
    }

    var recording: SnapshotRecording? {
        if case .recorded(let recording) = self { return recording }
        return nil
    }
}

/// Golden files that were written, and why.
struct SnapshotRecording: Hashable, Sendable {
    enum Reason: Hashable, Sendable {
        /// There was no golden (first run, or a new snapshot).
        case missing
        /// Record mode ``LayoutSnapshotRecordMode/all`` overwrote it.
        case rerecorded
    }

    var reason: Reason
    /// The files written, in order.
    var files: [URL]
    /// Whether the main file (JSON or PNG) is new or its bytes changed.
    var changed: Bool
}

/// A message for an issue, with files a reviewer needs to see it.
struct SnapshotProblem: Error, Sendable, CustomStringConvertible {
    var message: String
    /// Recorded with Swift Testing's `Attachment.record`, in order.
    var attachments: [SnapshotAttachment]
    /// For a PNG mismatch, the pixel comparison.
    var comparison: PixelComparison?

    init(_ message: String, attachments: [SnapshotAttachment] = [], comparison: PixelComparison? = nil) {
        self.message = message
        self.attachments = attachments
        self.comparison = comparison
    }

    var description: String { message }

    /// The attachment called `name`, if any.
    func attachment(named name: String) -> SnapshotAttachment? {
        attachments.first { $0.name == name }
    }
}

/// A file to attach to the test: a name with its extension, and the bytes.
struct SnapshotAttachment: Hashable, Sendable {
    var name: String
    var bytes: [UInt8]

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    init(name: String, data: Data) {
        self.init(name: name, bytes: [UInt8](data))
    }
}

/// Everything one snapshot check found: the frames and the PNG separately,
/// plus problems with the check itself (a bad name, a bad setting).
struct SnapshotReport: Sendable {
    /// `nil` when the name was invalid and nothing could be located.
    var location: SnapshotLocation?
    /// `nil` when the check did not get that far (see ``setupProblems``).
    var frames: SnapshotOutcome?
    var image: SnapshotOutcome?
    /// Problems that concern neither file alone.
    var setupProblems: [SnapshotProblem] = []
    /// The record mode used, and where it came from (`record: .all`,
    /// `LAYOUT_SNAPSHOT_RECORD=1`), for messages.
    var recordMode: LayoutSnapshotRecordMode = .missing
    var recordModeSource: String = "the default"

    /// Whether everything matched.
    var passed: Bool {
        setupProblems.isEmpty && frames?.isMatched == true && image?.isMatched == true
    }
}
