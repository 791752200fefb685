/// The problems found while reading one spec.
///
/// Readers report and carry on, so one run shows every problem. ``sorted(path:)``
/// puts them in file order and keeps the first ``SpecLimits/maxDiagnostics``.
struct DiagnosticLog {
    private struct Entry: Equatable {
        let position: SourcePosition
        let keyPath: String
        let message: String
    }

    private var entries: [Entry] = []

    /// How many problems have been reported so far; readers compare counts to
    /// know whether anything went wrong inside them.
    var count: Int { entries.count }

    mutating func report(_ message: String, at position: SourcePosition, keyPath: String) {
        let entry = Entry(position: position, keyPath: keyPath, message: message)
        // A node inspected twice must not report the same problem twice.
        if entries.last != entry {
            entries.append(entry)
        }
    }

    /// The diagnostics in file order (report order breaks ties), at most
    /// ``SpecLimits/maxDiagnostics`` of them plus a final "too many errors".
    func sorted(path: String) -> [SpecDiagnostic] {
        let ordered = entries.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
        var diagnostics = ordered.prefix(SpecLimits.maxDiagnostics).map { entry in
            SpecDiagnostic(path: path, line: entry.position.line, column: entry.position.column,
                           keyPath: entry.keyPath, message: entry.message)
        }
        if ordered.count > SpecLimits.maxDiagnostics {
            let next = ordered[SpecLimits.maxDiagnostics].position
            diagnostics.append(SpecDiagnostic(
                path: path, line: next.line, column: next.column, keyPath: "",
                message: "too many errors: \(ordered.count) in all, only the first "
                    + "\(SpecLimits.maxDiagnostics) are shown"))
        }
        return diagnostics
    }
}

