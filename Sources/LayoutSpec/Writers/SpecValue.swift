import Foundation

/// A spec document being written: JSON values with their keys in the order the
/// spec format documents them, printed two spaces to a level, with short
/// arrays and mappings of scalars on one line.
indirect enum SpecValue {
    case object([(String, SpecValue)])
    case array([SpecValue])
    case string(String)
    case number(Double)
    case bool(Bool)

    /// The value as JSON text (which is YAML too), ending in a newline.
    var text: String { printed(indent: "") + "\n" }

    private var isScalar: Bool {
        switch self {
        case .string, .number, .bool: return true
        case .object(let entries): return entries.isEmpty
        case .array(let values): return values.isEmpty
        }
    }

    private func printed(indent: String) -> String {
        switch self {
        case .string(let text): return JSONText.quoted(text)
        case .number(let value): return Self.numeral(value)
        case .bool(let value): return value ? "true" : "false"
        case .array(let values):
            if values.allSatisfy(\.isScalar) || values.allSatisfy(\.isFlat) {
                return "[" + values.map { $0.printed(indent: "") }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + values.map { inner + $0.printed(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let entries):
            if isFlat {
                return "{" + entries.map { "\(JSONText.quoted($0.0)): \($0.1.printed(indent: ""))" }.joined(separator: ", ") + "}"
            }
            let inner = indent + "  "
            return "{\n" + entries.map { "\(inner)\(JSONText.quoted($0.0)): \($0.1.printed(indent: inner))" }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A mapping of a few scalars (an inset, a size, a frame), printed on one line.
    private var isFlat: Bool {
        guard case .object(let entries) = self else { return false }
        return entries.count <= 6 && entries.allSatisfy { $0.1.isScalar || $0.1.isOneLevelFlat }
    }

    private var isOneLevelFlat: Bool {
        guard case .object(let entries) = self else { return false }
        return entries.count <= 4 && entries.allSatisfy(\.1.isScalar)
    }

    /// `value` as the shortest decimal that reads back as the same double; integers without a point.
    static func numeral(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = "\(value)"
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...])
        else { return text }
        // The reader takes plain decimals only: Swift's shortest digits, with the exponent written out as zeros.
        let sign = text.hasPrefix("-") ? "-" : ""
        let mantissa = text[..<e].drop { $0 == "-" }
        let digits = mantissa.filter { $0 != "." }
        let point = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
                     ?? mantissa.count) + exponent
        if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
        if point >= digits.count { return sign + digits + String(repeating: "0", count: point - digits.count) }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }
}
