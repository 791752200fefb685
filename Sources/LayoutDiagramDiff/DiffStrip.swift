import LayoutDiagram

/// Expected, mask and actual side by side, for a reviewer to read at a glance.
///
/// The three images are placed left to right, top-aligned, `gap` pixels
/// apart. The strip is as wide as the three widths plus two gaps and as tall
/// as the tallest image; the gaps and the space below shorter images are
/// `background`. Pixels are copied as they are, alpha included.
///
/// ```swift
/// let comparison = PixelMatch().compare(expected, actual)
/// let strip = diffStrip(expected: expected, actual: actual, comparison: comparison)
/// // 100×80 images, 4-px gaps: 100 + 4 + 100 + 4 + 100 = 308 × 80
/// ```
public func diffStrip(expected: RasterImage, actual: RasterImage, comparison: PixelComparison,
                      gap: Int = 4, background: RasterImage.Pixel = diffStripBackground) -> RasterImage {
    let gap = max(gap, 0)
    let panels = [expected, comparison.mask, actual]
    let width = panels.reduce(0) { $0 + $1.width } + 2 * gap
    let height = panels.map(\.height).max() ?? 0
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    var left = 0
    bytes.withUnsafeMutableBytes { target in
        let word = UInt32(background.red) | UInt32(background.green) << 8 | UInt32(background.blue) << 16
            | UInt32(background.alpha) << 24
        for index in stride(from: 0, to: target.count, by: 4) {
            target.storeBytes(of: word.littleEndian, toByteOffset: index, as: UInt32.self)
        }
        for panel in panels {
            panel.pixels.withUnsafeBytes { source in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                let rowBytes = panel.width * 4
                for row in 0..<panel.height {
                    (to + (row * width + left) * 4).copyMemory(from: from + row * rowBytes, byteCount: rowBytes)
                }
            }
            left += panel.width + gap
        }
    }
    return RasterImage(width: width, height: height, pixels: bytes)
        ?? RasterImage(width: width, height: height, fill: background)
}

/// The strip's gaps and padding: a neutral mid grey, apart from both a white
/// diagram background and the mask's red and yellow.
public let diffStripBackground = RasterImage.Pixel(red: 128, green: 128, blue: 128)
