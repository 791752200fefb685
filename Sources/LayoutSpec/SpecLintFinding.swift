import CompositionalLayout

/// A ``LayoutLintFinding`` at the place in the spec that wrote the object at fault.
///
/// Its ``description`` is a compiler-style warning with the rule's code, then the fix:
///
/// ```
/// examples/grid.yaml:9:9: warning: sections[0].group.horizontal: the subitems take fractions of the group's width that add up to 1.2 (0.6 + 0.6): … [LD101 fractions-overflow]
///   fix: make the fractions add up to 1 or less (less the spacing's share), or nest the subitems in groups
/// ```
public struct SpecLintFinding: Sendable, Equatable, CustomStringConvertible {
    /// The finding, as the layout's linter made it.
    public let finding: LayoutLintFinding
    /// The warning: the place in the spec of the key that created the object at fault, and the
    /// finding's message with its rule's code and name.
    public let diagnostic: SpecDiagnostic

    /// `finding`, placed at `line` and `column` (1-based) of the spec at `path`, at `keyPath`.
    public init(finding: LayoutLintFinding, path: String, line: Int, column: Int, keyPath: String) {
        self.finding = finding
        diagnostic = SpecDiagnostic(path: path, line: line, column: column, keyPath: keyPath,
                                    message: "\(finding.message) \(finding.rule.tag)",
                                    severity: .warning)
    }

    /// The warning, then `  fix: FIX` on a line of its own.
    public var description: String {
        diagnostic.description + "\n  fix: " + TerminalText.escaped(finding.fix)
    }
}

extension LayoutSpecification {
    /// The layout's lint findings (``CompositionalLayout/LayoutLintRule``) in the spec's
    /// container, or in `containerSize` if given, each at the line that wrote the object at fault.
    ///
    /// - Throws: ``SpecError`` when the layout cannot be solved, as ``solve(containerSize:)`` does.
    public func lint(containerSize: CGSize? = nil) throws(SpecError) -> [SpecLintFinding] {
        let findings: [LayoutLintFinding]
        do {
            findings = try layout.lint(containerSize: containerSize ?? self.containerSize, itemCounts: itemCounts,
                                       safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
                                       traitCollection: traitCollection, rules: rules, measuredSize: measuredSize)
        } catch {
            throw SpecError(diagnostics: [diagnostic(for: error)])
        }
        return findings.map { finding in
            let origin = sourceMap.origin(of: finding.subject, section: finding.location.section)
            let (line, column) = place(of: origin)
            return SpecLintFinding(finding: finding, path: path, line: line, column: column,
                                   keyPath: origin.keyPath.description)
        }
    }
}
