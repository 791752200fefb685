/// When ``expectLayoutSnapshot(_:named:containerSize:itemCounts:diagramOptions:theme:scale:tolerance:record:snapshotDirectory:sourceLocation:)``
/// writes golden files.
///
/// Every mode that writes also records an issue, so a run that wrote a golden
/// always fails: a new or changed golden is never accepted without a look.
///
/// ```swift
/// // In code, for one snapshot (wins over the environment):
/// try expectLayoutSnapshot(layout, named: "grid", containerSize: size, itemCounts: [12], record: .all)
/// ```
///
/// ```sh
/// # For a whole run:
/// LAYOUT_SNAPSHOT_RECORD=1 swift test        # re-record every snapshot (also: all)
/// LAYOUT_SNAPSHOT_RECORD=never swift test    # CI: a missing golden fails, nothing is written
/// ```
public enum LayoutSnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Writes the golden files that are missing, and compares the others (the default).
    case missing
    /// Overwrites every golden file without comparing.
    case all
    /// Writes nothing: a missing golden fails. For CI, where a golden
    /// written on the runner would be thrown away.
    case never

    /// The environment variable that sets the mode for a run.
    public static let environmentVariable = "LAYOUT_SNAPSHOT_RECORD"

    /// The mode a value of ``environmentVariable`` asks for: `1`, `all`,
    /// `true` or `yes` re-record; `missing`; `0`, `never`, `false` or `no`
    /// write nothing. Case and surrounding spaces are ignored; an empty value
    /// means the default, ``missing``. `nil` for anything else.
    public init?(environmentValue: String) {
        switch environmentValue.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "all", "true", "yes": self = .all
        case "", "missing": self = .missing
        case "0", "never", "false", "no": self = .never
        default: return nil
        }
    }
}
