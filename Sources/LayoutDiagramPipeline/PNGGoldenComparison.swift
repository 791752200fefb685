import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramDiff

/// The one comparison of a PNG with its golden, which `check`, `diff` and the
/// snapshot helper all make: the same bytes (or, for images already decoded,
/// the same pixels) are identical; otherwise both are decoded and compared
/// pixel by pixel within a ``Tolerance``. Each front end words the verdict its
/// own way, from what this records.
public struct PNGGoldenComparison {
    /// What the comparison found.
    public enum Verdict {
        /// The same bytes, or the same pixels.
        case identical
        /// Decoded and compared: within the tolerance.
        case withinTolerance(PixelComparison)
        /// Decoded and compared: beyond it, or of another size.
        case differs(PixelComparison)
        /// The golden is not a PNG this decoder reads.
        case goldenUndecodable(String)
        /// The actual image is not a PNG this decoder reads (a renderer fault).
        case actualUndecodable(String)
    }

    /// What the comparison found.
    public let verdict: Verdict
    private let images: (expected: RasterImage, actual: RasterImage)?
    private let tolerance: Tolerance

    /// Compares `actual` with `golden`.
    public init(golden: Data, actual: Data, tolerance: Tolerance) {
        self.tolerance = tolerance
        guard golden != actual else {
            (verdict, images) = (.identical, nil)
            return
        }
        let expected: RasterImage, actualImage: RasterImage
        do {
            expected = try PNGCodec.decode(golden)
        } catch {
            (verdict, images) = (.goldenUndecodable("\(error)"), nil)
            return
        }
        do {
            actualImage = try PNGCodec.decode(actual)
        } catch {
            (verdict, images) = (.actualUndecodable("\(error)"), nil)
            return
        }
        let comparison = tolerance.pixelMatch.compare(expected, actualImage)
        verdict = tolerance.accepts(comparison) ? .withinTolerance(comparison) : .differs(comparison)
        images = (expected, actualImage)
    }

    /// Compares two decoded images. Images of different sizes always differ (see
    /// ``LayoutDiagramDiff/PixelComparison/sizeMismatch``); they are still compared where they
    /// overlap, for the diff strip.
    public init(expected: RasterImage, actual: RasterImage, tolerance: Tolerance) {
        self.tolerance = tolerance
        images = (expected, actual)
        if expected == actual {
            verdict = .identical
        } else {
            let comparison = tolerance.pixelMatch.compare(expected, actual)
            verdict = tolerance.accepts(comparison) ? .withinTolerance(comparison) : .differs(comparison)
        }
    }

    /// Why the diff strip of two images of these sizes could not be drawn: it would be beyond the
    /// PNG limits (``CairoRenderer/maxPixelSide`` and ``CairoRenderer/maxPixelCount``). `nil` when it fits.
    public static func diffStripSizeProblem(expected: RasterImage, actual: RasterImage) -> String? {
        // The expected image, the mask (the union of the two sizes) and the actual image, 4 px apart.
        let width = expected.width + max(expected.width, actual.width) + actual.width + 2 * 4
        let height = max(expected.height, actual.height)
        guard width > CairoRenderer.maxPixelSide || width * height > CairoRenderer.maxPixelCount else { return nil }
        return "the diff image would be \(width)×\(height) pixels; it must be at most "
            + "\(CairoRenderer.maxPixelSide) pixels wide and \(CairoRenderer.maxPixelCount) pixels in all"
    }

    /// The pixel comparison, when both images were decoded.
    public var pixels: PixelComparison? {
        switch verdict {
        case .withinTolerance(let comparison), .differs(let comparison): return comparison
        case .identical, .goldenUndecodable, .actualUndecodable: return nil
        }
    }

    /// Whether the image matches its golden.
    public var matches: Bool {
        switch verdict {
        case .identical, .withinTolerance: return true
        case .differs, .goldenUndecodable, .actualUndecodable: return false
        }
    }

    /// The diff strip (golden | differences | actual) as a PNG, when both images were decoded
    /// (for identical pixels, the mask is the faded image).
    public func diffStripPNG() throws -> Data? {
        guard let images else { return nil }
        let comparison = pixels ?? tolerance.pixelMatch.compare(images.expected, images.actual)
        return try PNGCodec.encode(diffStrip(expected: images.expected, actual: images.actual, comparison: comparison))
    }

    /// A share of pixels as every front end writes it: two decimals, `<0.01%` for a tiny non-zero
    /// share and `>99.99%` for one just short of all.
    public static func percent(_ ratio: Double) -> String {
        let percent = ratio * 100
        if percent > 0 && percent < 0.005 { return "<0.01%" }
        if percent < 100 && percent >= 99.995 { return ">99.99%" }
        return DiagramNumber.label(percent) + "%"
    }
}
