#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDiagram

/// A perceptual comparison of two bitmaps: pixelmatch's algorithm, written
/// from its description and the two papers it cites.
///
/// Each pixel of the expected image is compared with the same pixel of the
/// actual one. Pixels whose 32-bit RGBA words are equal match at once. The
/// others are blended with white by their alpha and measured in YIQ space
/// (Kotsarenko & Ramos 2010, see ``perceivedDifference(_:_:)``); a pixel
/// differs when that difference is above `35215 × threshold²`. A differing
/// pixel that looks like anti-aliasing in either image (Vyšniauskas 2009, see
/// ``includeAntiAliasing``) is counted apart, as anti-aliased, and does not
/// count as different unless ``includeAntiAliasing`` is set.
///
/// ```swift
/// let comparison = PixelMatch().compare(expected, actual)
/// comparison.differentPixels             // real changes
/// comparison.antiAliasedPixels           // edge noise, not counted
/// comparison.passes(maxDiffPixels: 10)   // false on a size mismatch
/// comparison.mask                        // faded copy, red changes, yellow AA
/// ```
///
/// Images of different sizes are not aligned or cropped: see
/// ``PixelComparison/sizeMismatch``.
public struct PixelMatch: Hashable, Sendable {
    /// How different two colours must look to count, from 0 (any change) to 1
    /// (nothing counts). A pixel differs when its ``perceivedDifference(_:_:)``
    /// exceeds ``maximumPerceivedDifference`` × threshold². This is a distance
    /// per pixel, not a share of pixels: tolerate a number of pixels with
    /// ``PixelComparison/passes(maxDiffPixels:maxDiffRatio:)``.
    public var threshold: Double
    /// Whether anti-aliased pixels count as different. When `false` (the
    /// default) a differing pixel is anti-aliasing, and not counted, if in
    /// either image:
    /// - at most two of its eight neighbours (a pixel on the image's border
    ///   counts one more) have exactly its brightness;
    /// - it has both a darker and a brighter neighbour;
    /// - and its darkest or its brightest neighbour has at least three
    ///   identical neighbours of its own, in both images (it lies in a flat
    ///   area on one side of the edge).
    public var includeAntiAliasing: Bool
    /// How strongly the expected image shows through in the mask, from 0 (white)
    /// to 1 (its full brightness, in grey).
    public var alpha: Double
    /// The mask's colour for pixels that differ.
    public var diffColor: RasterImage.Pixel
    /// The mask's colour for differing pixels taken for anti-aliasing.
    public var antiAliasedColor: RasterImage.Pixel
    /// When set, the mask's colour for differing pixels where the actual image
    /// is darker than the expected one (ink added on a light background), so
    /// that added and removed marks look different; `nil` uses ``diffColor``.
    public var darkerDiffColor: RasterImage.Pixel?

    /// 35215: the largest ``perceivedDifference(_:_:)`` of any two colours
    /// (red against cyan), which `threshold` scales.
    public static let maximumPerceivedDifference: Double = 35215

