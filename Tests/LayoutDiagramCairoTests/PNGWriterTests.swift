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

    @Test func theBytesDoNotDependOnTheMachine() throws {
        // Strips are a fixed number of rows, not one per core: the same image, the same file.
        let surface = try ImageSurface(image(width: 64, height: PNGWriter.stripRows * 3, translucent: false))
        let first = try surface.pngData()
        for _ in 0..<3 { #expect(try surface.pngData() == first) }
    }
}
