import ArgumentParser
import Foundation
import LayoutDiagramArtefacts
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramDiff
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `layout-diagram diff EXPECTED.png ACTUAL.png`: compares two PNGs pixel by
/// pixel, as a person would see them, and exits 1 when they differ beyond a
/// tolerance.
///
/// ```sh
/// layout-diagram diff golden/grid.png output/grid.png --out grid.diff.png --max-diff-pixels 40
/// # 12 pixels differ (0.01%), 30 anti-aliased pixels ignored, threshold 0.1: pass (allowed 40)
/// ```
///
/// The decoded pixels are compared with ``PixelMatch``, never the files' bytes,
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
        let expectedImage = try PNGInput.read(expected)
        let actualImage = try PNGInput.read(actual)
        if let out {
            try checkStripSize(expectedImage, actualImage, out: out)
        }
        let sameSize = expectedImage.width == actualImage.width && expectedImage.height == actualImage.height
        // The comparison of images of different sizes is only wanted for its mask.
        let comparison = sameSize || out != nil
            ? tolerance.tolerance.pixelMatch.compare(expectedImage, actualImage) : nil
        if let out, let comparison {
            let strip = diffStrip(expected: expectedImage, actual: actualImage, comparison: comparison)
            let png: Data
            do {
                png = try PNGCodec.encode(strip)
            } catch {
                throw .badInput("\(out): error: cannot encode the diff image: \(error)")
            }
            try OutputFile(out).write(png)
        }

        let seeDiff = out.map { " (diff image: \($0))" } ?? ""
        guard sameSize, let comparison else {
            let sizes = "\(expectedImage.width)×\(expectedImage.height) vs \(actualImage.width)×\(actualImage.height)"
            return (.sizesDiffer(sizes),
                    CommandFailure(message: "\(expected) and \(actual) differ in size: \(sizes)\(seeDiff)",
                                   exitCode: CommandFailure.comparisonFailed))
        }
        if expectedImage == actualImage {
            return (.identical, nil)
        }
        let tolerance = self.tolerance.tolerance
        let passes = tolerance.accepts(comparison)
        let summary = DiffSummary.compared(comparison, tolerance: tolerance, passes: passes)
        guard !passes else { return (summary, nil) }
        let message = "\(expected) and \(actual) differ: \(comparison.differentPixels) pixels "
            + "(\(PNGGoldenComparison.percent(comparison.ratio))), more than the \(tolerance.allowed) allowed\(seeDiff)"
        return (summary, CommandFailure(message: message, exitCode: CommandFailure.comparisonFailed))
    }

    /// Refuses, before any work, a diff image beyond the PNG limits (CONTRACT §5):
    /// the three panels and two 4-px gaps side by side, as tall as the tallest.
    private func checkStripSize(_ expected: RasterImage, _ actual: RasterImage, out: String) throws(CommandFailure) {
        let width = expected.width + max(expected.width, actual.width) + actual.width + 2 * 4
        let height = max(expected.height, actual.height)
        guard width <= CairoRenderer.maxPixelSide, width * height <= CairoRenderer.maxPixelCount else {
            throw .badInput("\(out): error: the diff image would be \(width)×\(height) pixels; it must be at most "
                            + "\(CairoRenderer.maxPixelSide) pixels wide and \(CairoRenderer.maxPixelCount) "
                            + "pixels in all (leave out --out to compare without it)")
        }
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

/// Reading a PNG given on the command line, with errors that name the file.
enum PNGInput {
    /// The largest file read: a PNG at the decoder's pixel limit, 16 bits a
    /// channel and incompressible, stays below it.
    static let maxFileBytes = 1 << 30

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The decoded pixels of the PNG at `path`.
    ///
    /// - Throws: a bad-input ``CommandFailure`` reading `PATH: error: …` when the
    ///   file is missing, unreadable, a directory, too large, not a PNG, or a
    ///   PNG that cannot be decoded (including one beyond the pixel limits).
    static func read(_ path: String) throws(CommandFailure) -> RasterImage {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .badInput("\(path): error: cannot read the file: \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw .badInput("\(path): error: is a directory, not a PNG file")
            }
            if status.st_mode & S_IFMT == S_IFREG, status.st_size > maxFileBytes {
                throw .badInput("\(path): error: the file is \(status.st_size) bytes; "
                                + "a PNG to compare must be at most \(maxFileBytes) bytes")
            }
        }
        let data: Data
        do {
            data = try handle.read(upToCount: maxFileBytes + 1) ?? Data()
        } catch {
            throw .badInput("\(path): error: cannot read the file: \(error.localizedDescription)")
        }
        guard data.count <= maxFileBytes else {
            throw .badInput("\(path): error: the file is over \(maxFileBytes) bytes; too large for a PNG to compare")
        }
        guard data.starts(with: signature) else {
            throw .badInput("\(path): error: not a PNG file (it does not start with the PNG signature)")
        }
        do {
            return try PNGCodec.decode(data)
        } catch {
            throw .badInput("\(path): error: cannot decode the PNG: \(error)")
        }
    }
}
