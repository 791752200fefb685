@testable import layout_diagram
import ArgumentParser
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramDiff
import LayoutDiagramPipeline
import Testing

/// `layout-diagram diff`: PNGs drawn by hand, compared on their decoded pixels.
@Suite struct DiffCommandTests {
    private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
    private let black = RasterImage.Pixel(red: 0, green: 0, blue: 0)

    /// A scratch folder for one test.
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-diagram-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A white `width × height` image with a black box `x..<x+4`, rows `2..<7`.
    private func boxImage(width: Int = 10, height: Int = 10, boxX: Int) -> RasterImage {
        var image = RasterImage(width: width, height: height, fill: .white)
        for y in 2..<7 {
            for x in boxX..<(boxX + 4) { image[x, y] = black }
        }
        return image
    }

    /// Encodes `image` with the PNG codec into `folder/name`, and returns the path.
    private func png(_ image: RasterImage, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try PNGCodec.encode(image).write(to: url)
        return url.path
    }

    /// Runs `diff` with `arguments`, expecting a failure with `exitCode` whose message has every fragment.
    private func expectFailure(_ arguments: [String], exitCode: Int32, mentioning fragments: String...,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let command = try DiffCommand.parse(arguments)
            try command.run()
            Issue.record("expected a failure", sourceLocation: sourceLocation)
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == exitCode, sourceLocation: sourceLocation)
            for fragment in fragments {
                #expect(failure.message.contains(fragment), "\(failure.message)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Parsing `arguments` fails as a usage error (exit 2 from `main`), with a message naming `option`.
    private func expectUsageError(_ arguments: [String], naming option: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try DiffCommand.parse(arguments)
            Issue.record("expected a usage error", sourceLocation: sourceLocation)
        } catch {
            #expect(DiffCommand.exitCode(for: error) != .success, sourceLocation: sourceLocation)
            #expect(DiffCommand.message(for: error).contains(option), "\(DiffCommand.message(for: error))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func identicalImagesPassAndPrintIdentical() throws {
        let folder = try scratch()
        let a = try png(boxImage(boxX: 2), "a.png", in: folder)
        let b = try png(boxImage(boxX: 2), "b.png", in: folder)
        let result = try DiffCommand.parse([a, b]).compare()
        #expect(result.summary.line == "identical")
        #expect(result.failure == nil)
        let command = try DiffCommand.parse([a, b])
        try command.run()
    }

    @Test func aOnePixelShiftFailsWithExitCode1AndItsPixelCount() throws {
        let folder = try scratch()
        let a = try png(boxImage(boxX: 2), "a.png", in: folder)
        let b = try png(boxImage(boxX: 3), "b.png", in: folder)
        // The 4×5 box moves from x 2...5 to x 3...6: column 2 turns white, column 6 black,
        // 2 columns × 5 rows = 10 of 100 pixels (10%). None is anti-aliasing: each has at
        // least three neighbours of its own brightness.
        let result = try DiffCommand.parse([a, b]).compare()
        #expect(result.summary.line
                == "10 pixels differ (10%), 0 anti-aliased pixels ignored, threshold 0.1: FAIL (allowed 0)")
        expectFailure([a, b], exitCode: CommandFailure.comparisonFailed,
                      mentioning: "a.png and", "b.png differ: 10 pixels (10%), more than the 0 allowed")
        expectFailure([a, b, "--max-diff-pixels", "9"], exitCode: 1, mentioning: "more than the 9 allowed")

        let tolerated = try DiffCommand.parse([a, b, "--max-diff-pixels", "10"]).compare()
        #expect(tolerated.failure == nil)
        #expect(tolerated.summary.line
                == "10 pixels differ (10%), 0 anti-aliased pixels ignored, threshold 0.1: pass (allowed 10)")
        let command = try DiffCommand.parse([a, b, "--max-diff-pixels", "10"])
        try command.run()
    }

    @Test func maxDiffRatioIsAShareOfThePixels() throws {
        let folder = try scratch()
        let a = try png(boxImage(boxX: 2), "a.png", in: folder)
        let b = try png(boxImage(boxX: 3), "b.png", in: folder)
        // 10 of 100 pixels differ: a ratio of exactly 0.1.
        let tolerated = try DiffCommand.parse([a, b, "--max-diff-ratio", "0.1"]).compare()
        #expect(tolerated.failure == nil)
        #expect(tolerated.summary.line.hasSuffix(": pass (allowed 10%)"))
        expectFailure([a, b, "--max-diff-ratio", "0.09"], exitCode: 1, mentioning: "more than the 9% allowed")
    }

    @Test func aChangeBelowTheThresholdPassesUnlessTheThresholdIsZero() throws {
        let folder = try scratch()
        var light = RasterImage(width: 10, height: 10, fill: .white)
        light[4, 4] = RasterImage.Pixel(red: 250, green: 250, blue: 250)
        let a = try png(RasterImage(width: 10, height: 10, fill: .white), "a.png", in: folder)
        let b = try png(light, "b.png", in: folder)
        // Grey 250 on white: 0.5053 × 5² ≈ 12.6, below 35215 × 0.1² = 352.15. Not identical, though.
        let result = try DiffCommand.parse([a, b]).compare()
        #expect(result.summary.line
                == "0 pixels differ (0%), 0 anti-aliased pixels ignored, threshold 0.1: pass (allowed 0)")
        #expect(result.failure == nil)
        // Threshold 0: any change counts. The pixel has no darker neighbour, so it is not anti-aliasing.
        let strict = try DiffCommand.parse([a, b, "--threshold", "0"]).compare()
        #expect(strict.summary.line
                == "1 pixels differ (1%), 0 anti-aliased pixels ignored, threshold 0: FAIL (allowed 0)")
        #expect(strict.failure?.exitCode == 1)
    }

    @Test func aSizeMismatchIsADifferenceNamingBothSizes() throws {
        let folder = try scratch()
        let a = try png(boxImage(width: 10, height: 10, boxX: 2), "a.png", in: folder)
        let b = try png(boxImage(width: 12, height: 10, boxX: 2), "b.png", in: folder)
        let result = try DiffCommand.parse([a, b, "--max-diff-ratio", "1"]).compare()
        #expect(result.summary.line == "sizes differ: 10×10 vs 12×10: FAIL")
        expectFailure([a, b], exitCode: 1, mentioning: "a.png and", "b.png differ in size: 10×10 vs 12×10")
    }

    @Test func outWritesTheStripExpectedMaskActual() throws {
        let folder = try scratch()
        let a = try png(boxImage(boxX: 2), "a.png", in: folder)
        let b = try png(boxImage(boxX: 3), "b.png", in: folder)
        let out = folder.appendingPathComponent("diff.png")
        expectFailure([a, b, "--out", out.path], exitCode: 1, mentioning: "diff image: \(out.path)")
        let strip = try PNGCodec.decode(Data(contentsOf: out))
        // Expected 10 + gap 4 + mask 10 + gap 4 + actual 10 = 38 wide, 10 tall.
        #expect(strip.width == 38 && strip.height == 10)
        #expect(strip[0, 0] == .white)                   // expected, x 0...9
        #expect(strip[2, 2] == black)
        #expect(strip[10, 0] == diffStripBackground)     // gap, x 10...13
        #expect(strip[14 + 2, 2] == red)                 // mask, x 14...23: column 2 changed
        #expect(strip[14 + 6, 6] == red)                 //   and column 6
        #expect(strip[14 + 4, 4] != red)                 //   column 4 is black in both
        #expect(strip[28 + 6, 2] == black)               // actual, x 28...37
        // A passing run writes it too.
        let passing = folder.appendingPathComponent("pass.png")
        let command = try DiffCommand.parse([a, b, "-o", passing.path, "--max-diff-pixels", "10"])
        try command.run()
        #expect(try PNGCodec.decode(Data(contentsOf: passing)).width == 38)
    }

    @Test func outOfDifferentSizesHasTheUnionMask() throws {
        let folder = try scratch()
        let a = try png(boxImage(width: 10, height: 10, boxX: 2), "a.png", in: folder)
        let b = try png(boxImage(width: 12, height: 8, boxX: 2), "b.png", in: folder)
        let out = folder.appendingPathComponent("diff.png")
        expectFailure([a, b, "--out", out.path], exitCode: 1, mentioning: "10×10 vs 12×8")
        let strip = try PNGCodec.decode(Data(contentsOf: out))
        // Expected 10 + 4 + mask max(10, 12) = 12 + 4 + actual 12 = 42 wide; max(10, 8) = 10 tall.
        #expect(strip.width == 42 && strip.height == 10)
        #expect(strip[14 + 11, 0] == red)                // only the actual image covers x 10...11
        #expect(strip[14 + 0, 9] == red)                 // only the expected image covers y 8...9
    }

    @Test func badFilesFailWithExitCode2NamingThePathAndWriteNothing() throws {
        let folder = try scratch()
        let good = try png(boxImage(boxX: 2), "good.png", in: folder)
        let text = folder.appendingPathComponent("notes.png")
        try Data("not an image".utf8).write(to: text)
        let missing = folder.appendingPathComponent("missing.png").path
        let out = folder.appendingPathComponent("diff.png")
        expectFailure([good, text.path, "--out", out.path], exitCode: 2,
                      mentioning: "\(text.path): error: not a PNG file")
        expectFailure([missing, good, "--out", out.path], exitCode: 2,
                      mentioning: "\(missing): error: cannot read the file: No such file or directory")
        expectFailure([good, folder.path], exitCode: 2, mentioning: "\(folder.path): error: is a directory")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        // The signature, then garbage: a PNG the decoder refuses.
        let truncated = folder.appendingPathComponent("truncated.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: truncated)
        expectFailure([good, truncated.path], exitCode: 2, mentioning: "\(truncated.path): error: cannot decode")
    }

    @Test func badOptionValuesAreUsageErrors() {
        expectUsageError(["a.png", "b.png", "--threshold", "2"], naming: "--threshold")
        expectUsageError(["a.png", "b.png", "--threshold", "-0.1"], naming: "--threshold")
        expectUsageError(["a.png", "b.png", "--threshold", "nan"], naming: "--threshold")
        expectUsageError(["a.png", "b.png", "--max-diff-pixels", "-1"], naming: "--max-diff-pixels")
        expectUsageError(["a.png", "b.png", "--max-diff-ratio", "1.5"], naming: "--max-diff-ratio")
        expectUsageError(["a.png", "b.png", "--max-diff-pixels", "3", "--max-diff-ratio", "0.1"],
                         naming: "cannot be used together")
        expectUsageError(["a.png"], naming: "actual")
    }

    @Test func percentagesNeverRoundADifferenceAway() {
        #expect(PNGGoldenComparison.percent(0) == "0%")
        #expect(PNGGoldenComparison.percent(0.0005) == "0.05%")
        #expect(PNGGoldenComparison.percent(0.125) == "12.5%")
        #expect(PNGGoldenComparison.percent(1) == "100%")
        #expect(PNGGoldenComparison.percent(1.0 / 1_000_000) == "<0.01%")
        #expect(PNGGoldenComparison.percent(0.999_999) == ">99.99%")
    }
}
