import Foundation
import Testing

/// `layout-diagram explain` and `render --explain`: a frame's arithmetic as text, JSON and a callout.
@Suite struct ExplainCommandTests {
    /// Two items a row (`count: 2`), 10 between them, 16-point section insets on the sides.
    private let twoColumns = """
        container: {width: 390, height: 844}
        sections:
          - items: 6
            contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(100)}
                subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}
                count: 2
                interItemSpacing: .fixed(10)
        """

    private func folder(with spec: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: folder.appendingPathComponent("grid.yaml"))
        return folder
    }

    @Test func theArithmeticIsPrinted() async throws {
        let folder = try folder(with: twoColumns)
        let run = try await CommandProcess.run(["explain", "grid.yaml", "--element", "0.1"], in: folder)
        #expect(run.status == 0)
        // 358 = 390 − 16 − 16, and each of the two items is (358 − 10) ÷ 2 = 174 wide, the second at 16 + 174 + 10 = 200.
        #expect(run.text.hasPrefix("item 0.1: x 200, y 0, width 174, height 100\n"))
        #expect(run.text.contains("  the section's available width = 390 (the collection view's width) − 16 "
                                  + "(contentInsets.leading) − 16 (contentInsets.trailing) = 358\n"))
        #expect(run.text.contains("  width = (358 (the group's width) − 10 (interItemSpacing)) ÷ 2 (count) = 174"))
        #expect(run.text.contains("  slot x = 16 (the instance's x) + 184 (the slot's x in its group) = 200\n"))
    }

    @Test func jsonGivesEachLineItsNumbers() async throws {
        let folder = try folder(with: twoColumns)
        let run = try await CommandProcess.run(["explain", "grid.yaml", "-e", "0.1", "--format", "json"], in: folder)
        #expect(run.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [String: Any]
        let explanation = try #require((document?["explanations"] as? [[String: Any]])?.first)
        #expect(explanation["element"] as? String == "0.1")
        #expect((explanation["frame"] as? [String: Any])?["x"] as? Double == 200)
        let lines = (explanation["steps"] as? [[String: Any]])?.flatMap { $0["lines"] as? [[String: Any]] ?? [] } ?? []
        #expect(lines.contains { $0["quantity"] as? String == "width" && $0["result"] as? Double == 174 })
    }

    @Test func badElementsAreExitTwo() async throws {
        let folder = try folder(with: twoColumns)
        let missing = try await CommandProcess.run(["explain", "grid.yaml", "-e", "0.9"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("grid.yaml:3:5: error: sections[0]: the layout has no element 0.9"))
        let malformed = try await CommandProcess.run(["explain", "grid.yaml", "-e", "0..9"], in: folder)
        #expect(malformed.status == 2 && malformed.error.contains("'0..9' names no element"))
        let none = try await CommandProcess.run(["explain", "grid.yaml"], in: folder)
        #expect(none.status == 2)
    }

    @Test func renderDrawsTheCallout() async throws {
        let folder = try folder(with: twoColumns)
        let run = try await CommandProcess.run(["render", "grid.yaml", "--explain", "0.1", "-o", "-"], in: folder)
        #expect(run.status == 0)
        #expect(run.text.contains("class=\"ld-explained\""))
        #expect(run.text.contains("width = (358 − 10) ÷ 2 = 174"))
        #expect(run.text.contains("item 0.1: x 200, y 0, width 174, height 100"))
        let plain = try await CommandProcess.run(["render", "grid.yaml", "-o", "-"], in: folder)
        #expect(!plain.text.contains("explained"))
    }
}
