/// Text made safe for HTML, the one escaper the check report and the preview page share.
enum HTMLText {
    /// `text` safe in HTML content and in quoted attribute values: `&`, `<`, `>`, `"` and `'` as references.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
