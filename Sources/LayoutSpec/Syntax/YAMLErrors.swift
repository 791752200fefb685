import Foundation
import Yams

extension ReadContext {
    /// Reports an error Yams threw while composing `text`, at the position it gives.
    ///
    /// Yams stops at the first syntax error, so there is only ever one. It
    /// also rejects repeated keys itself, naming the first occurrence.
    func reportYAMLError(_ error: any Error, in text: String) {
        guard let yamlError = error as? YamlError else {
            report("invalid YAML: \(error)", at: .start, keyPath: .root)
            return
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            let hint = Self.labelledCallHint(near: mark, in: text) ?? ""
            report("invalid YAML: \(problem)\(detail)\(hint)", at: SourcePosition(mark), keyPath: .root)
        case .reader(let problem, let offset, _, _):
            report("invalid YAML: \(problem)", at: Self.position(ofCharacter: offset ?? 0, in: text), keyPath: .root)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            let message = duplicates.count == 1
                ? "the key \(keys) appears more than once in this mapping"
                : "the keys \(keys) appear more than once in this mapping"
            report(message, at: SourcePosition(context.mark), keyPath: .root)
        default:
            report("invalid YAML: \(yamlError)", at: .start, keyPath: .root)
        }
    }

    /// A hint for the one YAML error the spec's own syntax invites: in
    /// `.uniformAcrossSiblings(estimate: 50)` the `: ` makes YAML see a mapping.
    /// Given when the error's line, or the one before it, holds such a call.
    private static func labelledCallHint(near mark: Mark, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let candidates = [mark.line - 2, mark.line - 1].filter { lines.indices.contains($0) }.map { lines[$0] }
        guard candidates.contains(where: { $0.contains("(estimate:") || $0.contains("( estimate:") }) else {
            return nil
        }
        return "; quote a Swift call with an argument label, as in '.uniformAcrossSiblings(estimate: 50)', "
            + "or write {uniformAcrossSiblings: 50}"
    }

    /// The position of the `offset`-th character of `text` (Yams reports reader errors by character).
    private static func position(ofCharacter offset: Int, in text: String) -> SourcePosition {
        let index = text.index(text.startIndex, offsetBy: max(offset, 0), limitedBy: text.endIndex) ?? text.endIndex
        let scalars = text.unicodeScalars.distance(from: text.startIndex, to: index)
        return SourcePosition(scalarOffset: scalars, in: Substring(text).unicodeScalars)
    }
}
