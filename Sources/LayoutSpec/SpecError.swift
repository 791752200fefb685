/// Why a spec could not be read or solved: every problem found, in file order.
///
/// ```swift
/// do {
///     let specification = try SpecReader.read(contentsOf: "examples/grid.yaml")
///     let solution = try specification.solve()
/// } catch {
///     FileHandle.standardError.write(Data((error.description + "\n").utf8))   // one diagnostic per line
/// }
/// ```
///
/// Reading reports every problem it finds, not just the first, up to
/// ``SpecLimits/maxDiagnostics``; past that the last diagnostic says how many
/// more there were. Solving reports the one ``LayoutError`` the solver threw,
/// placed at the YAML that created the item, group or section at fault.
public struct SpecError: Error, CustomStringConvertible {
    /// The problems, sorted by line, then column. Never empty.
    public let diagnostics: [SpecDiagnostic]

    /// Creates an error from its diagnostics.
    public init(diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line, without a trailing newline.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
