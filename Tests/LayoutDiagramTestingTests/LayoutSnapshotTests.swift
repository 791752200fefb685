import CompositionalLayout
import Foundation
import LayoutDiagramDiff
import LayoutDiagram
import LayoutDiagramCairo
@testable import LayoutDiagramTesting
import Testing

/// Recording, matching and mismatching, through the core check (which
/// returns outcomes instead of recording issues), each in a fresh folder
/// with an injected environment.
@Suite struct LayoutSnapshotTests {
    @Test func firstRunRecordsFramesPNGAndStamp() throws {
        try withSnapshotFolder { folder in
            let solution = try gridSolution()
            let report = check(solution, in: folder)

            #expect(report.frames?.recordingReason == .missing)
            #expect(report.image?.recordingReason == .missing)
            #expect(!report.passed)   // a recording run fails
            #expect(try fileNames(in: folder) == ["grid.json", "grid.meta.json", "grid.png"])

            // The JSON golden is framesJSON(), byte for byte: one element per line.
            let json = try String(contentsOf: folder.appendingPathComponent("grid.json"), encoding: .utf8)
            #expect(json == String(decoding: solution.framesJSON(), as: UTF8.self))
            #expect(json.contains("\n    {\"category\":\"cell\",\"frame\":{\"height\":100,\"width\":145,\"x\":0,\"y\":0}"))

            // The PNG is the diagram at scale 2; the stamp names the Cairo that drew it.
            let png = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("grid.png")))
            #expect(png.width > 300 * 2 && png.height > 320 * 2)
            let stamp = try #require(RendererStamp.decoded(
                from: Data(contentsOf: folder.appendingPathComponent("grid.meta.json"))))
            #expect(stamp.cairoVersion == CairoRenderer.cairoVersion)
            #expect(stamp.theme == "light" && stamp.scale == 2)

            // One issue says what was written, and why the run fails.
            let issues = report.issues
            #expect(issues.count == 1)
            let message = try #require(issues.first?.message)
            #expect(message.contains("Recorded snapshot \"grid\": wrote grid.json, grid.png and grid.meta.json"))
            #expect(message.contains("never silently accepted"))
        }
    }

    @Test func secondRunWithTheSameLayoutMatches() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(), in: folder)
            let report = check(try gridSolution(), in: folder)
            #expect(report.frames?.isMatched == true)
            #expect(report.image?.isMatched == true)
            #expect(report.passed)
            #expect(report.issues.isEmpty)
        }
    }

    @Test func aMissingPNGIsRecordedWhileTheFramesAreCompared() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(), in: folder)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("grid.png"))
            let report = check(try gridSolution(), in: folder)
            #expect(report.frames?.isMatched == true)
            #expect(report.image?.recordingReason == .missing)
            #expect(report.recordingMessage?.contains("wrote grid.png and grid.meta.json in") == true)
        }
    }

    @Test func onePointMoreColumnSpacingFailsFramesAndPNG() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(columnSpacing: 10), in: folder)
            // Two columns share 300 points minus the spacing:
            //   spacing 10: (300 − 10) / 2 = 145 wide, the right column at 145 + 10 = 155;
            //   spacing 11: (300 − 11) / 2 = 144.5 wide, the right column at 144.5 + 11 = 155.5.
            // Every cell's width changes, and item 1's x; the content size (300 × 320) does not,
            // so the PNG keeps its size and differs in pixels.
            let wider = try gridSolution(columnSpacing: 11)
            #expect(wider.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 155.5, y: 0, width: 144.5, height: 100))
            let report = check(wider, in: folder)

            let frames = try #require(report.frames?.problem)
            #expect(report.frames?.isMismatched == true)
            // Line 5 is item 0, the first element; the hunk starts 3 lines of context earlier,
            // and its 12 lines are 3 + 6 changed elements + 3 (`],`, `"sections":[`, the section).
            #expect(frames.message.contains("@@ -2,12 +2,12 @@"))
            #expect(frames.message.contains(
                "-    {\"category\":\"cell\",\"frame\":{\"height\":100,\"width\":145,\"x\":155,\"y\":0},\"item\":1,"))
            #expect(frames.message.contains(
                "+    {\"category\":\"cell\",\"frame\":{\"height\":100,\"width\":144.5,\"x\":155.5,\"y\":0},\"item\":1,"))

            let image = try #require(report.image?.problem)
            #expect(report.image?.isMismatched == true)
            let comparison = try #require(image.comparison)
            #expect(comparison.sizeMismatch == nil)
            #expect(comparison.differentPixels > 0)
            #expect(image.message.contains("\(comparison.differentPixels) of \(comparison.totalPixels) pixels differ"))

            // Nothing is overwritten by a failing comparison.
            let golden = try String(contentsOf: folder.appendingPathComponent("grid.json"), encoding: .utf8)
            #expect(golden.contains("\"width\":145,"))
        }
    }

    @Test func onePointMoreRowSpacingChangesTheImageSize() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(rowSpacing: 10), in: folder)
            // Three rows: 3 × 100 + 2 × 10 = 320 points tall; with 11, 3 × 100 + 2 × 11 = 322.
            // At scale 2 the diagram grows by 4 pixels, and an image of another size never matches.
            let report = check(try gridSolution(rowSpacing: 11), in: folder)
            #expect(report.frames?.problem?.message.contains("+  \"contentSize\":{\"height\":322,\"width\":300},") == true)
            let image = try #require(report.image?.problem)
            let mismatch = try #require(image.comparison?.sizeMismatch)
            #expect(mismatch.actual.height == mismatch.expected.height + 4)
            #expect(mismatch.actual.width == mismatch.expected.width)
            #expect(image.message.contains("an image of another size never matches"))
        }
    }

    @Test func mismatchesCarryTheAttachmentPayloads() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(columnSpacing: 10), in: folder)
            let report = check(try gridSolution(columnSpacing: 11), in: folder)

            let frames = try #require(report.frames?.problem)
            // Attachment names start with the test file's name: one --attachments-path folder holds them all.
            let json = try #require(frames.attachment(named: "LayoutSnapshotTests.grid.actual.json"))
            #expect(String(decoding: json.bytes, as: UTF8.self)
                    == String(decoding: try gridSolution(columnSpacing: 11).framesJSON(), as: UTF8.self))

            let image = try #require(report.image?.problem)
            #expect(image.attachments.map(\.name)
                    == ["LayoutSnapshotTests.grid.actual.png", "LayoutSnapshotTests.grid.diff.png"])
            let actual = try PNGCodec.decode(Data(image.attachments[0].bytes))
            let strip = try PNGCodec.decode(Data(image.attachments[1].bytes))
            // The strip is golden | mask | actual with 4-pixel gaps.
            #expect(strip.width == 3 * actual.width + 8)
            #expect(strip.height == actual.height)
            // The middle panel shows differences in red somewhere.
            let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
            let maskColumns = (actual.width + 4)..<(2 * actual.width + 4)
            #expect(maskColumns.contains { x in (0..<strip.height).contains { strip[x, $0] == red } })
        }
    }

    @Test func pixelsBelowTheThresholdOrWithinMaxDiffPixelsPass() throws {
        try withSnapshotFolder { folder in
            let solution = try gridSolution()
            _ = check(solution, in: folder)
            let pngFile = folder.appendingPathComponent("grid.png")
            let golden = try PNGCodec.decode(Data(contentsOf: pngFile))
            // The top-left corner is padding, white in the light theme.
            #expect(golden[0, 0] == RasterImage.Pixel(red: 255, green: 255, blue: 255))

            // White to (250, 250, 250): a perceived difference of 0.5053 × 5² ≈ 12.6,
            // far below 35215 × 0.1² ≈ 352, so the pixels do not count.
            var faint = golden
            for x in 0..<3 { faint[x, 0] = RasterImage.Pixel(red: 250, green: 250, blue: 250) }
            try PNGCodec.encode(faint).write(to: pngFile)
            let belowThreshold = check(solution, in: folder)
            #expect(belowThreshold.image?.isMatched == true)

            // Three black pixels in flat white count (no neighbour of theirs is anti-aliasing):
            // they fail the default tolerance and pass maxDiffPixels 3.
            var marked = golden
            for x in [2, 6, 10] { marked[x, 2] = RasterImage.Pixel(red: 0, green: 0, blue: 0) }
            try PNGCodec.encode(marked).write(to: pngFile)
            let strict = check(solution, in: folder)
            #expect(strict.image?.problem?.comparison?.differentPixels == 3)
            #expect(strict.image?.problem?.message.contains("3 of") == true)
            #expect(check(solution, in: folder, tolerance: .init(maxDiffPixels: 3)).image?.isMatched == true)
            #expect(check(solution, in: folder, tolerance: .init(maxDiffPixels: 2)).image?.isMismatched == true)
            #expect(check(solution, in: folder, tolerance: .init(maxDiffRatio: 0.01)).image?.isMatched == true)
            // The frames were never touched.
            #expect(strict.frames?.isMatched == true)
        }
    }

    @Test(arguments: ["1", "all", "ALL"])
    func recordVariableOverwritesTheGoldens(value: String) throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(columnSpacing: 10), in: folder)
            let changed = try gridSolution(columnSpacing: 11)
            let report = check(changed, in: folder, environment: ["LAYOUT_SNAPSHOT_RECORD": value])

            #expect(report.frames?.recordingReason == .rerecorded)
            #expect(report.image?.recordingReason == .rerecorded)
            #expect(report.frames?.recording?.changed == true)
            let message = try #require(report.recordingMessage)
            #expect(message.contains("Re-recorded snapshot \"grid\" (LAYOUT_SNAPSHOT_RECORD=\(value))"))
            #expect(message.contains("grid.json (changed) and grid.png (changed)"))
            #expect(report.issues.count == 1)

            let golden = try Data(contentsOf: folder.appendingPathComponent("grid.json"))
            #expect(String(decoding: golden, as: UTF8.self) == String(decoding: changed.framesJSON(), as: UTF8.self))
            #expect(try fileNames(in: folder) == ["grid.json", "grid.meta.json", "grid.png"])   // no temporary files left
            // Without the variable, the next run compares against the new goldens.
            #expect(check(changed, in: folder).passed)
        }
    }

    @Test func recordArgumentWinsOverTheEnvironment() throws {
        try withSnapshotFolder { folder in
            _ = check(try gridSolution(), in: folder)
            let report = check(try gridSolution(), in: folder, environment: ["LAYOUT_SNAPSHOT_RECORD": "never"],
                               record: .all)
            #expect(report.frames?.recording == SnapshotRecording(
                reason: .rerecorded, files: [folder.appendingPathComponent("grid.json")], changed: false))
            #expect(report.recordingMessage?.contains("(record: .all)") == true)
            #expect(report.recordingMessage?.contains("grid.json (unchanged)") == true)
        }
    }

    @Test func darkThemeAndScaleReachThePNGAndTheStamp() throws {
        try withSnapshotFolder { folder in
            let report = checkLayoutSnapshot(try gridSolution(), named: "dark", theme: .dark, scale: 1,
                                             snapshotDirectory: folder.path, filePath: #filePath,
                                             environment: SnapshotEnvironment())
            #expect(report.image?.recordingReason == .missing)
            let png = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("dark.png")))
            #expect(png[0, 0] == RasterImage.Pixel(DiagramTheme.dark.background!))
            // About 500 points at scale 1 (300 of layout, the group's tag beside it); scale 2 would double it.
            #expect(png.width < 600)
            let stamp = try #require(RendererStamp.decoded(
                from: Data(contentsOf: folder.appendingPathComponent("dark.meta.json"))))
            #expect(stamp.theme == "dark" && stamp.scale == 1)
        }
    }
}
