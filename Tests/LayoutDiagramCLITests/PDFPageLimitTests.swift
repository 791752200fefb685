import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import Testing

/// A PDF page stays within PDF's 14,400 units a side (issue 22): a 100,000-character title made a
/// page 916,292 points wide. It is refused before drawing, as a PNG past Cairo's limit is.
@Suite struct PDFPageLimitTests {
    private func folder(title: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = """
            title: \(title)
            sections:
              - items: 2
                group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)},
                        subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 2}}
            """
        try Data(spec.utf8).write(to: folder.appendingPathComponent("s.yaml"))
        return folder
    }

    @Test func aPageWiderThanPDFAllowsIsRefusedAsAPNGIs() async throws {
        let folder = try folder(title: String(repeating: "W", count: 100_000))
        for format in ["pdf", "png"] {
            let run = try await CommandProcess.run(["render", "s.yaml", "-o", "s.\(format)"], in: folder)
            #expect(run.status == 2)
            #expect(run.error.hasPrefix("s.yaml:2:1: error: sections: could not draw the layout: "), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.\(format)").path))
        }
        let run = try await CommandProcess.run(["render", "s.yaml", "-o", "s.pdf"], in: folder)
        #expect(run.error.contains("PDF page of"), "\(run.error)")
        #expect(run.error.contains("each side must be at most 14400 points"), "\(run.error)")
    }

    @Test func aPageJustWithinTheLimitIsDrawn() async throws {
        let folder = try folder(title: "Short")
        let run = try await CommandProcess.run(["render", "s.yaml", "-o", "s.pdf"], in: folder)
        #expect(run.status == 0, "\(run.error)")
    }

    @Test func thePageSizeIsCheckedAtTheLimit() throws {
        let renderer = CairoPDFRenderer()
        let scene = { (width: Double) in
            DiagramScene(title: "t", summary: "s", bounds: DiagramRect(x: 0, y: 0, width: width, height: 10), padding: 0, nodes: [])
        }
        let at = scene(CairoPDFRenderer.maxPageSide)
        #expect(try renderer.pageSize(of: at).width == 14_400)
        let over = scene(CairoPDFRenderer.maxPageSide + 0.001)
        #expect(throws: CairoRenderError.self) { try renderer.pageSize(of: over) }
    }
}
