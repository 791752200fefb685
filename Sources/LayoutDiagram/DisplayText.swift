/// Cleans user-supplied strings (titles, section names, item labels) for
/// display on one line.
///
/// Runs of whitespace, line breaks included, become one space; leading and
/// trailing whitespace and control characters are removed. Bidirectional
/// embeddings, overrides and isolates left open are closed at the end, and
/// unmatched closers dropped, so a right-to-left override in a label cannot
/// reverse the text that follows it in a tooltip. This is about how text
/// *looks*; escaping for a file format is the renderer's job.
///
/// ```swift
/// DisplayText.normalized("  Top\n\tstories \u{1} ")   // "Top stories"
/// ```
enum DisplayText {
    static func normalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        var open: [Unicode.Scalar] = []   // the closer each open embedding or isolate needs
        for scalar in text.unicodeScalars {
            if let closer = Self.bidiCloser[scalar.value] {
                open.append(closer)
            } else if scalar == Self.popDirectionalFormatting || scalar == Self.popDirectionalIsolate {
                guard open.last == scalar else { continue }
                open.removeLast()
            }
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
        result.append(contentsOf: open.reversed())
        return String(result)
    }

    private static let popDirectionalFormatting: Unicode.Scalar = "\u{202C}"
    private static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"
    /// LRE, RLE, LRO, RLO close with PDF; LRI, RLI, FSI with PDI.
    private static let bidiCloser: [UInt32: Unicode.Scalar] = [
        0x202A: popDirectionalFormatting, 0x202B: popDirectionalFormatting, 0x202D: popDirectionalFormatting,
        0x202E: popDirectionalFormatting, 0x2066: popDirectionalIsolate, 0x2067: popDirectionalIsolate,
        0x2068: popDirectionalIsolate,
    ]

    /// `text` normalised, or `nil` when nothing is left.
    static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let normalized = normalized(text)
        return normalized.isEmpty ? nil : normalized
    }
}
