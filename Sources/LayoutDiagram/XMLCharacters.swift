/// The one list of the characters XML 1.0 forbids in a document: C0 controls
/// other than tab, line feed and carriage return, and U+FFFE / U+FFFF. One of
/// them is enough for librsvg to reject a whole SVG file.
///
/// The SVG writer drops them, and the Cairo renderer drops the same ones so
/// that a PNG shows what the SVG shows.
///
/// ```swift
/// XMLCharacters.isAllowed("\u{1}")   // false
/// XMLCharacters.isAllowed("\t")      // true
/// ```
package enum XMLCharacters {
    /// Whether XML 1.0 allows `scalar` in a document.
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true  // Swift strings never hold surrogates.
        }
    }
}
