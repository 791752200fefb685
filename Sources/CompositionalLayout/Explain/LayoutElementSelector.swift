import Foundation

/// Names one element of a solved layout, as `explain` and `render --explain` take it.
///
/// | Text | Element |
/// |---|---|
/// | `0.3` | the cell at item 3 of section 0 |
/// | `section-header@0` | section 0's supplementary or decoration view of that kind (its first, at item 0) |
/// | `badge@0.3` | the view of that kind at index path 0.3 |
/// | `layout-header` | the layout's own boundary item of that kind |
/// | `s0-g3` | instance 3 of section 0's group (the diagram's id for it) |
/// | `s0-g3.1.0` | that instance's nested group at subitem path 1, 0 |
/// | `s0-i7` | the cell 0.7, by its diagram id |
public enum LayoutElementSelector: Hashable, Sendable, CustomStringConvertible {
    /// The cell of `item` in `section`.
    case cell(section: Int, item: Int)
    /// A supplementary or decoration view; `section` is `nil` for the layout's own boundary items.
    case view(kind: String, section: Int?, item: Int)
    /// A group instance: `repetition` counts the section's group instances from 0; `path` leads
    /// through `subitems` to a nested group (empty: the section's group itself).
    case group(section: Int, repetition: Int, path: [Int])

    /// Parses the forms in the table above; `nil` for anything else.
    public init?(_ text: String) {
        if let (section, item) = Self.indexPath(text) {
            self = .cell(section: section, item: item)
            return
        }
        if text.hasPrefix("s"), let dash = text.firstIndex(of: "-"),
           let section = Self.number(text[text.index(after: text.startIndex)..<dash]) {
            let rest = text[text.index(after: dash)...]
            if rest.hasPrefix("i"), let item = Self.number(rest.dropFirst()) {
                self = .cell(section: section, item: item)
                return
            }
            if rest.hasPrefix("g") {
                let parts = rest.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
                let numbers = parts.map(Self.number)
                guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
                let values = numbers.map { $0! }
                self = .group(section: section, repetition: values[0], path: Array(values.dropFirst()))
                return
            }
        }
        if let at = text.lastIndex(of: "@") {
            let kind = String(text[..<at])
            let place = text[text.index(after: at)...]
            guard Self.isKind(kind) else { return nil }
            if let section = Self.number(place) {
                self = .view(kind: kind, section: section, item: 0)
            } else if let (section, item) = Self.indexPath(place) {
                self = .view(kind: kind, section: section, item: item)
            } else {
                return nil
            }
            return
        }
        guard Self.isKind(text) else { return nil }
        self = .view(kind: text, section: nil, item: 0)
    }

    /// The text ``init(_:)`` reads back.
    public var description: String {
        switch self {
        case .cell(let section, let item):
            return "\(section).\(item)"
        case .view(let kind, let section?, let item):
            return item == 0 ? "\(kind)@\(section)" : "\(kind)@\(section).\(item)"
        case .view(let kind, nil, _):
            return kind
        case .group(let section, let repetition, let path):
            return (["s\(section)-g\(repetition)"] + path.map(String.init)).joined(separator: ".")
        }
    }

    /// How an explanation names the element: `item 0.3`, `section-header of section 0`, `group s0-g3`.
    public var displayName: String {
        switch self {
        case .cell(let section, let item):
            return "item \(section).\(item)"
        case .view(let kind, let section?, let item):
            return item == 0 ? "\(kind) of section \(section)" : "\(kind) at \(section).\(item)"
        case .view(let kind, nil, _):
            return "the layout's \(kind)"
        case .group:
            return "group \(description)"
        }
    }

    /// The display name as a step's title: `Item 0.3`, `The layout's layout-header`.
    var title: String {
        displayName.prefix(1).uppercased() + displayName.dropFirst()
    }

    /// The section the element belongs to; `nil` for the layout's own boundary items.
    public var section: Int? {
        switch self {
        case .cell(let section, _), .group(let section, _, _): return section
        case .view(_, let section, _): return section
        }
    }

    /// An element kind as selectors take it: a letter, then letters, digits, `-`, `_` or `.`.
    private static func isKind(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
    }

    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    private static func indexPath(_ text: some StringProtocol) -> (Int, Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = number(Substring(parts[0])), let item = number(Substring(parts[1]))
        else { return nil }
        return (section, item)
    }
}
