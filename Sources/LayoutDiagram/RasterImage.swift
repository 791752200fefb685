/// A decoded bitmap: 8-bit sRGB red, green, blue and alpha per pixel, not
/// premultiplied, rows top to bottom with no padding.
///
/// Renderers that write bitmaps can decode their output into this, and
/// image comparison works on it, so neither needs the other's pixel format.
///
/// ```swift
/// var image = RasterImage(width: 2, height: 1, fill: .white)
/// image[1, 0] = RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
/// image.pixels.count   // 8
/// ```
public struct RasterImage: Hashable, Sendable {
    /// One pixel's channels.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// The red, green and blue components and the opacity, each 0 to 255 (255 is opaque).
        public var red, green, blue, alpha: UInt8

        /// A pixel of the given components, opaque by default.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// The colour, opaque; its opacity becomes the alpha channel.
        public init(_ color: DiagramColor) {
            self.init(red: color.red, green: color.green, blue: color.blue,
                      alpha: UInt8((color.opacity * 255).rounded()))
        }

        /// `#rrggbbaa`.
        public var description: String {
            "#" + [red, green, blue, alpha].map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
        }
    }

    /// The image's width, in pixels.
    public let width: Int
    /// The image's height, in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row. Set
    /// only through the initialisers and the pixel subscript, so the count
    /// always matches the size (the comparison reads rows through pointers).
    public private(set) var pixels: [UInt8]

    /// An image of `width × height` pixels from raw RGBA bytes; `nil` when the
    /// sizes are negative or the byte count is not `width × height × 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, fill: Pixel) {
        self.width = Swift.max(width, 0)
        self.height = Swift.max(height, 0)
        pixels = Array(repeating: 0, count: self.width * self.height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.red
            pixels[index + 1] = fill.green
            pixels[index + 2] = fill.blue
            pixels[index + 3] = fill.alpha
        }
    }

    /// The pixel at column `x`, row `y`; both must be in range.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let index = (y * width + x) * 4
            return Pixel(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let index = (y * width + x) * 4
            pixels[index] = newValue.red
            pixels[index + 1] = newValue.green
            pixels[index + 2] = newValue.blue
            pixels[index + 3] = newValue.alpha
        }
    }
}

extension RasterImage.Pixel {
    /// Opaque white.
    public static let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)
    /// Fully transparent black.
    public static let transparent = RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
}
