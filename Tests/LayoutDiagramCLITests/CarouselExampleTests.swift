import Foundation
import Testing

/// `examples/carousel-scale.swift`, whose `visibleItemsInvalidationHandler` scales the centre card, and
/// `examples/carousel-scale.yaml`, the spec it is read as: the two draw the same.
@Suite struct CarouselExampleTests {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    /// Each node's id and transform, in drawing order.
    private func transforms(_ svg: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"id="([^"]+)"[^>]*transform="(matrix[^"]*)""#)
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            (1...2).map { String(svg[Range(match.range(at: $0), in: svg)!]) }.joined(separator: " ")
        }
    }

    @Test func theSwiftFileAndItsSpecScaleThePeekingCardAlike() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-carousel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["LAYOUT_DIAGRAM_CACHE": folder.appendingPathComponent("cache").path]
        var drawn: [[String]] = []
        var frames: [String] = []
        for name in ["carousel-scale.swift", "carousel-scale.yaml"] {
            let path = examples.appendingPathComponent(name).path
            let render = try await CommandProcess.run(["render", path, "-o", "\(name).svg"], in: folder,
                                                      environment: environment)
            try #require(render.status == 0, "\(render.error)")
            drawn.append(try transforms(String(decoding: try Data(contentsOf: folder.appendingPathComponent("\(name).svg")),
                                               as: UTF8.self)))
            frames.append(try await CommandProcess.run(["frames", path], in: folder, environment: environment).text)
        }
        // At rest the centre card (0.0, centred at 195) is whole; card 0.1, 273 further, is at 80 % about its
        // centre (468, 150): tx 468 − 0.8 × 468 = 93.6, ty 150 − 0.8 × 150 = 30; its inset band and label with it.
        #expect(drawn[0] == ["ld-s0-i1-inset matrix(0.8 0 0 0.8 93.6 30)", "ld-s0-i1 matrix(0.8 0 0 0.8 93.6 30)",
                             "ld-s0-i1-label matrix(0.8 0 0 0.8 93.6 30)"])
        #expect(drawn[1] == drawn[0])
        #expect(frames[0] == frames[1])
    }
}
