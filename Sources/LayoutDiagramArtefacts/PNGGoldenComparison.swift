import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramDiff

/// The one comparison of a PNG with its golden, which `check` and the
/// snapshot helper both make: the same bytes are identical; otherwise both
/// are decoded and compared pixel by pixel within a ``Tolerance``. Each
/// front end words the verdict its own way, from what this records.
public struct PNGGoldenComparison {
    public enum Verdict {
        /// The same bytes.
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

    public let verdict: Verdict
    private let images: (expected: RasterImage, actual: RasterImage)?

    /// Compares `actual` with `golden`.
    public init(golden: Data, actual: Data, tolerance: Tolerance) {
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
