import LayoutDiagram

/// The result of ``PixelMatch/compare(_:_:)``: how many pixels differ, and a
/// mask that shows where. Only ``PixelMatch`` makes one, so it has no public initialiser.
///
/// ```swift
/// let comparison = PixelMatch().compare(expected, actual)
/// if !comparison.passes(maxDiffRatio: 0.001) {
///     print("\(comparison.differentPixels) of \(comparison.totalPixels) pixels differ")
/// }
/// ```
public struct PixelComparison: Hashable, Sendable {
    /// A width and a height in pixels.
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        /// The width, in pixels.
        public var width: Int
        /// The height, in pixels.
        public var height: Int

        /// `390×844`.
        public var description: String { "\(width)×\(height)" }
    }

    /// The two sizes, when they differ.
    public struct SizeMismatch: Hashable, Sendable {
        /// The expected (golden) image's size.
        public var expected: Size
        /// The actual image's size.
        public var actual: Size
    }

    /// Pixels that look different, anti-aliasing aside.
    public var differentPixels: Int
    /// Pixels that differ but were taken for anti-aliasing, and not counted in
    /// ``differentPixels`` (0 when ``PixelMatch/includeAntiAliasing`` is set).
    public var antiAliasedPixels: Int
    /// The pixels compared: width × height, or the union of the two sizes.
    public var totalPixels: Int
    /// Set when the images' sizes differ.
    ///
    /// Images of different sizes are not aligned, cropped or scaled: a diagram
    /// whose size changed is a different diagram, and guessing an alignment
    /// would hide that. So every pixel of the union of the two sizes
    /// (`max(widths) × max(heights)`) counts as different: ``differentPixels``
    /// equals ``totalPixels``, ``ratio`` is 1, ``antiAliasedPixels`` is 0, and
    /// ``passes(maxDiffPixels:maxDiffRatio:)`` is always false.
    ///
    /// The ``mask`` has the union size. To help find what else changed, the
    /// area both images cover (from the top-left corner) is still drawn as for
    /// equal sizes: faded, red and yellow. The rest, covered by one image
    /// only, is red.
    public var sizeMismatch: SizeMismatch?
    /// pixelmatch's diff image, opaque: the expected image in faded grey, with
    /// differing pixels in ``PixelMatch/diffColor`` (red) and anti-aliased ones
    /// in ``PixelMatch/antiAliasedColor`` (yellow).
    public var mask: RasterImage

    /// ``differentPixels`` over ``totalPixels``, from 0 to 1; 0 for empty images.
    public var ratio: Double {
        totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
    }

    /// Whether the images are alike within the given tolerances.
    ///
    /// - A size mismatch never passes.
    /// - Each limit that is given must hold: at most `maxDiffPixels` differing
    ///   pixels, a ``ratio`` of at most `maxDiffRatio`.
    /// - With neither limit, no pixel may differ.
    ///
    /// ```swift
    /// comparison.passes()                                        // differentPixels == 0
    /// comparison.passes(maxDiffPixels: 50)                       // differentPixels <= 50
    /// comparison.passes(maxDiffPixels: 50, maxDiffRatio: 0.01)   // both
    /// ```
    public func passes(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) -> Bool {
        if sizeMismatch != nil { return false }
        if maxDiffPixels == nil && maxDiffRatio == nil { return differentPixels == 0 }
        if let maxDiffPixels, differentPixels > maxDiffPixels { return false }
        if let maxDiffRatio, !(ratio <= maxDiffRatio) { return false }
        return true
    }
}