    /// A comparison with the given settings; the defaults are pixelmatch's.
    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, alpha: Double = 0.1,
                diffColor: RasterImage.Pixel = RasterImage.Pixel(red: 255, green: 0, blue: 0),
                antiAliasedColor: RasterImage.Pixel = RasterImage.Pixel(red: 255, green: 255, blue: 0),
                darkerDiffColor: RasterImage.Pixel? = nil) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.alpha = alpha
        self.diffColor = diffColor
        self.antiAliasedColor = antiAliasedColor
        self.darkerDiffColor = darkerDiffColor
    }

    /// The perceived difference between two colours, each blended with white
    /// by its alpha first: `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` in NTSC YIQ
    /// space. 0 for equal colours, at most ``maximumPerceivedDifference``.
    ///
    /// ```swift
    /// // Greys differ in brightness only: Y of (g, g, g) is g, I and Q are 0.
    /// PixelMatch.perceivedDifference(.white, RasterImage.Pixel(red: 230, green: 230, blue: 230))
    /// // 0.5053 × 25² ≈ 315.8
    /// ```
    public static func perceivedDifference(_ first: RasterImage.Pixel, _ second: RasterImage.Pixel) -> Double {
        let one = YIQ(blending: first), two = YIQ(blending: second)
        return abs(YIQ.signedDifference(from: one, to: two))
    }

    /// Compares `actual` with `expected`, pixel by pixel.
    ///
    /// Never traps. When the sizes differ, every pixel of the union of the two
    /// sizes counts as different (see ``PixelComparison/sizeMismatch``).
    public func compare(_ expected: RasterImage, _ actual: RasterImage) -> PixelComparison {
        let sameSize = expected.width == actual.width && expected.height == actual.height
        let maskWidth = max(expected.width, actual.width)
        let maskHeight = max(expected.height, actual.height)
        let overlapWidth = min(expected.width, actual.width)
        let overlapHeight = min(expected.height, actual.height)
        let maxDelta = Self.maximumPerceivedDifference * threshold * threshold
        var counts = (different: 0, antiAliased: 0)

        var maskBytes = [UInt8](repeating: 255, count: maskWidth * maskHeight * 4)
        expected.pixels.withUnsafeBytes { expectedBytes in
            actual.pixels.withUnsafeBytes { actualBytes in
                maskBytes.withUnsafeMutableBytes { maskPointer in
                    let one = PixelGrid(bytes: expectedBytes, rowLength: expected.width,
                                        width: overlapWidth, height: overlapHeight)
                    let two = PixelGrid(bytes: actualBytes, rowLength: actual.width,
                                        width: overlapWidth, height: overlapHeight)
                    let mask = MaskWriter(bytes: maskPointer, rowLength: maskWidth)
                    counts = compareOverlap(one, two, maxDelta: maxDelta, into: mask)
                    if !sameSize {
                        paintOutsideOverlap(mask, overlapWidth: overlapWidth, overlapHeight: overlapHeight,
                                            width: maskWidth, height: maskHeight)
                    }
                }
            }
        }

        let mask = RasterImage(width: maskWidth, height: maskHeight, pixels: maskBytes)
            ?? RasterImage(width: maskWidth, height: maskHeight, fill: diffColor)
        if sameSize {
            return PixelComparison(differentPixels: counts.different, antiAliasedPixels: counts.antiAliased,
                                   totalPixels: maskWidth * maskHeight, sizeMismatch: nil, mask: mask)
        }
        let mismatch = PixelComparison.SizeMismatch(
            expected: PixelComparison.Size(width: expected.width, height: expected.height),
            actual: PixelComparison.Size(width: actual.width, height: actual.height))
        return PixelComparison(differentPixels: maskWidth * maskHeight, antiAliasedPixels: 0,
                               totalPixels: maskWidth * maskHeight, sizeMismatch: mismatch, mask: mask)
    }

    /// Compares the pixels the two grids share and paints them into the mask.
    private func compareOverlap(_ expected: PixelGrid, _ actual: PixelGrid, maxDelta: Double,
                                into mask: MaskWriter) -> (different: Int, antiAliased: Int) {
        var different = 0, antiAliased = 0
        let fade = min(max(alpha, 0), 1)
        // Diagrams are mostly runs of one colour: remember the last faded grey.
        var fadedWord = expected.width > 0 && expected.height > 0 ? expected.word(0, 0) : 0
        var faded = expected.width > 0 && expected.height > 0 ? expected.fadedGrey(at: 0, fade: fade) : 255
        var previousRowAlike = false
        for y in 0..<expected.height {
            // Most rows of a diagram are drawn alike in both images and repeat the row above: such a
            // row has no pixel to count, and its mask row is the one above, when that was alike too.
            let rowAlike = expected.row(y, equals: actual, row: y)
            if rowAlike, previousRowAlike, expected.row(y, equals: expected, row: y - 1) {
                mask.copyRow(y - 1, to: y, width: expected.width)
                continue
            }
            previousRowAlike = rowAlike
            for x in 0..<expected.width {
                let expectedOffset = expected.offset(x, y)
                let word = expected.word(at: expectedOffset)
                // The fast path: equal RGBA words need no colour arithmetic.
                if word != actual.word(at: actual.offset(x, y)) {
                    let delta = YIQ.signedDifference(from: expected.yiq(x, y), to: actual.yiq(x, y))
                    if abs(delta) > maxDelta {
                        if !includeAntiAliasing
                            && (AntiAliasing.isAntiAliased(x, y, in: expected, other: actual)
                                || AntiAliasing.isAntiAliased(x, y, in: actual, other: expected)) {
                            antiAliased += 1
                            mask.paint(x, y, antiAliasedColor)
                        } else {
                            different += 1
                            mask.paint(x, y, delta < 0 ? (darkerDiffColor ?? diffColor) : diffColor)
                        }
                        continue
                    }
                }
                if word != fadedWord {
                    fadedWord = word
                    faded = expected.fadedGrey(at: expectedOffset, fade: fade)
                }
                mask.paint(x, y, grey: faded)
            }
        }
        return (different, antiAliased)
    }

    /// Paints the pixels that only one image covers.
    private func paintOutsideOverlap(_ mask: MaskWriter, overlapWidth: Int, overlapHeight: Int,
                                     width: Int, height: Int) {
        for y in 0..<height {
            for x in (y < overlapHeight ? overlapWidth : 0)..<width {
                mask.paint(x, y, diffColor)
            }
        }
    }
}

/// Where the mask's pixels go: an opaque RGBA buffer `rowLength` pixels wide.
struct MaskWriter {
    let bytes: UnsafeMutableRawBufferPointer
    let rowLength: Int

    @inline(__always)
    func paint(_ x: Int, _ y: Int, _ color: RasterImage.Pixel) {
        let offset = (y &* rowLength &+ x) &* 4
        bytes[offset] = color.red
        bytes[offset &+ 1] = color.green
        bytes[offset &+ 2] = color.blue
        bytes[offset &+ 3] = 255
    }

    /// Copies the first `width` pixels of row `source` into row `destination`.
    func copyRow(_ source: Int, to destination: Int, width: Int) {
        guard width > 0, let base = bytes.baseAddress else { return }
        memcpy(base + destination * rowLength * 4, base + source * rowLength * 4, width * 4)
    }

    @inline(__always)
    func paint(_ x: Int, _ y: Int, grey: UInt8) {
        let offset = (y &* rowLength &+ x) &* 4
        bytes[offset] = grey
        bytes[offset &+ 1] = grey
        bytes[offset &+ 2] = grey
        bytes[offset &+ 3] = 255
    }
}
