import LayoutDiagram

/// The characters an SVG viewer draws for a line of scene text, so the PNG
/// shows what the SVG shows.
///
/// Scene text is normally already clean (the scene builder normalises it),
/// so this only matters for hand-built scenes. It does what the SVG writer
/// and an SVG 1.1 viewer do together, one line at a time:
/// 1. characters XML 1.0 forbids (``XMLCharacters``) are dropped (C0 controls other than tab,
///    line feed and carriage return; U+FFFE and U+FFFF), as the SVG writer
///    drops them;
/// 2. `xml:space="default"` handling: line breaks are removed, tabs become
///    spaces, leading and trailing spaces go and runs of spaces become one;
/// 3. Unicode noncharacters (U+FDD0–U+FDEF and the last two code points of
///    every plane) are dropped too: Cairo rejects a string holding one as
///    invalid UTF-8 and stops drawing.
///
/// ```swift
/// SVGTextContent.displayed("  a\n\tb  c ")   // "a b c"
/// ```
enum SVGTextContent {
    static func displayed(_ string: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D:
                continue  // XML turns CR into LF; SVG removes LF.
            case 0x09, 0x20:
                pendingSpace = !result.isEmpty
            case _ where !XMLCharacters.isAllowed(scalar):
                continue
            case 0xFDD0...0xFDEF:
                continue
            case let value where value & 0xFFFE == 0xFFFE:
                continue
            default:
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }
}
