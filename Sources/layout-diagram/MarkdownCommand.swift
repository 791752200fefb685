import ArgumentParser
import Foundation
import LayoutDiagram
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutSpec

/// `layout-diagram markdown IN.md -o OUT.md`: draws every fenced `layout-diagram` block of a
/// Markdown file and links the images in its place, as mermaid-cli (`mmdc -i IN.md -o OUT.md`)
/// does for `mermaid` blocks.
struct MarkdownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Draw the layout-diagram blocks of a Markdown file and link the images in their place.",
        discussion: """
            Each fenced block whose info string is layout-diagram holds a spec in YAML. It is drawn into \
            OUT-1.svg, OUT-2.svg, … beside OUT.md (named after it, numbered in order; --format png for PNGs), \
            and replaced by ![TITLE](OUT-1.svg), its alt text the spec's title. Errors point at the line and \
            column inside IN.md. Each image is written as soon as it is drawn, and OUT.md last, once all \
            are; a document draws at most what one spec may (docs/limits.md), checked before the first image. \
            With --check nothing is written: the command exits 1 if OUT.md or an image is missing or stale \
            (SVG byte for byte, PNG by pixels), for CI.
            Example: layout-diagram markdown docs/README.src.md -o README.md
            """)

    @Argument(help: "The Markdown file with layout-diagram blocks.")
    var input: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The Markdown file to write; the images go beside it.", valueName: "path"))
    var output: String

    @Option(help: "The images' format (svg, png).", transform: choice)
    var format: DiagramRendering.Format = .svg

    @Option(help: "light or dark (auto for SVG: follows the viewer's colour scheme).", transform: choice)
    var theme: DiagramRendering.Theme = .light

    @Flag(help: "Write nothing; exit 1 if the output or an image is missing or stale.")
    var check = false

    /// The largest Markdown file read.
    static let maxInputBytes = 16 << 20

    func validate() throws {
        guard format == .svg || format == .png else {
            throw ValidationError("--format must be svg or png: a Markdown page shows images")
        }
        if theme == .auto && format == .png {
            throw ValidationError("--theme auto needs SVG")
        }
        if let refusal = OutputFile(output).besideFilesRefusal("the images") { throw ValidationError(refusal) }
    }

    func run() throws {
        try OutputFile(output).refuseInputs([input])
        let text = try readInput()
        var rendering = SpecRendering()
        rendering.drawing = .standard
        rendering.format = format
        rendering.theme = theme
        var count = 0
        var stale: [String] = []
        let document = MarkdownDiagrams(path: input, text: text)
        if !check {
            // An image named like the input (OUT-1.svg as IN.md's own name) would replace it: checked before any is drawn.
            let blocks = try forCommand { () throws(ArtefactError) in try document.blocks().count }
            for name in MarkdownDiagrams.imageNames(outputPath: output, format: format, count: blocks) {
                try OutputFile(MarkdownDiagrams.imagePath(name, outputPath: output)).refuseInputs([input])
            }
        }
        // Each image is written (or, with --check, compared) as soon as it is drawn, then let go.
        let markdown = try forCommand { () throws(ArtefactError) in
            try document.render(outputPath: output, rendering: rendering) {
                name, data throws(ArtefactError) in
                count += 1
                let path = MarkdownDiagrams.imagePath(name, outputPath: output)
                if check {
                    if !MarkdownDiagrams.fileMatches(path, data) { stale.append(path) }
                    return
                }
                let file = OutputFile(path)
                guard !file.isDirectory, !file.isStream else {
                    throw ArtefactError("error: cannot write \(path): it is not a regular file, and the image "
                                        + "\(count) of \(output) goes there")
                }
                do {
                    try AtomicFile.write(data, to: path)
                } catch {
                    throw ArtefactError("error: \(error)")
                }
            }
        }
        let diagrams = "\(count) diagram\(count == 1 ? "" : "s")"
        if check {
            if !MarkdownDiagrams.fileMatches(output, markdown) { stale.append(output) }
            for path in stale { print("stale: \(path)") }
            print("markdown: \(diagrams), \(stale.count) stale file\(stale.count == 1 ? "" : "s")")
            guard stale.isEmpty else {
                throw CommandFailure(message: "markdown: \(output) is stale; run: layout-diagram markdown "
                                     + "\(TerminalText.shellQuoted(input)) -o \(TerminalText.shellQuoted(output))",
                                     exitCode: CommandFailure.comparisonFailed)
            }
            return
        }
        try OutputFile(output).write(markdown)
        print("markdown: \(diagrams) drawn; wrote \(output)")
    }

    private func readInput() throws(CommandFailure) -> String {
        guard let handle = FileHandle(forReadingAtPath: input) else {
            throw .badInput("\(input): error: cannot read the file")
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maxInputBytes + 1) ?? Data() else {
            throw .badInput("\(input): error: cannot read the file")
        }
        guard data.count <= Self.maxInputBytes else {
            throw .badInput("\(input): error: the file is over \(Self.maxInputBytes) bytes")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .badInput("\(input): error: the file is not UTF-8 text")
        }
        return text
    }
}
