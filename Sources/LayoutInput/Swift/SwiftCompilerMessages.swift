import Foundation

/// The compiler's messages about a layout program, kept to what belongs to the user: errors at their own
/// file, line and column, with the source excerpts cut to their own lines. Messages in code the user did
/// not write (the generated `main`, the entry appended to their file) are dropped; when those are all
/// there is, one error at the layout's declaration says what the generated call needed.
struct SwiftCompilerMessages {
    /// One message and the lines that follow it (its excerpt and notes).
    struct Block {
        let path: String?
        let line: Int
        let kind: String
        let text: [String]
    }

    let blocks: [Block]
    let copy: String
    let lines: Int
    /// The file's own lines, by number, where the compiled copy's differ (its imports, blanked previews):
    /// an excerpt shows what the user wrote.
    var originalLines: [Int: String] = [:]
    /// Other files of the user's project compiled with theirs (a slice's, ``SwiftLayoutSlice``): their
    /// copies' paths, and the paths they are at. Their messages are the user's too.
    var otherFiles: [String: String] = [:]

    /// `output` is the compiler's; `copy` the path of the compiled copy of the user's file, of which the
    /// first `lines` lines are the user's.
    init(_ output: String, copy: String, lines: Int) {
        self.copy = copy
        self.lines = lines
        var blocks: [Block] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let head = Self.head(line) {
                blocks.append(Block(path: head.path, line: head.line, kind: head.kind, text: [line]))
            } else if let last = blocks.popLast() {
                blocks.append(Block(path: last.path, line: last.line, kind: last.kind, text: last.text + [line]))
            } else {
                blocks.append(Block(path: nil, line: 0, kind: "", text: [line]))
            }
        }
        self.blocks = blocks
    }

    /// `PATH:LINE:COL: error: …` read as its path, line and kind.
    static func head(_ line: String) -> (path: String, line: Int, kind: String)? {
        for kind in ["error", "warning", "note", "remark"] {
            guard let marker = line.range(of: ": \(kind): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let number = Int(place[place.count - 2]), Int(place[place.count - 1]) != nil
            else { continue }
            return (place.dropLast(2).joined(separator: ":"), number, kind)
        }
        return nil
    }

    /// The errors at the user's lines, at `path`; else one error at `layout`'s declaration naming what the
    /// generated call needed; else (nothing located: the linker's, the driver's) the messages as they are.
    func userErrors(at path: String, layout: SwiftLayoutFile.Function) -> String {
        let user = blocks.filter {
            $0.kind == "error" && ($0.path == copy && $0.line <= lines || $0.path.map { otherFiles[$0] != nil } == true)
        }
        if !user.isEmpty {
            return user.map { block in
                if let other = block.path.flatMap({ otherFiles[$0] }) {
                    return block.text.map { $0.replacingOccurrences(of: block.path!, with: other) }.joined(separator: "\n")
                }
                return block.text.filter { !isGeneratedExcerptLine($0) }
                    .map { original(of: $0).replacingOccurrences(of: copy, with: path) }.joined(separator: "\n")
            }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let generated = blocks.first(where: { $0.kind == "error" && $0.path != nil }),
           let first = generated.text.first, let marker = first.range(of: ": error: ") {
            return "\(path):\(layout.line):\(layout.column): error: \(layout.title): layout-diagram calls it as "
                + "'\(layout.call)', which does not compile here: \(first[marker.upperBound...])"
                + (layout.owner != nil && !layout.isStatic || layout.kind == .viewController
                    ? " (the instance is made with \(layout.owner ?? "its type")(): it needs an init() without arguments)"
                    : "")
        }
        return blocks.flatMap(\.text).joined(separator: "\n").replacingOccurrences(of: copy, with: path)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An excerpt line (`12 | code`) of a line the user did not write.
    func isGeneratedExcerptLine(_ line: String) -> Bool {
        excerpt(line).map { $0.number > lines } ?? false
    }

    /// An excerpt line of a line the compiled copy changed, as the user wrote it.
    func original(of line: String) -> String {
        guard let (number, bar) = excerpt(line), let text = originalLines[number] else { return line }
        return String(line[..<bar]) + (text.isEmpty ? "" : " " + text)
    }

    /// The number of an excerpt line (`12 | code`), and where its bar ends.
    func excerpt(_ line: String) -> (number: Int, bar: String.Index)? {
        let trimmed = line.drop { $0 == " " }
        guard let bar = trimmed.firstIndex(of: "|"), let number = Int(trimmed[..<bar].trimmingCharacters(in: .whitespaces))
        else { return nil }
        return (number, line.index(after: bar))
    }
}
