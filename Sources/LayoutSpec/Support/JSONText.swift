/// Strings as JSON writes them, for the files written by hand (a spec from ``SpecWriter``,
/// reg-cli's `reg.json`) rather than by `JSONEncoder`.
public enum JSONText {
    /// `text` as a JSON string literal (RFC 8259): quotes, backslashes and control characters
    /// escaped, everything else as it is.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
