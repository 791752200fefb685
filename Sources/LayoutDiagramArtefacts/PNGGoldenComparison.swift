import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramDiff

/// The one comparison of a PNG with its golden, which `check` and the
/// snapshot helper both make: the same bytes are identical; otherwise both
/// are decoded and compared pixel by pixel within a ``Tolerance``. Each
/// front end words the verdict its own way, from what this records.
public struct PNGGoldenComparison {
    public enum Verdict: Equatable {
        /// The same bytes.
        case identical
        /// Decoded and compared: within the tolerance.
        case withinTolerance
        /// Decoded and compared: beyond it, or of another size.
        case differs
        /// The golden is not a PNG this decoder reads.
        case goldenUndecodable(String)
        /// The actual image is not a PNG this decoder reads (a renderer fault).
        case actualUndecodable(String)
    }

    public let verdict: Verdict
    /// The pixel comparison, when both images were decoded.
    public let pixels: PixelComparison?
    private let images: (expected: RasterImage, actual: RasterImage)?

    /// Compares `actual` with `golden`.
    public init(golden: Data, actual: Data, tolerance: Tolerance) {
        guard golden != actual else {
            (verdict, pixels, images) = (.identical, nil, nil)
            return
        }
        let expected: RasterImage, actualImage: RasterImage
        do {
            expected = try PNGCodec.decode(golden)
        } catch {
            (verdict, pixels, images) = (.goldenUndecodable("\(error)"), nil, nil)
            return
        }
        do {
            actualImage = try PNGCodec.decode(actual)
        } catch {
            (verdict, pixels, images) = (.actualUndecodable("\(error)"), nil, nil)
            return
        }
        let comparison = tolerance.pixelMatch.compare(expected, actualImage)
        verdict = tolerance.accepts(comparison) ? .withinTolerance : .differs
        pixels = comparison
        images = (expected, actualImage)
    }

    /// Whether the image matches its golden.
    public var matches: Bool { verdict == .identical || verdict == .withinTolerance }

    /// The diff strip (golden | differences | actual) as a PNG, when the images were compared.
    public func diffStripPNG() throws -> Data? {
        guard let images, let pixels else { return nil }
        return try PNGCodec.encode(diffStrip(expected: images.expected, actual: images.actual, comparison: pixels))
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
