/// Text made safe to print on a terminal: spec keys and values, file names
/// and command-line arguments reach standard error, and a hostile one must
/// not recolour the terminal, set its window title, clear it, reverse the
/// text after it, or forge a line of its own.
///
/// Control characters (C0, DEL and C1, line breaks included) and the
/// bidirectional embedding, override and isolate controls are written as
/// Swift escapes; everything else is unchanged.
///
/// ```swift
/// print(TerminalText.escaped("\u{1B}[31mred"))   // \u{1B}[31mred  (no colour)
/// print(TerminalText.escaped("a\nb"))             // a\nb           (one line)
/// ```
public enum TerminalText {
    /// `text` on one line with its control and bidirectional characters as Swift escapes
    /// (`\n`, `\u{1B}`), safe to print to standard error; see ``TerminalText``.
    public static func escaped(_ text: String) -> String {
        String(text, replacingScalars: { scalar in
            switch scalar.value {
            case 0x0A: "\\n"
            case 0x0D: "\\r"
            case 0x09: "\\t"
            case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: nil
            }
        })
    }

    /// `text` line by line: each line escaped, the line breaks kept, for a
    /// message that is several lines on purpose.
    public static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// `text` as one shell word: unchanged when it is only letters, digits
    /// and `-_./=:,+@%`, else in single quotes (a quote inside becomes
    /// `'\''`), so a pasted command runs nothing the text says.
    public static func shellQuoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !text.isEmpty, text.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
