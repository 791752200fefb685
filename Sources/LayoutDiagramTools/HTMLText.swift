import LayoutSpec

/// Text made safe for HTML, the one escaper the check report and the preview page share.
enum HTMLText {
    /// `text` safe in HTML content and in quoted attribute values: `&`, `<`, `>`, `"` and `'` as references.
    static func escaped(_ text: String) -> String {
        String(text, replacingScalars: { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        })
    }
}
