import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutSpec

/// A Markdown document whose fenced `layout-diagram` blocks are specs, drawn into image files
/// and replaced by links to them: what mermaid-cli does with `mermaid` blocks.
///
/// ````markdown
/// ```layout-diagram
/// title: Three columns
/// sections:
///   - items: 6
///     group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(60)},
///             subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 3}}
/// ```
/// ````
///
/// becomes `![Three columns](README-1.svg)` in the output, with `README-1.svg` beside it: images
/// are named after the output file and numbered in order, 1 up. Fences follow CommonMark: three
/// or more backticks or tildes, indented at most three spaces, closed by at least as many of the
/// same; a block inside another fence (a Markdown example in a Markdown file) is left alone.
/// Errors in a block point at the line and column inside the input file.
public struct MarkdownDiagrams {
    /// One `layout-diagram` block.
    public struct Block: Equatable, Sendable {
        /// The 1-based line of its opening fence.
        public let fenceLine: Int
        /// The spec: the lines between the fences, less the fence's indentation.
        public let spec: String
        /// The spaces taken off each line, so a column in the spec is this many less than in the file.
        public let indent: Int
    }

    /// The output: the Markdown with links in place of the blocks, and the images it links to.
    public struct Output {
        public var markdown: Data
        /// File names (beside the Markdown output) and their bytes, in block order.
        public var images: [(name: String, data: Data)]

        /// The files that are missing or differ from this output, the Markdown at `markdownPath` and
        /// the images beside it: SVG byte for byte, PNG by pixels (``PNGGoldenComparison``).
        public func staleFiles(markdownPath: String) -> [String] {
            let folder = (markdownPath as NSString).deletingLastPathComponent
            var stale: [String] = []
            for (name, data) in images {
                let path = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
                let existing = try? Data(contentsOf: URL(fileURLWithPath: path))
                let matches = existing.map { existing in
                    name.hasSuffix(".png") ? PNGGoldenComparison(golden: existing, actual: data, tolerance: Tolerance()).matches
                        : existing == data
                } ?? false
                if !matches { stale.append(path) }
            }
            if (try? Data(contentsOf: URL(fileURLWithPath: markdownPath))) != markdown { stale.append(markdownPath) }
            return stale
        }
    }

    /// The input file's path, as diagnostics name it.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The blocks, with the lines they span (fences included), in order.
    public func blocks() throws(ArtefactError) -> [(block: Block, lines: ClosedRange<Int>)] {
        let lines = Self.lines(of: text)
        var found: [(Block, ClosedRange<Int>)] = []
        var index = 0
        while index < lines.count {
            guard let fence = Fence(opening: lines[index]) else { index += 1; continue }
            var end = index + 1
            while end < lines.count, !fence.isClosed(by: lines[end]) { end += 1 }
            if fence.info == "layout-diagram" {
                guard end < lines.count else {
                    throw ArtefactError("\(path):\(index + 1):\(fence.indent + 1): error: this layout-diagram block is not closed")
                }
                let spec = lines[(index + 1)..<end].map { fence.unindented($0) }.joined(separator: "\n")
                found.append((Block(fenceLine: index + 1, spec: spec, indent: fence.indent), (index + 1)...(end + 1)))
            }
            index = end + 1
        }
        return found
    }

    /// Draws every block with `rendering` into images named after `outputPath`
    /// (`docs/README.md` gives `README-1.svg`, `README-2.svg`, …) and links them in its place.
    public func render(outputPath: String, rendering: DiagramRendering) throws(ArtefactError) -> Output {
        let found = try blocks()
        let base = ((outputPath as NSString).lastPathComponent as NSString).deletingPathExtension
        var images: [(name: String, data: Data)] = []
        var replacements: [(lines: ClosedRange<Int>, text: String)] = []
        for (number, (block, lines)) in found.enumerated() {
            let name = "\(base)-\(number + 1).\(rendering.format.rawValue)"
            let virtual = "\(path)#layout-diagram-\(number + 1)"
            let specification: LayoutSpecification
            do {
                specification = try SpecReader.read(block.spec, path: virtual)
            } catch {
                throw ArtefactError(relocated(error.description, from: virtual, block: block))
            }
            do {
                images.append((name, try rendering.render(specification)))
            } catch {
                throw ArtefactError(relocated(error.message, from: virtual, block: block))
            }
            let alt = (specification.title ?? "Layout diagram \(number + 1)")
                .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
                .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: "\n", with: " ")
            replacements.append((lines, String(repeating: " ", count: block.indent) + "![\(alt)](\(name))"))
        }
        var lines = Self.lines(of: text)
        for replacement in replacements.reversed() {
            lines.replaceSubrange((replacement.lines.lowerBound - 1)...(replacement.lines.upperBound - 1),
                                  with: [replacement.text])
        }
        return Output(markdown: Data(lines.joined(separator: "\n").utf8), images: images)
    }

    /// Messages about the block's spec, pointed at the input file: `README.md:14:7: error: …`.
    private func relocated(_ message: String, from virtual: String, block: Block) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix(virtual + ":") else { return String(line) }
            let rest = line.dropFirst(virtual.count + 1)
            let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let specLine = Int(parts[0]), let column = Int(parts[1]) else { return String(line) }
            return "\(path):\(block.fenceLine + specLine):\(column + block.indent):\(parts[2])"
        }.joined(separator: "\n")
    }

    /// The text's lines, without terminators (`\n` or `\r\n`; the output is written with `\n`).
    static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }

    /// A CommonMark code fence.
    private struct Fence {
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
}
