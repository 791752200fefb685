import Foundation

/// A CommonMark code fence: three or more backticks or tildes, indented at most three spaces,
/// closed by a line of at least as many of the same character.
struct MarkdownFence {
    let character: Character
    let length: Int
    let indent: Int
    /// The info string's first word.
    let info: String

    init?(opening line: String) {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let length = rest.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
        // A backtick fence's info string may not contain a backtick.
        if character == "`", info.contains("`") { return nil }
        self.character = character
        self.length = length
        self.indent = indent
        self.info = String(info.split(separator: " ").first ?? "")
    }

    func isClosed(by line: String) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return false }
        let rest = line.dropFirst(indent)
        let run = rest.prefix { $0 == character }.count
        return run >= length && rest.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// `line` less up to ``indent`` leading spaces.
    func unindented(_ line: String) -> String {
        String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
    }
}
