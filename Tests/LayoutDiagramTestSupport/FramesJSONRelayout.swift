import Foundation

/// Any frames JSON laid out as `LayoutSolution.framesJSON()` lays it out, changing only the
/// whitespace between tokens: the top-level object has one member per line, an array of
/// objects or arrays inside it one entry per line, and everything else stays compact.
/// Numbers and strings are copied byte for byte, so two documents come out alike exactly
/// when their tokens are equal.
///
/// The tests use it to tie the writer to the `Encodable` document: the one, laid out, must
/// be the other's bytes.
public enum FramesJSONRelayout {
    /// The document in lines, ending with a newline; `nil` when `data` is not JSON.
    public static func format(_ data: Data) -> String? {
        var parser = Parser(bytes: [UInt8](data))
        guard let root = parser.parseDocument() else { return nil }
        var lines: [String] = []
        switch root {
        case .object(let members) where !members.isEmpty:
            lines.append("{")
            for (index, (key, value)) in members.enumerated() {
                let comma = index < members.count - 1 ? "," : ""
                if case .array(let entries) = value, entries.contains(where: \.isContainer) {
                    lines.append("  \(key):[")
                    for (entryIndex, entry) in entries.enumerated() {
                        lines.append("    " + entry.compact + (entryIndex < entries.count - 1 ? "," : ""))
                    }
                    lines.append("  ]" + comma)
                } else {
                    lines.append("  \(key):\(value.compact)\(comma)")
                }
            }
            lines.append("}")
        default:
            lines.append(root.compact)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A parsed JSON value: scalars and keys keep their source text.
    private indirect enum Node {
        case scalar(String)
        case array([Node])
        case object([(key: String, value: Node)])

        var isContainer: Bool {
            if case .scalar = self { return false }
            return true
        }

        var compact: String {
            switch self {
            case .scalar(let text): return text
            case .array(let entries): return "[" + entries.map(\.compact).joined(separator: ",") + "]"
            case .object(let members):
                return "{" + members.map { "\($0.key):\($0.value.compact)" }.joined(separator: ",") + "}"
            }
        }
    }

    /// A strict enough JSON reader: it checks the structure, and takes a
    /// scalar as the run of bytes up to the next delimiter.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// Deeper documents are not frames JSON; stop before the stack does.
        static let maxDepth = 64

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func parseDocument() -> Node? {
            guard let node = parseValue(depth: 0) else { return nil }
            skipWhitespace()
            return index == bytes.count ? node : nil
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        private mutating func parseValue(depth: Int) -> Node? {
            guard depth < Self.maxDepth else { return nil }
            skipWhitespace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: Node)] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = parseString() else {
                        return nil
                    }
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    guard let value = parseValue(depth: depth + 1) else { return nil }
                    members.append((key, value))
                    skipWhitespace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                    return nil
                }
            case UInt8(ascii: "["):
                index += 1
                var entries: [Node] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(entries) }
                while true {
                    guard let value = parseValue(depth: depth + 1) else { return nil }
                    entries.append(value)
                    skipWhitespace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(entries) }
                    return nil
                }
            case UInt8(ascii: "\""):
                return parseString().map(Node.scalar)
            default:
                let start = index
                while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
                guard index > start else { return nil }
                return .scalar(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        private static let delimiters: Set<UInt8> = Set(",:[]{}\" \n\r\t".utf8)

        /// A string token, quotes and escapes included, as written.
        private mutating func parseString() -> String? {
            let start = index
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return String(decoding: bytes[start..<index], as: UTF8.self)
                default: index += 1
                }
            }
            return nil
        }
    }
}
