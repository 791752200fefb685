import Foundation
import Yams

/// A YAML node together with where it is: its key path and its line and
/// column. Every reader works on these, so every problem can be reported at
/// the value that caused it.
///
/// The typed accessors (`mapping(_:)`, `number(_:)`, `dimension()`, …) live in
/// the `Syntax` files; each reports what it expected and returns `nil` when
/// the value does not fit, so readers can carry on and find further problems.
struct SpecNode {
    let yaml: Node
    let keyPath: SpecKeyPath
    let context: ReadContext

    /// The node's first character.
    var position: SourcePosition { yaml.mark.map(SourcePosition.init) ?? .start }

    /// The value of `key` in this mapping.
    func child(_ yaml: Node, key: String) -> SpecNode {
        SpecNode(yaml: yaml, keyPath: keyPath.appending(key), context: context)
    }

    /// The element at `index` of this list.
    func child(_ yaml: Node, index: Int) -> SpecNode {
        SpecNode(yaml: yaml, keyPath: keyPath.appending(index: index), context: context)
    }

    /// Reports a problem at this node.
    func report(_ message: String) {
        context.report(message, at: position, keyPath: keyPath)
    }

    /// Reports `expected <expectation>, got <what is here>`, plus an optional hint.
    func reportExpected(_ expectation: String, hint: String? = nil) {
        report("expected \(expectation), got \(summary)" + (hint.map { "; \($0)" } ?? ""))
    }

    // MARK: - Content

    /// What a node holds, with aliases already ruled out.
    enum Content {
        case null
        case scalar(String)
        case mapping(Node.Mapping)
        case sequence(Node.Sequence)
    }

    /// The node's content, or `nil` (reported) for an anchor or alias.
    ///
    /// ``AliasScanner`` rejects anchors before the text reaches Yams; this is
    /// the backstop should one slip through, so that no shared subtree is ever
    /// walked twice.
    var content: Content? {
        if yaml.anchor != nil {
            report("anchors and aliases are not supported")
            return nil
        }
        if tag != .plain, yaml.scalar == nil {
            report("a tag applies only to a single value, not to a mapping or a list")
            return nil
        }
        switch yaml {
        case .alias:
            report("anchors and aliases are not supported")
            return nil
        case .scalar(let scalar):
            return Self.isNull(scalar) ? .null : .scalar(scalar.string)
        case .mapping(let mapping):
            return .mapping(mapping)
        case .sequence(let sequence):
            return .sequence(sequence)
        }
    }

    // MARK: - Tags

    /// A scalar's type as the YAML says it: untagged, or tagged `!!str` (text,
    /// even if it looks like a number), `!!int` (a whole number) or `!!float`
    /// (a number). No other tag is accepted: the spec gives no meaning to
    /// `!!binary`, `!!python/object` or `!local`, and a tag silently ignored
    /// would change what a value means. ``AliasScanner`` finds the tags in the
    /// text (Yams cannot tell a written tag from one it resolved itself), and
    /// the reader refuses the others before parsing.
    enum Tag: Equatable {
        case plain, string, integer, float

        /// What a value so tagged must be, for a message: `a whole number, as '!!int' says`.
        var numberExpectation: String {
            switch self {
            case .integer: return "a whole number, as '!!int' says"
            case .float: return "a number, as '!!float' says"
            case .plain, .string: return "a number"
            }
        }

        /// The tag `written` (`!!str`) names; `nil` for any other.
        init?(written: String) {
            switch written {
            case "!!str": self = .string
            case "!!int": self = .integer
            case "!!float": self = .float
            default: return nil
            }
        }
    }

    /// The tag written before this node, if any.
    var tag: Tag { context.explicitTags[position] ?? .plain }

    /// The node described for a message: `a mapping`, `a list`, `nothing`, or the scalar's text in quotes.
    var summary: String {
        switch yaml {
        case .mapping(let mapping): return mapping.isEmpty ? "an empty mapping" : "a mapping"
        case .sequence(let sequence): return sequence.isEmpty ? "an empty list" : "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if Self.isNull(scalar) { return "nothing" }
            return "'" + Self.abbreviated(scalar.string) + "'"
        }
    }

    /// YAML's null: an empty value, `~` or `null`, unquoted.
    private static func isNull(_ scalar: Node.Scalar) -> Bool {
        (scalar.style == .plain || scalar.style == .any) && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// Long or multi-line text shortened to one line for a message.
    private static func abbreviated(_ text: String) -> String {
        let limit = 60
        let oneLine = text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        return oneLine.unicodeScalars.count <= limit
            ? oneLine : String(String.UnicodeScalarView(oneLine.unicodeScalars.prefix(limit))) + "…"
    }

    // MARK: - Basic shapes

    /// The scalar's text, or `nil` (reported as `expected <expectation>`) for anything else.
    func text(_ expectation: String = "a string") -> String? {
        switch content {
        case .scalar(let text): return text
        case nil: return nil
        default:
            reportExpected(expectation)
            return nil
        }
    }

    /// The list's elements, or `nil` (reported as `expected <expectation>`) for anything else.
    func sequence(_ expectation: String = "a list") -> [SpecNode]? {
        switch content {
        case .sequence(let sequence):
            return sequence.enumerated().map { child($0.element, index: $0.offset) }
        case nil: return nil
        default:
            reportExpected(expectation)
            return nil
        }
    }

    /// The list's elements, at least one and at most `limit`; `nil` (reported) for an empty list
    /// (`expected at least one <noun>`), a longer one (`expected at most <limit> <noun>s, got <count>`), or
    /// anything but a list (`expected <expectation>`).
    func sequence(_ expectation: String, of noun: String, atMost limit: Int) -> [SpecNode]? {
        guard let elements = sequence(expectation) else { return nil }
        guard !elements.isEmpty else {
            reportExpected("at least one \(noun)")
            return nil
        }
        guard elements.count <= limit else {
            report("expected at most \(limit) \(noun)s, got \(elements.count)")
            return nil
        }
        return elements
    }

    /// The list's elements, each read by `read`; `nil` if the node is not a
    /// list (reported as `expected <expectation>`) or any element could not be
    /// read. Every element is read, so every problem is reported.
    func elements<Element>(_ expectation: String, _ read: (SpecNode) -> Element?) -> [Element]? {
        guard let elements = sequence(expectation) else { return nil }
        let values = elements.map(read)
        let read = values.compactMap { $0 }
        return read.count == values.count ? read : nil
    }
}
