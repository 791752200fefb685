/// One problem found in a spec file, with the place it was found.
///
/// Its ``description`` is the line a compiler would print, so editors and CI
/// logs can jump to it:
///
/// ```
/// examples/grid.yaml:12:16: error: sections[0].group.horizontal.layoutSize.width: expected a dimension such as .fractionalWidth(0.5), .absolute(44) or .estimated(100), got '.fractional(1)'
/// ```
///
/// Lines and columns start at 1; columns count Unicode scalars, as libyaml
/// does. A problem that belongs to no key (a YAML syntax error, a file that
/// cannot be read) has an empty ``keyPath``, and its description leaves that
/// part out. A `lint` finding is a diagnostic too, of severity `warning`.
public struct SpecDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How bad the problem is: an error stops the command; a warning (`lint`'s) does not.
    public enum Severity: String, Sendable {
        /// A problem the spec cannot be read past; the command exits with status 2.
        case error
        /// Something legal but probably not meant, as `lint` reports; the command goes on.
        case warning
    }

    /// The spec file's path as it was given to the reader.
    public let path: String
    /// The 1-based line of the offending key or value.
    public let line: Int
    /// The 1-based column (in Unicode scalars) of the offending key or value.
    public let column: Int
    /// Where in the document the problem is, e.g. `sections[2].group.horizontal.subitems[0].layoutSize.width`;
    /// empty when the problem is not at a key.
    public let keyPath: String
    /// What is wrong and, where possible, what was expected.
    public let message: String
    /// Whether the problem stops the command (`error`) or is only reported (`warning`).
    public let severity: Severity

    /// Creates a diagnostic.
    public init(path: String, line: Int, column: Int, keyPath: String, message: String, severity: Severity = .error) {
        self.path = path
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
        self.severity = severity
    }

    /// `PATH:LINE:COLUMN: error: KEYPATH: MESSAGE`, or `PATH:LINE:COLUMN: error: MESSAGE` without a key path
    /// (`warning:` for a warning). Always one line: control characters in any part are escaped (``TerminalText``).
    public var description: String {
        let location = "\(path):\(line):\(column): \(severity.rawValue): "
        return TerminalText.escaped(keyPath.isEmpty ? location + message : location + keyPath + ": " + message)
    }
}
