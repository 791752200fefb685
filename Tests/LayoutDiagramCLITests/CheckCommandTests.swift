@testable import layout_diagram
import ArgumentParser
import Foundation
import LayoutDiagramCairo
@testable import LayoutDiagramTools
import Testing

/// `gallery` and `check` end to end: a golden folder, a change, a failure, a regeneration.
@Suite struct CheckCommandTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Three items in a row, `spacing` apart.
    private func writeSpec(spacing: Int, name: String = "row") throws -> String {
        let url = folder.appendingPathComponent("\(name).yaml")
        try Data("""
            title: A row
            container: {width: 200, height: 100}
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: 40}
                    interItemSpacing: \(spacing)
                    subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}
                    count: 3
            """.utf8).write(to: url)
        return url.path
    }

    private var golden: String { folder.appendingPathComponent("golden").path }
    private var report: String { folder.appendingPathComponent("report").path }

    private func gallery(_ specs: [String]) throws {
        let command = try GalleryCommand.parse(specs + ["-o", golden])
        try command.run()
    }

    /// Runs `check`; `nil` when it passes, else the failure's exit code.
    private func check(_ specs: [String], _ extra: [String] = []) throws -> Int32? {
        let command = try CheckCommand.parse(specs + ["--against", golden, "--report", report] + extra)
        do {
            try command.run()
            return nil
        } catch let failure as CommandFailure {
            return failure.exitCode
        }
    }

    private func regJSON() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: report).appendingPathComponent("reg.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func names(_ key: String) throws -> [String] {
        (try regJSON()[key] as? [String] ?? []).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
    }

    @Test func galleryWritesSixFilesPerSpec() throws {
        let spec = try writeSpec(spacing: 10)
        try gallery([spec])
        let files = try FileManager.default.contentsOfDirectory(atPath: golden).sorted()
        #expect(files == ["row-dark.png", "row-dark.svg", "row.html", "row.json", "row.png", "row.svg"])
    }

    @Test func aChangedSpacingFailsUntilTheGalleryIsRegenerated() throws {
        let spec = try writeSpec(spacing: 10)
        try gallery([spec])
        #expect(try check([spec]) == nil)
        #expect(try names("passedItems").count == 6)

        // Spacing 10 → 11: items (200 − 2·10) / 3 = 60 become (200 − 2·11) / 3 = 59.33, so every file changes.
        _ = try writeSpec(spacing: 11)
        #expect(try check([spec]) == 1)
        #expect(try names("failedItems") == ["row-dark.png", "row-dark.svg", "row.html", "row.json", "row.png", "row.svg"])
        #expect(try names("passedItems").isEmpty)
        // As in reg-cli, diff items are files in the diff folder: the PNGs' diff strips,
        // and the text files themselves (their diff is in the report).
        #expect(try names("diffItems") == ["row-dark-diff.png", "row-dark.svg", "row-diff.png", "row.html", "row.json", "row.svg"])
        let diffs = try FileManager.default.contentsOfDirectory(atPath: report + "/diff").sorted()
        #expect(diffs == ["row-dark-diff.png", "row-diff.png"])
        let html = try String(contentsOfFile: report + "/report.html", encoding: .utf8)
        #expect(html.contains("row.png") && html.contains("row-diff.png"))

        try gallery([spec])
        #expect(try check([spec]) == nil)
    }

    /// The package's own example, as the gallery in `output/` has it.
    private var example: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/spacing-inter-item.yaml")
    }

    @Test func aChangedSpacingInAnExampleFailsAgainstTheCommittedGallery() throws {
        // A copy of examples/spacing-inter-item.yaml checked against the committed output/:
        // unchanged, it passes (output/ is up to date); with 31 instead of 30 points it fails.
        let text = try String(contentsOf: example, encoding: .utf8)
        let copy = folder.appendingPathComponent("spacing-inter-item.yaml")
        try Data(text.utf8).write(to: copy)
        let output = example.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("output")
        func checkAgainstOutput() throws -> Int32? {
            let command = try CheckCommand.parse([copy.path, "--against", output.path, "--report", report])
            do { try command.run(); return nil } catch let failure as CommandFailure { return failure.exitCode }
        }
        // Every other example's files in output/ are "deleted" for this one-spec check, so look at this spec's items.
        _ = try checkAgainstOutput()
        let own = { (key: String) throws -> [String] in try self.names(key).filter { $0.hasPrefix("spacing-inter-item") } }
        #expect(try own("passedItems").count == 6)
        #expect(try own("failedItems").isEmpty)

        try Data(text.replacingOccurrences(of: ".fixed(30)", with: ".fixed(31)").utf8).write(to: copy)
        #expect(try checkAgainstOutput() == 1)
        // Items 100 wide at x 0, 130, 260 move to 0, 131, 262: frames, SVG, PNG and page all change.
        #expect(try own("failedItems") == ["spacing-inter-item-dark.png", "spacing-inter-item-dark.svg",
                                           "spacing-inter-item.html", "spacing-inter-item.json", "spacing-inter-item.png",
                                           "spacing-inter-item.svg"])
    }

    @Test func newAndDeletedFilesAreListed() throws {
        let kept = try writeSpec(spacing: 10, name: "kept")
        let dropped = try writeSpec(spacing: 10, name: "dropped")
        try gallery([kept, dropped])
        let added = try writeSpec(spacing: 10, name: "added")
        #expect(try check([kept, added]) == 1)
        #expect(try names("newItems")
                == ["added-dark.png", "added-dark.svg", "added.html", "added.json", "added.png", "added.svg"])
        #expect(try names("deletedItems")
                == ["dropped-dark.png", "dropped-dark.svg", "dropped.html", "dropped.json", "dropped.png", "dropped.svg"])
        #expect(try names("passedItems").count == 6)
    }

    @Test func goldenPNGsRecordTheCairoVersion() throws {
        let spec = try writeSpec(spacing: 10)
        try gallery([spec])
        let png = try Data(contentsOf: URL(fileURLWithPath: golden).appendingPathComponent("row.png"))
        #expect(GalleryCheck.cairoVersion(of: png) == CairoRenderer.cairoVersion)
    }

    @Test func aPNGWithinToleranceStillPasses() throws {
        let spec = try writeSpec(spacing: 10)
        try gallery([spec])
        // Flip one pixel of the golden PNG to a nearby grey: far below pixelmatch's threshold.
        let url = URL(fileURLWithPath: golden).appendingPathComponent("row.png")
        var image = try PNGCodec.decode(try Data(contentsOf: url))
        image[0, 0] = .init(red: 254, green: 254, blue: 254)
        try PNGCodec.encode(image).write(to: url)
        #expect(try check([spec]) == nil)
        // A 3-pixel black blot in the padding is a real difference, allowed only with a tolerance.
        for x in 0..<3 { image[x, 0] = .init(red: 0, green: 0, blue: 0) }
        try PNGCodec.encode(image).write(to: url)
        #expect(try check([spec]) == 1)
        #expect(try check([spec], ["--max-diff-pixels", "3"]) == nil)
    }

    @Test func aTextMismatchPrintsTheFirstDifferingLines() throws {
        let spec = try writeSpec(spacing: 10)
        try gallery([spec])
        _ = try writeSpec(spacing: 11)
        let command = try CheckCommand.parse([spec, "--against", golden, "--report", report])
        let item = try #require(try command.check().items.first { $0.name == "row.json" })
        // Items (200 − 2·10) / 3 = 60 wide at x 0, 70, 140 become (200 − 2·11) / 3 = 59.3333 wide
        // at 0, 70.3333, 140.6667: the frames file shows one element per line, old and new.
        let diff = try #require(item.textDiff)
        #expect(diff.contains(#"-    {"category":"cell","frame":{"height":40,"width":60,"x":70,"y":0}"#))
        #expect(diff.contains(#"+    {"category":"cell","frame":{"height":40,"width":59.3333,"x":70.3333,"y":0}"#))
    }

    @Test func badFoldersAndOptionsAreBadInput() throws {
        let spec = try writeSpec(spacing: 10)
        let command = try CheckCommand.parse([spec, "--against", folder.appendingPathComponent("missing").path])
        #expect(throws: CommandFailure.self) { try command.run() }
        #expect(throws: (any Error).self) {
            try CheckCommand.parse([spec, "--against", golden, "--max-diff-pixels", "1", "--max-diff-ratio", "0.1"])
        }
        #expect(throws: (any Error).self) { try CheckCommand.parse([spec, "--against", golden, "--threshold", "2"]) }
    }
}
