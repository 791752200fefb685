import Foundation
import Yams

/// Reads spec files (YAML or JSON) into a ``LayoutSpecification``.
///
/// ```swift
/// let specification = try SpecReader.read(contentsOf: "examples/basic-list.yaml")
/// let solution = try specification.solve()
/// ```
///
/// ```yaml
/// container: {width: 390, height: 844}
/// sections:
///   - items: 94
///     group:
///       horizontal:
///         layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
///         subitems:
///           - item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}
/// ```
///
/// Every problem in the file is reported, each at its line and column with
/// its key path, up to ``SpecLimits/maxDiagnostics``: unknown keys (with a
/// "did you mean"), keys in the wrong place, values of the wrong type or out
/// of range, settings that would have no effect. A YAML syntax error stops reading, so it is
/// reported alone. YAML anchors and aliases are rejected. No input traps or
/// hangs: the limits in ``SpecLimits`` are checked before work starts.
public enum SpecReader {
    /// The path that names standard input, as command-line tools take `-`.
    public static let standardInput = "-"
    /// How diagnostics name standard input: `<stdin>:3:5: error: …`.
    public static let standardInputName = "<stdin>"

    /// Reads the spec file at `path` (``standardInput``, `-`, reads standard input); at most
    /// ``SpecLimits/maxFileSize`` bytes, UTF-8.
    ///
    /// - Throws: ``SpecError`` listing every problem found; a file that cannot
    ///   be read is reported at line 1, column 1.
    public static func read(contentsOf path: String) throws(SpecError) -> LayoutSpecification {
        let name = path == standardInput ? standardInputName : path
        return try read(try SourceFile.text(at: path), path: name)
    }

    /// Reads a spec from `text`; `path` is only used in diagnostics.
    ///
    /// ```swift
    /// let specification = try SpecReader.read("""
    ///     sections:
    ///       - items: 3
    ///         group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: 44},
    ///                              subitem: {item: {layoutSize: {width: 1, height: 1}}}, count: 3}}
    ///     """, path: "inline.yaml")
    /// ```
    ///
    /// - Throws: ``SpecError`` listing every problem found.
    public static func read(_ text: String, path: String) throws(SpecError) -> LayoutSpecification {
        let context = ReadContext(path: path)
        // A UTF-8 byte order mark (some Windows editors write one) is not part of the YAML; editors do
        // not show it, so columns are counted without it.
        let specification = read(text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text, in: context)
        let diagnostics = context.sortedDiagnostics
        guard diagnostics.isEmpty, let specification else {
            throw SpecError(diagnostics: diagnostics.isEmpty
                ? [SpecDiagnostic(path: path, line: 1, column: 1, keyPath: "", message: "the spec could not be read")]
                : diagnostics)
        }
        return specification
    }

    private static func read(_ text: String, in context: ReadContext) -> LayoutSpecification? {
        guard text.utf8.count <= SpecLimits.maxFileSize else {
            context.report("the spec is larger than 1 MiB; specs are limited to \(SpecLimits.maxFileSize) bytes",
                           at: .start, keyPath: .root)
            return nil
        }
        // Before Yams sees the text: an alias bomb would hang it (see AliasScanner).
        let tokens = AliasScanner.tokens(in: text)
        for position in tokens.anchorsAndAliases {
            context.report("anchors and aliases are not supported", at: position, keyPath: .root)
        }
        for position in tokens.tagDirectives {
            context.report("%TAG directives are not supported", at: position, keyPath: .root)
        }
        // Only the standard scalar tags have a meaning here, and they are honoured (SpecNode.Tag).
        for (position, name) in tokens.tags {
            if let tag = SpecNode.Tag(written: name) {
                context.explicitTags[position] = tag
            } else {
                context.report("the tag '\(name)' is not supported; a value may be tagged only !!str, !!int or !!float",
                               at: position, keyPath: .root)
            }
        }
        guard context.errorCount == 0 else { return nil }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch {
            context.reportYAMLError(error, in: text)
            return nil
        }
        guard let root else {
            context.report("the spec is empty; expected a mapping with 'sections'", at: .start, keyPath: .root)
            return nil
        }
        return DocumentReader(context: context).read(SpecNode(yaml: root, keyPath: .root, context: context),
                                                     digest: SourceDigest.fnv1a64(text.utf8))
    }
}
