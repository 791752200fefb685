import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import Testing

/// A Markdown document draws at most what one spec may (issue 22, docs/limits.md): thirty blocks
/// each within a spec's limits took 151 s and 2.5 GB. The budget is counted before the first image.
@Suite struct MarkdownBudgetTests {
    /// A block of `rows` rows of ten cells: `rows × 11` frames (ten cells and their group), in 6 lines.
    private func block(rows: Int) -> String {
        """
        ```layout-diagram
        sections:
          - items: \(rows * 10)
            group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(8)},
                    subitem: {item: {layoutSize: {width: .fractionalWidth(0.1), height: .fractionalHeight(1)}}}, count: 10}}
        ```

        """
    }

    /// What drawing `text` gives: the images handed over, or the error.
    private func render(_ text: String, format: DiagramRendering.Format = .svg,
                        whole: Bool = false) -> (images: [String], error: String?) {
        var rendering = SpecRendering()
        rendering.format = format
        if whole { rendering.options.orthogonalOverflow = nil }
        var images: [String] = []
        do {
            _ = try MarkdownDiagrams(path: "doc.md", text: text).render(outputPath: "out.md", rendering: rendering) { name, _ in
                images.append(name)
            }
            return (images, nil)
        } catch {
            return (images, error.message)
        }
    }

    @Test func theBlocksFramesTogetherAreLimitedBeforeAnyIsDrawn() throws {
        // 10,000 rows are 110,000 frames, within a spec's 250,000; three such blocks are 330,000.
        let text = "# Doc\n\n" + block(rows: 10_000) + block(rows: 10_000) + block(rows: 10_000)
        let (images, error) = render(text)
        #expect(images.isEmpty, "refused before the first image")
        // The third block's fence is on line 15 (blocks of 6 lines, the first on line 3).
        #expect(error?.hasPrefix("doc.md:15:1: error: the document's diagrams hold 330000 frames up to this one") == true,
                "\(error ?? "no error")")
    }

    @Test func twoBlocksWithinTheFrameBudgetAreDrawn() {
        let (images, error) = render(block(rows: 100) + block(rows: 100))
        #expect(error == nil)
        #expect(images == ["out-1.svg", "out-2.svg"])
    }

    @Test func thePNGsPixelsTogetherAreLimited() {
        // 2,000 rows of 8 points in the default 390-point container, drawn whole (`--overflow all`), with
        // 16 points of padding, at 2×: 844 × 32,064 = 27,062,016 pixels at least; four are 108 million,
        // over a PNG's 100 million.
        let text = (0..<4).map { _ in block(rows: 2_000) }.joined()
        let (images, error) = render(text, format: .png, whole: true)
        #expect(images.isEmpty)
        #expect(error?.hasPrefix("doc.md:19:1: error: the document's PNGs hold 108248064 pixels") == true, "the fourth block: \(error ?? "no error")")
    }

    @Test func theBlocksSpecBytesTogetherAreLimited() {
        let comment = "# " + String(repeating: "x", count: 1_000) + "\n"
        let big = "```layout-diagram\n" + String(repeating: comment, count: 600) + "sections: []\n```\n"
        let (images, error) = render(big + "\n" + big)
        #expect(images.isEmpty)
        #expect(error?.contains("bytes of spec") == true, "\(error ?? "no error")")
        #expect(error?.hasPrefix("doc.md:\(603 + 2):1: error:") == true, "the second block: \(error ?? "no error")")
    }

    @Test func theBlocksAreCounted() {
        let empty = "```layout-diagram\nsections: []\n```\n"
        let (images, error) = render(String(repeating: empty, count: MarkdownDocumentBudget.maxBlocks + 1))
        #expect(images.isEmpty)
        #expect(error == "doc.md:\(3 * MarkdownDocumentBudget.maxBlocks + 1):1: error: a document holds at most "
                + "\(MarkdownDocumentBudget.maxBlocks) layout-diagram blocks")
    }
}
