import CLayoutDiagramCairo
import Foundation
import LayoutDiagram
@testable import LayoutDiagramCairo
import Testing

/// Our PNG writer (zlib, Up filter, strips deflated in parallel) gives the pixels Cairo's own writer gives.
@Suite struct PNGWriterTests {
    /// A `width` × `height` image of pseudo-random pixels; with `translucent`, every fifth pixel is partly transparent.
    private func image(width: Int, height: Int, translucent: Bool) -> RasterImage {
        var image = RasterImage(width: width, height: height, fill: .white)
        var seed: UInt32 = 2024
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let alpha: UInt8 = translucent && (x + y) % 5 == 0 ? UInt8(truncatingIfNeeded: seed >> 3) : 255
                image[x, y] = RasterImage.Pixel(red: UInt8(truncatingIfNeeded: seed >> 8),
                                                green: UInt8(truncatingIfNeeded: seed >> 16),
                                                blue: UInt8(truncatingIfNeeded: seed >> 24), alpha: alpha)
            }
        }
        return image
    }

    @Test(arguments: [(37, 23, false), (37, 23, true), (50, PNGWriter.stripRows * 2 + 7, false),
                      (50, PNGWriter.stripRows + 1, true), (1, 1, true)])
    func theSamePixelsAsCairosWriter(width: Int, height: Int, translucent: Bool) throws {
        // Several strips (rows past stripRows) are joined into one zlib stream; libpng checks its Adler-32.
        let surface = try ImageSurface(image(width: width, height: height, translucent: translucent))
        let ours = try surface.pngData(), cairos = try surface.cairoPNGData()
        #expect(try PNGCodec.decode(ours) == PNGCodec.decode(cairos))
        // Opaque images are written as RGB (colour type 2), others as RGBA (6): byte 25 of the file.
        #expect(ours[25] == (translucent ? 6 : 2))
    }

    @Test func pixelsArePremultipliedAndBackWithCairosRounding() throws {
        var image = RasterImage(width: 2, height: 1, fill: .transparent)
        image[0, 0] = RasterImage.Pixel(red: 128, green: 64, blue: 0, alpha: 128)
        let surface = try ImageSurface(image)
        let words = try #require(cairo_image_surface_get_data(surface.pointer))
            .withMemoryRebound(to: UInt32.self, capacity: 2) { [$0[0], $0[1]] }
        // Red: t = 128 × 128 + 0x80 = 16512, (16512 + 16512 >> 8) >> 8 = 16576 >> 8 = 64 = 0x40.
        // Green: t = 128 × 64 + 0x80 = 8320, (8320 + 32) >> 8 = 32 = 0x20. Transparent is 0.
        #expect(words == [0x80_40_20_00, 0])
        // Back: (0x40 × 255 + 128 / 2) / 128 = 128 and (0x20 × 255 + 64) / 128 = 64.25, so 64.
        #expect(try surface.rasterImage()[0, 0] == image[0, 0])
        #expect(try surface.rasterImage()[1, 0] == .transparent)
        // A colour above its alpha (not a valid premultiplied word) is clamped: 0x20 × 255 / 0x10 = 510 → 255.
        try #require(cairo_image_surface_get_data(surface.pointer))
            .withMemoryRebound(to: UInt32.self, capacity: 2) { $0[1] = 0x10_20_00_08 }
        cairo_surface_mark_dirty(surface.pointer)
        // Blue: (8 × 255 + 8) / 16 = 128.
        #expect(try surface.rasterImage()[1, 0] == RasterImage.Pixel(red: 255, green: 0, blue: 128, alpha: 16))
    }

    @Test func theBytesDoNotDependOnTheMachine() throws {
        // Strips are a fixed number of rows, not one per core: the same image, the same file.
        let surface = try ImageSurface(image(width: 64, height: PNGWriter.stripRows * 3, translucent: false))
        let first = try surface.pngData()
        for _ in 0..<3 { #expect(try surface.pngData() == first) }
    }
}
