import Foundation

/// Text shown line by line: what `check` and the snapshot helper print when a
/// golden's bytes differ. Frames JSON has one element per line
/// (`LayoutSolution.framesJSON()`) and the SVG one shape per line, so the lines
/// that differ are the elements that moved.
public enum FramesText {
    /// The lines of `text`, without line terminators (`\n` or `\r\n`), and
    /// without the empty line after a final newline.
    public static func lines(_ text: String) -> [String] {
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
