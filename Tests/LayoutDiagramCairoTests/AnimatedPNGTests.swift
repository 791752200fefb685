import Foundation
import LayoutDiagram
import Testing
@testable import LayoutDiagramCairo

/// Animated PNGs: written frame by frame with only what changed, read back as a viewer shows them.
@Suite struct AnimatedPNGTests {
    /// A 6 × 4 image of `fill`, with the pixel at (`x`, 1) red.
    private func image(_ fill: RasterImage.Pixel, red x: Int) -> RasterImage {
        var image = RasterImage(width: 6, height: 4, fill: fill)
        image[x, 1] = RasterImage.Pixel(red: 255, green: 0, blue: 0)
        return image
    }

    @Test func framesRoundTripAndOnlyWhatChangedIsWritten() throws {
        let frames = [image(.white, red: 0), image(.white, red: 3), image(.white, red: 3), image(.white, red: 5)]
        var writer = AnimatedPNG.Writer(frameCount: frames.count, framesPerSecond: 8)
        for frame in frames { try writer.append(frame) }
        let data = try writer.finish()
        #expect(AnimatedPNG.isAnimated(data))
        let decoded = try AnimatedPNG.decode(data)
        #expect(decoded.map(\.image) == frames)
        #expect(decoded.allSatisfy { $0.delay == 0.125 })   // 1/8 s
        // Frame 1 differs from frame 0 at (0, 1) and (3, 1): a 4 × 1 region; frame 2 is the same: one pixel.
        let chunks = try PNGChunk.chunks(of: data)
        let controls = chunks.filter { $0.type == "fcTL" }.map { Array($0.data[4..<20]) }
        let size = { (bytes: [UInt8]) in (PNGChunk.uint32(bytes, 0), PNGChunk.uint32(bytes, 4), PNGChunk.uint32(bytes, 8)) }
        #expect(controls.map(size).map { [$0.0, $0.1, $0.2] } == [[6, 4, 0], [4, 1, 0], [1, 1, 0], [3, 1, 3]])
        // A viewer without APNG shows frame 0: libpng reads the IDAT.
        #expect(try PNGCodec.decode(data) == frames[0])
    }

    @Test func translucentFramesNeedAnAlphaChannel() throws {
        let frames = [image(.transparent, red: 0), image(.transparent, red: 2)]
        var opaque = AnimatedPNG.Writer(frameCount: 2, framesPerSecond: 1)
        #expect(throws: CairoRenderError.self) { try opaque.append(frames[0]) }
        var writer = AnimatedPNG.Writer(frameCount: 2, framesPerSecond: 1, alpha: true)
        for frame in frames { try writer.append(frame) }
        #expect(try AnimatedPNG.decode(try writer.finish()).map(\.image) == frames)
    }

    @Test func aStillPNGDecodesToOneFrameAndBadInputIsRefused() throws {
        let still = try PNGCodec.encode(image(.white, red: 1))
        #expect(!AnimatedPNG.isAnimated(still))
        #expect(try AnimatedPNG.decode(still).map(\.image) == [image(.white, red: 1)])
        #expect(throws: CairoRenderError.self) { try AnimatedPNG.decode(Data("not a png".utf8)) }
        var writer = AnimatedPNG.Writer(frameCount: 1, framesPerSecond: 1)
        #expect(throws: CairoRenderError.self) { try writer.finish() }   // no frame added
        try writer.append(image(.white, red: 0))
        #expect(throws: CairoRenderError.self) { try writer.append(image(.white, red: 0)) }   // one too many
    }
}
