/// The Markdown image link that replaces a `layout-diagram` block: `![ALT](DESTINATION)`, on one
/// line, whatever the title and the file name hold.
///
/// ```swift
/// MarkdownImageLink(alt: "Grid [2]\r# not a heading", destination: "my doc-1.svg").text
/// // ![Grid \[2\] \# not a heading](my%20doc-1.svg)
/// ```
///
/// In the alt text, every line break CommonMark knows (LF, CR, CRLF) and every other Unicode
/// line or paragraph separator becomes a space: a break would end the paragraph's line, and the
/// next could open a heading, a list or an HTML block. Backslashes, brackets and the characters
/// that open inline markup (code spans, emphasis, strikethrough, autolinks and raw HTML, entities,
/// table cells, math) are backslash-escaped, which CommonMark allows before any ASCII punctuation,
/// so the image's alt text is the title exactly. The destination is percent-encoded outside
/// RFC 3986's unreserved characters, so a space or a parenthesis in a file name does not end it.
///
/// ``MarkdownDiagrams`` makes one per block (the memberwise initialiser is internal).
public struct MarkdownImageLink: Equatable, Sendable {
    /// The image's alt text, as the reader should see it: the block's title or
    /// "Layout diagram N", unescaped; ``text`` escapes it.
    public var alt: String
    /// A relative path: the image's file name.
    public var destination: String

    /// `![ALT](DESTINATION)`.
    public var text: String { "![\(Self.escapedAlt(alt))](\(Self.encodedDestination(destination)))" }

    /// The characters escaped in alt text: `\`, the brackets that end it, and those that open inline markup.
    static let escaped: Set<Unicode.Scalar> = ["\\", "[", "]", "`", "*", "_", "<", ">", "&", "~", "|", "$", "#", "!"]

    /// Line feed, vertical tab, form feed, carriage return, next line, line and paragraph separators.
    static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    /// `alt` as one line of link text that CommonMark reads back as `alt`, its line breaks spaces.
    /// Scalar by scalar, as CommonMark reads: a bracket with a combining mark is still a bracket.
    public static func escapedAlt(_ alt: String) -> String {
        var text = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in alt.unicodeScalars {
            defer { previous = scalar }
            if lineBreaks.contains(scalar) {
                if !(scalar == "\n" && previous == "\r") { text.append(" ") }   // CRLF is one break
                continue
            }
            if escaped.contains(scalar) { text.append("\\") }
            text.append(scalar)
        }
        return String(text)
    }

    /// `destination`'s UTF-8, each byte outside `A-Z a-z 0-9 - . _ ~ /` as `%XX`.
    public static func encodedDestination(_ destination: String) -> String {
        var text = ""
        for byte in destination.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                text += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
            }
        }
        return text
    }
}
