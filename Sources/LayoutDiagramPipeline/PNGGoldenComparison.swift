import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramDiff

/// The one comparison of a PNG with its golden, which `check`, `diff` and the
/// snapshot helper all make: the same bytes (or, for images already decoded,
/// the same pixels) are identical; otherwise both are decoded and compared
/// pixel by pixel within a ``Tolerance``. Each front end words the verdict its
/// own way, from what this records.
///
/// Animated PNGs (`render --animate`) are compared frame by frame: each frame as a viewer shows it
/// (``LayoutDiagramCairo/AnimatedPNG/decode(_:)``), within the tolerance. The verdict is the first
/// frame beyond it (else the one with the most different pixels), and ``frameNote`` says which; two
/// animations of different frame counts differ.
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
    /// For animated PNGs, which frame the verdict is about (`frame 12 of 49`), or that the frame
    /// counts differ; `nil` for still images.
    public private(set) var frameNote: String?

    /// Compares `actual` with `golden`.
    public init(golden: Data, actual: Data, tolerance: Tolerance) {
        self.tolerance = tolerance
        if golden != actual, AnimatedPNG.isAnimated(golden) || AnimatedPNG.isAnimated(actual) {
            let animated = Self.animations(golden: golden, actual: actual, tolerance: tolerance)
            (verdict, images, frameNote) = (animated.verdict, animated.images, animated.frameNote)
            return
        }
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

    /// Compares two animations frame by frame.
    private static func animations(golden: Data, actual: Data, tolerance: Tolerance) -> Self {
        let expected: [AnimatedPNG.Frame], actualFrames: [AnimatedPNG.Frame]
        do {
            expected = try AnimatedPNG.decode(golden)
        } catch {
            return Self(verdict: .goldenUndecodable("\(error)"), tolerance: tolerance)
        }
        do {
            actualFrames = try AnimatedPNG.decode(actual)
        } catch {
            return Self(verdict: .actualUndecodable("\(error)"), tolerance: tolerance)
        }
        var chosen: (index: Int, comparison: Self)?
        for (index, (old, new)) in zip(expected, actualFrames).enumerated() {
            let comparison = Self(expected: old.image, actual: new.image, tolerance: tolerance)
            if !comparison.matches {
                chosen = (index, comparison)
                break
            }
            if let pixels = comparison.pixels, pixels.differentPixels > (chosen?.comparison.pixels?.differentPixels ?? -1) {
                chosen = (index, comparison)
            }
        }
        guard let first = expected.first, let firstActual = actualFrames.first else {
            return Self(verdict: .goldenUndecodable("an animation without frames"), tolerance: tolerance)
        }
        guard expected.count == actualFrames.count else {
            var result = Self(verdict: .differs(tolerance.pixelMatch.compare(first.image, firstActual.image)),
                              tolerance: tolerance, images: (first.image, firstActual.image))
            result.frameNote = "the golden has \(expected.count) frames, this \(actualFrames.count)"
            return result
        }
        guard var chosen else { return Self(verdict: .identical, tolerance: tolerance) }
        chosen.comparison.frameNote = "frame \(chosen.index) of \(expected.count)"
        return chosen.comparison
    }

    private init(verdict: Verdict, tolerance: Tolerance, images: (expected: RasterImage, actual: RasterImage)? = nil) {
        self.verdict = verdict
        self.tolerance = tolerance
        self.images = images
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
