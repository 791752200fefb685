import Foundation
import ArgumentParser
import Testing
import CompositionalLayout
import LayoutSpec
@testable import layout_diagram

/// Every limit in `docs/limits.md` that the command line checks, just under
/// and just over, with the error at a line and column of the spec.
@Suite struct LimitTests {
    private func spec(_ text: String, named name: String = "limit.yaml") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A one-section spec: `items` items in rows of `perRow`, each row `rowHeight` tall, in a `width`-wide container.
    private func rows(items: Int, perRow: Int, rowHeight: Double = 10, width: Double = 390) -> String {
        """
        container: {width: \(width), height: 844}
        sections:
          - items: \(items)
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(\(rowHeight))}
                subitem: {item: {layoutSize: {width: .absolute(0.1), height: .fractionalHeight(1)}}}
                count: \(perRow)
        """
    }

    /// The failure `arguments` end in: exit code 2 and its message.
    private func failure(_ command: some ParsableCommand) -> String? {
        var command = command
        do {
            try command.run()
            return nil
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 2)
            return failure.message
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func aLayoutOverTheFrameLimitIsRefusedAtItsSection() throws {
        // Rows of 999 items are 1000 frames (999 cells and the group); 250 rows are LayoutLimits.maxFrames.
        // One more item needs a 251st row. (The 250-row layout itself is solved in FrameBudgetTests.)
        let path = try spec(rows(items: 250 * 999 + 1, perRow: 999))
        let message = failure(try FramesCommand.parse([path, "-o", path + ".json"]))
        #expect(message == "\(path):3:5: error: sections[0]: this section needs 250002 frames (cells, supplementary "
                + "and decoration views, groups and spacing gaps); at most 250000 are supported")
        #expect(!FileManager.default.fileExists(atPath: path + ".json"))
    }

    @Test func aPNGTooLargeIsRefusedBeforeDrawingAtTheSectionsKey() throws {
        // At scale 2 a PNG holds 32767 / 2 = 16383.5 points a side; with no padding the layout alone is checked first.
        // 16384 points of rows, drawn whole (`--overflow all`; bounded, they would fold to a few rows):
        // refused before the scene is built.
        let over = try spec(rows(items: 1024, perRow: 1, rowHeight: 16))
        let overMessage = try #require(failure(try RenderCommand.parse([over, "-o", over + ".png", "--pad", "0",
                                                                        "--overflow", "all"])))
        #expect(overMessage.hasPrefix("\(over):2:1: error: sections: could not draw the layout: diagram size: the drawing "
                                      + "would be at least 390×16384 points, and a PNG at scale 2 is at most 16383 points"))
        // 16383 points pass that lower bound; the title and legend then make the image too tall, which Cairo's exact
        // check refuses, at the same place.
        let under = try spec(rows(items: 1, perRow: 1, rowHeight: 16383))
        let underMessage = try #require(failure(try RenderCommand.parse([under, "-o", under + ".png", "--pad", "0"])))
        #expect(underMessage.hasPrefix("\(under):2:1: error: sections: could not draw the layout: PNG image of"))
        // At scale 1 the same layout fits.
        let render = try RenderCommand.parse([under, "-o", under + ".png", "--pad", "0", "--scale", "1"])
        try render.run()
        #expect(FileManager.default.fileExists(atPath: under + ".png"))
    }

    @Test func aDrawingSideIsAtMostTenMillionPoints() throws {
        // 9,999,969 + 2 × 16 padding = 10,000,001: over DiagramScene.maxSide before drawing.
        let over = try spec(rows(items: 1, perRow: 1, width: 9_999_969))
        #expect(failure(try RenderCommand.parse([over, "-o", over + ".svg"]))?.contains(
            "the drawing would be at least 10000001×42 points, and a drawing is at most 10000000 points a side") == true)
        // 9,999,000 leaves room for the section column: drawn, in well under a second (a label search or an
        // obstacle index that grew with the area would not finish).
        let under = try spec(rows(items: 1, perRow: 1, width: 9_999_000))
        let render = try RenderCommand.parse([under, "-o", under + ".svg"])
        try render.run()
        #expect(try String(contentsOf: URL(fileURLWithPath: under + ".svg"), encoding: .utf8).contains("<svg"))
    }

    @Test func devicesSideBySideShareOneFrameLimit() throws {
        // 62,500 rows of 1 item are 125,000 frames (62,500 cells and 62,500 groups): three panels hold 375,000, over
        // the 250,000 one diagram draws, and are refused before any scene is built.
        let path = try spec(rows(items: 62_500, perRow: 1, rowHeight: 1))
        let message = failure(try RenderCommand.parse([path, "-o", path + ".svg", "--device", "iphone-se",
                                                       "--device", "iphone-15", "--device", "ipad-air"]))
        #expect(message?.contains("\(path):2:1: error: sections: could not draw the layout: diagram size: the 3 panels "
                                  + "hold 375000 frames together") == true)
    }
}
