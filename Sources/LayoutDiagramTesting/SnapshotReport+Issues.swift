import Foundation
import LayoutDiagramCairo

extension SnapshotReport {
    /// What the public helper records: one issue per problem, and one for
    /// the golden files written, each with its attachments. Empty when
    /// everything matched.
    var issues: [SnapshotProblem] {
        var issues = setupProblems
        if let message = recordingMessage { issues.append(SnapshotProblem(message)) }
        issues += [frames, image].compactMap { $0?.problem }
        return issues
    }

    /// The message for the golden files written, or `nil` when none were.
    var recordingMessage: String? {
        let recordings = [frames, image].compactMap { $0?.recording }
        guard let location, let first = recordings.first else { return nil }
        let folder = location.directory.path
        let version = "Cairo \(CairoRenderer.cairoVersion)"
        switch first.reason {
        case .missing:
            let names = recordings.flatMap(\.files).map(\.lastPathComponent)
            return "Recorded snapshot \"\(location.name)\": wrote \(Self.list(names)) in \(folder) "
                + "(PNG drawn by \(version)). A missing golden is recorded, never silently accepted, so this run "
                + "fails: look at the files, commit them, and run again to compare against them."
        case .rerecorded:
            let changes = recordings.map { recording in
                "\(recording.files[0].lastPathComponent) (\(recording.changed ? "changed" : "unchanged"))"
            }
            let setting = recordModeSource.hasPrefix("record:") ? "the record: argument"
                : LayoutSnapshotRecordMode.environmentVariable
            return "Re-recorded snapshot \"\(location.name)\" (\(recordModeSource)): overwrote \(Self.list(changes)) "
                + "in \(folder) (PNG drawn by \(version)). A run that records always fails: remove \(setting) "
                + "and run again to compare."
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
