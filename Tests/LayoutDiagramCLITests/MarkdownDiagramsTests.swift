import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import Testing

/// `layout-diagram markdown` (issue 13): fenced layout-diagram blocks become images and links,
/// as mermaid-cli does for mermaid blocks.
@Suite struct MarkdownDiagramsTests {
    private let grid = """
        title: Two [columns]
        sections:
          - items: 2
            group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)},
                    subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 2}}
        """

    /// The error drawing the Markdown `text` gives, if any.
    static func renderingError(_ text: String, rendering: SpecRendering = SpecRendering()) -> String? {
        let ignore: (String, Data) throws(ArtefactError) -> Void = { _, _ in }
        do {
            _ = try MarkdownDiagrams(path: "doc.md", text: text).render(outputPath: "README.md", rendering: rendering, image: ignore)
            return nil
        } catch {
            return error.message
        }
    }

    private func document(_ blocks: String) -> String { "# Title\n\nText.\n\n" + blocks + "\nEnd.\n" }

    @Test func blocksFollowCommonMarkFences() throws {
        let indented = grid.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        let text = document("""
            ```layout-diagram
            \(grid)
            ```

            ````markdown
            ```layout-diagram
            not: drawn
            ```
            ````

            - item

              ~~~ layout-diagram
            \(indented)
              ~~~

            ```swift
            let x = 1
            ```
            """)
        let blocks = try MarkdownDiagrams(path: "doc.md", text: text).blocks()
        #expect(blocks.map(\.block.fenceLine) == [5, 21], "the block inside the four-backtick fence is left alone")
        #expect(blocks.allSatisfy { $0.block.spec == grid }, "the fence's indentation is taken off")
        #expect(blocks.map(\.block.indent) == [0, 2])

        var rendering = SpecRendering()
        rendering.format = .svg
        var images: [(name: String, data: Data)] = []
        let output = try MarkdownDiagrams(path: "doc.md", text: text).render(outputPath: "out/README.md", rendering: rendering) {
            images.append(($0, $1))
        }
        let markdown = String(decoding: output, as: UTF8.self)
        #expect(images.map(\.name) == ["README-1.svg", "README-2.svg"])
        #expect(markdown.contains("\n![Two \\[columns\\]](README-1.svg)\n"), "alt text from the title, escaped")
        #expect(markdown.contains("\n  ![Two \\[columns\\]](README-2.svg)\n"), "indented as the block was")
        #expect(markdown.contains("```layout-diagram\nnot: drawn\n```"), "the example is kept as it was")
        #expect(markdown.hasSuffix("\nEnd.\n"))
        #expect(String(decoding: images[0].data, as: UTF8.self).hasPrefix("<?xml"))
    }

    @Test func everyCommonMarkLineEndingEndsALine() throws {
        for ending in ["\n", "\r\n", "\r"] {
            let text = ["# Title", "", "```layout-diagram", grid.replacingOccurrences(of: "\n", with: ending), "```", "End."]
                .joined(separator: ending)
            let blocks = try MarkdownDiagrams(path: "doc.md", text: text).blocks()
            #expect(blocks.map(\.block.fenceLine) == [3], "\(ending.unicodeScalars.map(\.value))")
            #expect(blocks.first?.block.spec == grid)
        }
    }

    @Test func errorsPointInsideTheMarkdownFile() throws {
        let broken = grid.replacingOccurrences(of: ".fractionalHeight(1)}}", with: ".fractionalHieght(1)}}")
        let text = document("   ```layout-diagram\n" + broken.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n")
                            + "\n   ```\n")
        let message = try #require(MarkdownDiagramsTests.renderingError(text))
        // The fence is line 5; the typo is on the spec's line 5, so line 10, and three columns further right.
        let column = try #require(broken.split(separator: "\n")[4].range(of: ".fractionalHieght")).lowerBound.utf16Offset(in: broken.split(separator: "\n")[4]) + 1
        #expect(message.hasPrefix("doc.md:10:\(column + 3): error:"), "\(message)")
        let unclosed = document("```layout-diagram\nsections: []\n")
        #expect(throws: ArtefactError.self) { try MarkdownDiagrams(path: "doc.md", text: unclosed).blocks() }
    }

    @Test func checkFailsOnStaleImagesAndWritesNothing() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-md-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(document("```layout-diagram\n\(grid)\n```\n").utf8).write(to: folder.appendingPathComponent("in.md"))
        func run(_ arguments: [String]) async throws -> Int32 {
            try await CommandProcess.run(arguments, in: folder).status
        }
        #expect(try await run(["markdown", "in.md", "-o", "README.md", "--check"]) == 1, "nothing written yet")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("README-1.svg").path))
        #expect(try await run(["markdown", "in.md", "-o", "README.md"]) == 0)
        #expect(try await run(["markdown", "in.md", "-o", "README.md", "--check"]) == 0)
        try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("README-1.svg"))
        #expect(try await run(["markdown", "in.md", "-o", "README.md", "--check"]) == 1, "a stale image")
    }
}
