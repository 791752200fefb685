import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramPipeline
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

    /// The input file's path, as diagnostics name it.
    public var path: String
    /// The whole Markdown document, as read; its blocks are found in it by ``blocks()``.
    public var text: String

    /// The document `text`, read from `path`, which diagnostics name.
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
            guard let fence = MarkdownFence(opening: lines[index]) else { index += 1; continue }
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
    /// (`docs/README.md` gives `README-1.svg`, `README-2.svg`, …) and links them in its place: the
    /// Markdown to write, once every image is drawn.
    ///
    /// Each image is handed to `image` (its file name, beside the output, and its bytes) as soon as
    /// it is drawn, and let go before the next is drawn, so a document holds one image at a time.
    /// Before any is drawn, every block's spec is read and solved and the document is held to its
    /// ``MarkdownDocumentBudget``: an error in any block, or a document over budget, comes before
    /// the first image.
    public func render(outputPath: String, rendering: SpecRendering,
                       image: (_ name: String, _ data: Data) throws(ArtefactError) -> Void) throws(ArtefactError) -> Data {
        let found = try blocks()
        var budget = MarkdownDocumentBudget()
        var specifications: [LayoutSpecification] = []
        var lowerBounds: [Int] = []
        for (block, _) in found {
            if let reason = budget.add(block: block.spec.utf8.count) {
                throw ArtefactError("\(path):\(block.fenceLine):\(block.indent + 1): error: \(reason)")
            }
        }
        for (number, (block, _)) in found.enumerated() {
            let virtual = "\(path)#layout-diagram-\(number + 1)"
            let specification: LayoutSpecification
            do {
                specification = try SpecReader.read(block.spec, path: virtual)
            } catch {
                throw ArtefactError(relocated(error.description, from: virtual, block: block))
            }
            let cost: (frames: Int, pixels: Int)
            do {
                cost = try rendering.cost(of: specification)
            } catch {
                throw ArtefactError(relocated(error.message, from: virtual, block: block))
            }
            if let reason = budget.add(frames: cost.frames) ?? budget.add(pixels: cost.pixels) {
                throw ArtefactError("\(path):\(block.fenceLine):\(block.indent + 1): error: \(reason)")
            }
            specifications.append(specification)
            lowerBounds.append(cost.pixels)
        }
        var replacements: [(lines: ClosedRange<Int>, text: String)] = []
        let names = Self.imageNames(outputPath: outputPath, format: rendering.format, count: found.count)
        for (number, (block, lines)) in found.enumerated() {
            let name = names[number]
            let virtual = "\(path)#layout-diagram-\(number + 1)"
            let specification = specifications[number]
            let fence = "\(path):\(block.fenceLine):\(block.indent + 1): error: "
            do {
                let data = try rendering.render(specification) { pixels throws(ArtefactError) in
                    if let reason = budget.add(pixels: pixels, replacing: lowerBounds[number]) {
                        throw ArtefactError(fence + reason)
                    }
                }
                try image(name, data)
            } catch {
                throw ArtefactError(relocated(error.message, from: virtual, block: block))
            }
            let link = MarkdownImageLink(alt: specification.title ?? "Layout diagram \(number + 1)", destination: name)
            replacements.append((lines, String(repeating: " ", count: block.indent) + link.text))
        }
        var lines = Self.lines(of: text)
        for replacement in replacements.reversed() {
            lines.replaceSubrange((replacement.lines.lowerBound - 1)...(replacement.lines.upperBound - 1),
                                  with: [replacement.text])
        }
        return Data(lines.joined(separator: "\n").utf8)
    }

    /// The file names of the first `count` images of the document written to `outputPath`, in order:
    /// `README-1.svg`, `README-2.svg`, … for `docs/README.md`.
    public static func imageNames(outputPath: String, format: DiagramRendering.Format, count: Int) -> [String] {
        let base = imageBaseName(outputPath)
        return (0..<count).map { "\(base)-\($0 + 1).\(format.rawValue)" }
    }

    /// The folder of `outputPath`, where the images go: `""` for the current one.
    public static func folder(of outputPath: String) -> String {
        guard let slash = outputPath.lastIndex(of: "/") else { return "" }
        return slash == outputPath.startIndex ? "/" : String(outputPath[..<slash])
    }

    /// Where the image `name` of the document written to `outputPath` goes: beside it.
    public static func imagePath(_ name: String, outputPath: String) -> String {
        let folder = folder(of: outputPath)
        return folder.isEmpty ? name : folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The images' names' stem: the output's file name less its extension (`docs/README.md` gives `README`).
    static func imageBaseName(_ outputPath: String) -> String {
        let file = outputPath.lastIndex(of: "/").map { String(outputPath[outputPath.index(after: $0)...]) } ?? outputPath
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// Whether the file at `path` already holds `data`: SVG byte for byte, PNG by pixels
    /// (``PNGGoldenComparison``); for `markdown --check`.
    public static func fileMatches(_ path: String, _ data: Data) -> Bool {
        // Only a regular file is read: a FIFO named like an output would block the check.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let existing = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return false }
        return path.hasSuffix(".png") ? PNGGoldenComparison(golden: existing, actual: data, tolerance: Tolerance()).matches
            : existing == data
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

    /// The text's lines, without terminators: `\n`, `\r\n` or a lone `\r`, CommonMark's line endings
    /// (the output is written with `\n`).
    static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init)
    }
}
