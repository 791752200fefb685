/// Strings as JSON writes them, for the files written by hand (a spec from ``SpecWriter``,
/// reg-cli's `reg.json`) rather than by `JSONEncoder`.
public enum JSONText {
    /// `text` as a JSON string literal (RFC 8259): quotes, backslashes and control characters
    /// escaped, everything else as it is.
    public static func quoted(_ text: String) -> String {
        let escaped = String(text, replacingScalars: { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{08}": return "\\b"
            case "\u{0C}": return "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        })
        return "\"" + escaped + "\""
    }
}
