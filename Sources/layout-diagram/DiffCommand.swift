import ArgumentParser
import Foundation
import LayoutDiagram
import LayoutDiagramDiff
import LayoutDiagramPipeline

/// `layout-diagram diff EXPECTED.png ACTUAL.png`: compares two PNGs pixel by
/// pixel, as a person would see them, and exits 1 when they differ beyond a
/// tolerance.
///
/// ```sh
/// layout-diagram diff golden/grid.png output/grid.png --out grid.diff.png --max-diff-pixels 40
/// # 12 pixels differ (0.01%), 30 anti-aliased pixels ignored, threshold 0.1: pass (allowed 40)
/// ```
///
/// The decoded pixels are compared (``PNGGoldenComparison``), never the files' bytes,
/// so two encoders' files of one picture are identical. Standard output gets
/// exactly one line, in one of four shapes (see ``DiffSummary``); errors go to
/// standard error.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images as they look; exit 1 when they differ beyond a tolerance.",
        discussion: """
            EXPECTED and ACTUAL are decoded and compared pixel by pixel with pixelmatch's algorithm: \
            a pixel differs when its perceived colour distance (YIQ) is above --threshold, and differing \
            pixels that look like anti-aliasing in either image are ignored. Images of different sizes \
            always differ.

            Standard output gets one line, stable for scripts: 'identical' when the pixels are equal; \
            'sizes differ: 100×50 vs 120×50: FAIL'; or else, for example, '12 pixels differ (0.05%), \
            30 anti-aliased pixels ignored, threshold 0.1: FAIL (allowed 0)', which ends in pass or FAIL \
            and the tolerance (a pixel count, or a percentage with --max-diff-ratio). Errors go to \
            standard error.

            Exit status: 0 within the tolerance, 1 beyond it or when the sizes differ, 2 on bad input or usage.

            Examples:
              layout-diagram diff golden.png render.png
              layout-diagram diff golden.png render.png --out diff.png
              layout-diagram diff golden.png render.png --max-diff-pixels 40
              layout-diagram diff golden.png render.png --max-diff-ratio 0.001
              layout-diagram diff golden.png render.png --threshold 0.2

            The image --out writes is expected | mask | actual, 4 px apart on grey. The mask is the \
            expected image faded, with differing pixels in red and ignored anti-aliased ones in yellow.
            """)

    @Argument(help: "The expected image (PNG), e.g. the golden file.")
    var expected: String

    @Argument(help: "The actual image (PNG), e.g. the fresh render.")
    var actual: String

    @Option(name: [.customShort("o"), .customLong("out")],
            help: ArgumentHelp("Write the diff image (expected | mask | actual) to this PNG file.", valueName: "path"))
    var out: String?

    @OptionGroup var tolerance: ToleranceOptions

    func run() throws {
        let result = try compare()
        print(result.summary.line)
        if let failure = result.failure {
            throw failure
        }
    }

    /// Reads both images, compares them and writes the diff image; the
    /// summary line, and the failure to throw when they differ beyond the
    /// tolerance.
    func compare() throws(CommandFailure) -> (summary: DiffSummary, failure: CommandFailure?) {
        if let out { try OutputFile(out).refuseInputs([expected, actual]) }
        let expectedImage: RasterImage, actualImage: RasterImage
        do {
            expectedImage = try PNGFile.read(expected)
            actualImage = try PNGFile.read(actual)
        } catch {
            throw .badInput(error.description)
        }
        if let out, let problem = PNGGoldenComparison.diffStripSizeProblem(expected: expectedImage, actual: actualImage) {
            throw .badInput("\(out): error: \(problem) (leave out --out to compare without it)")
        }
        let tolerance = self.tolerance.tolerance
        let comparison = PNGGoldenComparison(expected: expectedImage, actual: actualImage, tolerance: tolerance)
        if let out {
            let png: Data?
            do {
                png = try comparison.diffStripPNG()
            } catch {
                throw .badInput("\(out): error: cannot encode the diff image: \(error)")
            }
            if let png { try OutputFile(out).write(png) }
        }

        let seeDiff = out.map { " (diff image: \($0))" } ?? ""
        guard let pixels = comparison.pixels else { return (.identical, nil) }
        if let mismatch = pixels.sizeMismatch {
            let sizes = "\(mismatch.expected) vs \(mismatch.actual)"
            return (.sizesDiffer(sizes),
                    CommandFailure(message: "\(expected) and \(actual) differ in size: \(sizes)\(seeDiff)",
                                   exitCode: CommandFailure.comparisonFailed))
        }
        let summary = DiffSummary.compared(pixels, tolerance: tolerance, passes: comparison.matches)
        guard !comparison.matches else { return (summary, nil) }
        let message = "\(expected) and \(actual) differ: \(pixels.differentPixels) pixels "
            + "(\(PNGGoldenComparison.percent(pixels.ratio))), more than the \(tolerance.allowed) allowed\(seeDiff)"
        return (summary, CommandFailure(message: message, exitCode: CommandFailure.comparisonFailed))
    }
}

/// The one line `diff` prints on standard output. Its shapes are stable, for scripts:
///
/// ```text
/// identical
/// 12 pixels differ (0.05%), 30 anti-aliased pixels ignored, threshold 0.1: FAIL (allowed 0)
/// 0 pixels differ (0%), 4 anti-aliased pixels ignored, threshold 0.1: pass (allowed 0)
/// 3 pixels differ (0.01%), 0 anti-aliased pixels ignored, threshold 0.1: pass (allowed 0.5%)
/// sizes differ: 100×50 vs 120×50: FAIL
/// ```
///
/// - `identical`: the decoded pixels are equal, every byte.
/// - Otherwise the counts, with "pixels" whatever the number, the percentage
///   to 2 decimals (`<0.01%` for a tiny non-zero share), the threshold, the
///   verdict (`pass` or `FAIL`) and what was allowed: a pixel count, or a
///   percentage for `--max-diff-ratio`.
enum DiffSummary: Equatable {
    /// What may differ: a number of pixels, a share of them, or (neither) nothing.
    case identical
    case compared(different: Int, ratio: Double, antiAliased: Int, threshold: Double, passes: Bool, allowed: String)
    case sizesDiffer(String)

    static func compared(_ comparison: PixelComparison, tolerance: Tolerance, passes: Bool) -> DiffSummary {
        .compared(different: comparison.differentPixels, ratio: comparison.ratio,
                  antiAliased: comparison.antiAliasedPixels, threshold: tolerance.threshold, passes: passes,
                  allowed: tolerance.allowed)
    }

    var line: String {
        switch self {
        case .identical:
            return "identical"
        case .compared(let different, let ratio, let antiAliased, let threshold, let passes, let allowed):
            return "\(different) pixels differ (\(PNGGoldenComparison.percent(ratio))), \(antiAliased) anti-aliased pixels ignored, "
                + "threshold \(DiagramNumber.format(threshold)): \(passes ? "pass" : "FAIL") (allowed \(allowed))"
        case .sizesDiffer(let sizes):
            return "sizes differ: \(sizes): FAIL"
        }
    }
}
