/// What a Swift file may hold before it is parsed, so that no file makes the command hang or
/// take all the memory: swift-syntax's parser looks ahead at every `[` to tell an array type from
/// an array literal, and the cost doubles with each `[` nested in another (24 deep took 9 s on
/// 2 cores, 12 deep 0.04 s, as the function finder's fuzzer found). Real code nests a few deep.
struct SwiftSourceBounds {
    /// The most `[` open at once outside comments and string literals.
    static let maximumBracketDepth = 12
    /// The most bytes a Swift file may hold: layout code is some kilobytes.
    static let maximumBytes = 4 << 20

    /// `FILE:LINE:COL: error: …` for the first bound `source` passes, or `nil` within them.
    static func violation(in source: String, path: String) -> String? {
        let bytes = Array(source.utf8)
        if bytes.count > maximumBytes {
            return "\(path):1:1: error: the Swift file is larger than 4 MiB; layout-diagram reads at most "
                + "\(maximumBytes) bytes: put the layout code in a file of its own"
        }
        var depth = 0, line = 1, column = 1, index = 0
        var inLineComment = false, blockComments = 0, inString = false, multiline = false
        func at(_ offset: Int, _ text: String) -> Bool {
            let needle = Array(text.utf8)
            return index + offset + needle.count <= bytes.count
                && Array(bytes[(index + offset)..<(index + offset + needle.count)]) == needle
        }
        while index < bytes.count {
            let byte = bytes[index]
            var step = 1
            if inLineComment {
                if byte == UInt8(ascii: "\n") { inLineComment = false }
            } else if blockComments > 0 {
                if at(0, "*/") { blockComments -= 1; step = 2 } else if at(0, "/*") { blockComments += 1; step = 2 }
            } else if inString {
                if byte == UInt8(ascii: "\\") { step = 2 }
                else if multiline, at(0, "\"\"\"") { inString = false; step = 3 }
                else if !multiline, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
            } else if at(0, "//") {
                inLineComment = true
            } else if at(0, "/*") {
                blockComments = 1; step = 2
            } else if at(0, "\"\"\"") {
                inString = true; multiline = true; step = 3
            } else if byte == UInt8(ascii: "\"") {
                inString = true; multiline = false
            } else if byte == UInt8(ascii: "[") {
                depth += 1
                if depth > maximumBracketDepth {
                    return "\(path):\(line):\(column): error: brackets nested more than \(maximumBracketDepth) deep; "
                        + "layout-diagram's Swift parser would take too long over them"
                }
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            }
            for skipped in bytes[index..<min(bytes.count, index + step)] {
                if skipped == UInt8(ascii: "\n") { line += 1; column = 1 }
                else { column += 1 }
            }
            index += step
        }
        return nil
    }
}
