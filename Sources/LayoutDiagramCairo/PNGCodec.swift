import Foundation
import LayoutDiagram

/// Reads and writes PNG files through Cairo (which uses libpng), so tests
/// and image comparison need no other image library.
///
/// ```swift
/// let image = try PNGCodec.decode(Data(contentsOf: url))   // straight RGBA, top row first
/// let png = try PNGCodec.encode(image)
/// try PNGCodec.decode(png) == image                        // true when the image is opaque
/// ```
///
/// Cairo keeps pixels premultiplied by alpha in 8 bits, so a translucent
/// pixel can come back a step off in a colour channel; opaque and fully
/// transparent pixels round-trip exactly. Fully transparent pixels decode
/// as `(0, 0, 0, 0)`. An opaque image is written as RGB without alpha.
public enum PNGCodec {
    /// The pixels of a PNG file. Any PNG libpng reads: grey, palette and
    /// 16-bit images are converted to 8-bit RGBA.
    ///
    /// The size in the header is checked against the renderer's limits
    /// before any pixel memory is allocated, so a small file claiming a huge
    /// image is rejected at once.
    ///
    /// - Throws: ``CairoRenderError/invalidImageSize(width:height:limit:)``
    ///   for an image beyond ``CairoRenderer/maxPixelSide`` or
    ///   ``CairoRenderer/maxPixelCount``;
    ///   ``CairoRenderError/cairo(operation:status:message:)`` when the data
    ///   is not a PNG or is truncated.
    public static func decode(_ data: Data) throws -> RasterImage {
        if let size = headerSize(data) {
            let limit: String?
            if size.width > CairoRenderer.maxPixelSide || size.height > CairoRenderer.maxPixelSide {
                limit = "each side must be at most \(CairoRenderer.maxPixelSide) pixels (Cairo's limit)"
            } else if size.width * size.height > CairoRenderer.maxPixelCount {
                limit = "the image must have at most \(CairoRenderer.maxPixelCount) pixels"
            } else {
                limit = nil
            }
            if let limit {
                throw CairoRenderError.invalidImageSize(width: Double(size.width), height: Double(size.height),
                                                        limit: limit)
            }
        }
        return try ImageSurface.decodingPNG(data).rasterImage()
    }

    /// The width and height in a PNG's header (the signature, then the
    /// `IHDR` chunk: length, type, width, height); `nil` when the data does
    /// not start so, which the decoder then reports.
    static func headerSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func uint32(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (uint32(at: 16), uint32(at: 20))
    }

    /// A PNG file holding `image`.
    ///
    /// - Throws: ``CairoRenderError/invalidImageSize(width:height:limit:)``
    ///   for an image with no pixels or a side above
    ///   ``CairoRenderer/maxPixelSide``, or a Cairo error.
    public static func encode(_ image: RasterImage) throws -> Data {
        guard image.width >= 1, image.height >= 1 else {
            throw CairoRenderError.invalidImageSize(width: Double(image.width), height: Double(image.height),
                                                    limit: "each side must be at least 1 pixel")
        }
        guard image.width <= CairoRenderer.maxPixelSide, image.height <= CairoRenderer.maxPixelSide else {
            throw CairoRenderError.invalidImageSize(
                width: Double(image.width), height: Double(image.height),
                limit: "each side must be at most \(CairoRenderer.maxPixelSide) pixels (Cairo's limit)")
        }
        return try ImageSurface(image).pngData()
    }
}
