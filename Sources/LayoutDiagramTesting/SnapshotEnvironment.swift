import Foundation

/// The environment variables the snapshot helper reads, as a value.
///
/// The public helper reads the process environment; tests of the helper
/// inject their own, so they never mutate the process environment (Swift
/// Testing runs tests in parallel).
struct SnapshotEnvironment: Sendable {
    var variables: [String: String]

    init(_ variables: [String: String] = [:]) {
        self.variables = variables
    }

    /// The process's environment, read when called.
    static var process: SnapshotEnvironment {
        SnapshotEnvironment(ProcessInfo.processInfo.environment)
    }

    /// `LAYOUT_SNAPSHOT_DIR`, when set and not empty.
    static let directoryVariable = "LAYOUT_SNAPSHOT_DIR"

    subscript(name: String) -> String? { variables[name] }

    /// The record mode: `explicit` when given, else `LAYOUT_SNAPSHOT_RECORD`,
    /// else ``LayoutSnapshotRecordMode/missing``; with where it came from,
    /// for messages. An unknown value of the variable is an error, reported
    /// rather than guessed at.
    func recordMode(explicit: LayoutSnapshotRecordMode?)
        -> Result<(mode: LayoutSnapshotRecordMode, source: String), SnapshotProblem> {
        if let explicit { return .success((explicit, "record: .\(explicit.rawValue)")) }
        let name = LayoutSnapshotRecordMode.environmentVariable
        guard let value = self[name] else { return .success((.missing, "the default")) }
        guard let mode = LayoutSnapshotRecordMode(environmentValue: value) else {
            return .failure(SnapshotProblem(
                "\(name)=\(value) is not a record mode: use 1 or all (re-record), missing (the default) or never. "
                    + "Nothing was written."))
        }
        return .success((mode, "\(name)=\(value)"))
    }
}
