import Foundation
import Testing

/// `render` draws a spec's `visibleItemEffects` as they are at the offset it draws: at rest, or at
/// `--content-offset` on the `--viewport` screen.
@Suite struct VisibleItemEffectsRenderTests {
    private let spec = """
        sections:
          - items: 30
            group: {horizontal: {layoutSize: {width: 1, height: 44}, subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}}
            visibleItemEffects:
              - {offset: 0, items: [{element: "0.2", alpha: 0.5}]}
              - {offset: 100, items: [{element: "0.2"}]}
        """

    private func cellOpacity(_ arguments: [String]) async throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-effects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(spec.utf8).write(to: folder.appendingPathComponent("rows.yaml"))
        let run = try await CommandProcess.run(["render", "rows.yaml", "-o", "rows.svg"] + arguments, in: folder)
        try #require(run.status == 0, "\(run.error)")
        let svg = String(decoding: try Data(contentsOf: folder.appendingPathComponent("rows.svg")), as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: #"id="ld-s0-i2" class="ld-cell" opacity="([^"]+)""#)
        let match = pattern.firstMatch(in: svg, range: NSRange(svg.startIndex..., in: svg))
        return match.map { String(svg[Range($0.range(at: 1), in: svg)!]) }
    }

    @Test func theStillPictureDrawsTheEffectsAtRestAndTheViewportAtItsOffset() async throws {
        // At rest (offset 0): cell 0.2 is half opaque.
        #expect(try await cellOpacity([]) == "0.5")
        // Scrolled 50 (row 2, y 88…132, still on screen): halfway from 0.5 to 1, 0.75.
        #expect(try await cellOpacity(["--viewport", "--content-offset", "50"]) == "0.75")
        // The whole picture at --content-offset 50 draws the effects there too.
        #expect(try await cellOpacity(["--content-offset", "50"]) == "0.75")
    }
}
