/// The state shared by every reader during one read of a spec: where
/// problems go, and where each created object came from.
///
/// A class, so that the small value-type readers and ``SpecNode``s can all
/// report into the same log.
final class ReadContext {
    /// The spec's path as given, for diagnostics.
    let path: String
    private(set) var diagnostics = DiagnosticLog()
    let sourceMap = SourceMap()
    /// The supported tags written in the text, by the position of the node they tag.
    var explicitTags: [SourcePosition: SpecNode.Tag] = [:]
    /// The measured sizes of supplementary views, collected as they are read.
    var supplementaryMeasurements = SupplementaryMeasurements()

    init(path: String) {
        self.path = path
    }

    /// How many problems have been reported; compare two readings to tell
    /// whether a reader found anything wrong.
    var errorCount: Int { diagnostics.count }

    func report(_ message: String, at position: SourcePosition, keyPath: SpecKeyPath) {
        diagnostics.report(message, at: position, keyPath: keyPath.description)
    }

    /// The diagnostics in file order, capped.
    var sortedDiagnostics: [SpecDiagnostic] { diagnostics.sorted(path: path) }
}
