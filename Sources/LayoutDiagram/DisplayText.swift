/// Cleans user-supplied strings (titles, section names, item labels) for
/// display on one line.
///
/// Runs of whitespace, line breaks included, become one space; leading and
/// trailing whitespace and control characters are removed. This is about
/// how text *looks*; escaping for a file format is the renderer's job.
///
/// ```swift
/// DisplayText.normalized("  Top\n\tstories \u{1} ")   // "Top stories"
/// ```
enum DisplayText {
    static func normalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else if scalar.properties.generalCategory == .control {
                continue
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` normalised, or `nil` when nothing is left.
    static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let normalized = normalized(text)
        return normalized.isEmpty ? nil : normalized
    }
}
