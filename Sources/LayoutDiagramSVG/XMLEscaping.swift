import LayoutDiagram

/// Makes arbitrary strings safe inside an XML 1.0 document.
///
/// - Characters XML 1.0 forbids (``XMLCharacters``) are removed: C0 controls other than tab,
///   line feed and carriage return, and U+FFFE / U+FFFF. One of them is
///   enough for librsvg to reject the whole file.
/// - In text, `&`, `<` and `>` become entity references (`>` because of `]]>`).
/// - In a double-quoted attribute, `"` is escaped too, and tab, line feed and
///   carriage return become `&#9;`, `&#10;` and `&#13;`: written raw, a parser
///   would normalise them to spaces.
///
/// Input that already looks escaped is escaped again (`&amp;` → `&amp;amp;`):
/// strings are always treated as plain text.
///
/// ```swift
/// XMLEscaping.text("a < b & c")           // "a &lt; b &amp; c"
/// XMLEscaping.attribute("say \"hi\"\n")   // "say &quot;hi&quot;&#10;"
/// ```
enum XMLEscaping {
    /// `string` for use as element content.
    static func text(_ string: String) -> String {
        escape(string, inAttribute: false)
    }

    /// `string` for use inside a double-quoted attribute value.
    static func attribute(_ string: String) -> String {
        escape(string, inAttribute: true)
    }

    private static func escape(_ string: String, inAttribute: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(string.unicodeScalars.count)
        for scalar in string.unicodeScalars where XMLCharacters.isAllowed(scalar) {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r" where inAttribute: result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
