import Foundation
import LayoutDiagram

/// Writes and reads animated PNGs (APNG: the PNG extension with `acTL`, `fcTL` and `fdAT` chunks,
/// which browsers and GitHub show inline, and which a viewer without it shows as its first frame).
///
/// The ``Writer`` takes the frames' pixels one at a time and compresses each with the renderer's
/// own encoder (``CairoRenderer``'s: Up filter, igzip). Frame 0 covers the canvas; each later frame
/// covers only the rectangle where it differs from the one before (a frame equal to the one before
/// is one unchanged pixel), replacing what was there (`APNG_BLEND_OP_SOURCE`, `APNG_DISPOSE_OP_NONE`).
/// Every frame shows for `1/framesPerSecond` seconds, and the animation loops forever.
///
/// ```swift
/// var writer = AnimatedPNG.Writer(frameCount: 2, framesPerSecond: 12)
/// try writer.append(first)
/// try writer.append(second)
/// let apng = try writer.finish()
/// let frames = try AnimatedPNG.decode(apng)     // each frame's whole canvas, as a viewer shows it
/// ```
public enum AnimatedPNG {
    /// One frame as a viewer shows it.
    public struct Frame: Hashable, Sendable {
        /// The whole canvas at this frame.
        public let image: RasterImage
        /// How long the frame shows, in seconds.
        public let delay: Double
    }

    /// Builds an animated PNG frame by frame.
    public struct Writer {
        /// How many frames the animation will have (its `acTL` says so before the first).
        public let frameCount: Int
        /// Frames a second.
        public let framesPerSecond: Int
        /// Whether the frames are written with an alpha channel: needed when any pixel of any frame
        /// is not opaque (a transparent background). Without it, every pixel must be opaque.
        public let alpha: Bool
        private var file: [UInt8] = []
        private var previous: RasterImage?
        private var sequence: UInt32 = 0
        private var appended = 0

        /// A writer for `frameCount` frames of one size, `framesPerSecond` a second.
        public init(frameCount: Int, framesPerSecond: Int, alpha: Bool = false) {
            self.frameCount = frameCount
            self.framesPerSecond = framesPerSecond
            self.alpha = alpha
        }

        /// Adds the next frame.
        ///
        /// - Throws: ``CairoRenderError/invalidImageSize(width:height:limit:)`` for a frame of
        ///   another size than the first, or one too many; ``CairoRenderError/notAPNG`` for a
        ///   translucent pixel without ``alpha``; what the encoder throws.
        public mutating func append(_ image: RasterImage) throws(CairoRenderError) {
            guard appended < frameCount, let fps = UInt16(exactly: framesPerSecond), fps > 0 else {
                throw .invalidImageSize(width: Double(image.width), height: Double(image.height),
                                        limit: "an animation of \(frameCount) frames at \(framesPerSecond) a second")
            }
            if let previous, previous.width != image.width || previous.height != image.height {
                throw .invalidImageSize(width: Double(image.width), height: Double(image.height),
                                        limit: "every frame must be \(previous.width)×\(previous.height) pixels, as the first")
            }
            let region = previous.map { Self.changedRegion(from: $0, to: image) }
                ?? (x: 0, y: 0, width: image.width, height: image.height)
            let part = region.width == image.width && region.height == image.height ? image : Self.crop(image, region)
            let chunks = try PNGChunk.chunks(of: try ImageSurface(part).pngData(alpha: alpha))
            guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else { throw .notAPNG }
            guard header.data[9] == (alpha ? 6 : 2) else {   // RGBA or RGB, as every frame
                throw .invalidImageSize(width: Double(image.width), height: Double(image.height),
                                        limit: "frame \(appended) has translucent pixels, and the animation has no alpha channel")
            }
            if previous == nil {
                file = PNGChunk.signature + header.bytes
                file += PNGChunk(type: "acTL", data: PNGChunk.bigEndian(UInt32(frameCount)) + PNGChunk.bigEndian(UInt32(0))).bytes
            }
            // fcTL: sequence, width, height, x and y offsets, delay 1/fps, dispose none, blend source.
            let control = PNGChunk.bigEndian(sequence) + PNGChunk.bigEndian(UInt32(region.width))
                + PNGChunk.bigEndian(UInt32(region.height)) + PNGChunk.bigEndian(UInt32(region.x))
                + PNGChunk.bigEndian(UInt32(region.y)) + PNGChunk.bigEndian(UInt16(1)) + PNGChunk.bigEndian(fps) + [0, 0]
            file += PNGChunk(type: "fcTL", data: control).bytes
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if previous == nil {
                    file += chunk.bytes
                } else {
                    file += PNGChunk(type: "fdAT", data: PNGChunk.bigEndian(sequence) + chunk.data).bytes
                    sequence += 1
                }
            }
            previous = image
            appended += 1
        }

        /// The file, once every frame is added.
        ///
        /// - Throws: ``CairoRenderError/invalidImageSize(width:height:limit:)`` when fewer frames were
        ///   added than ``frameCount``.
        public func finish() throws(CairoRenderError) -> Data {
            guard appended == frameCount, frameCount > 0 else {
                throw .invalidImageSize(width: 0, height: 0, limit: "\(frameCount) frames were announced, \(appended) added")
            }
            return Data(file + PNGChunk(type: "IEND", data: []).bytes)
        }

        /// The smallest rectangle holding every pixel that differs between `old` and `new`; one pixel
        /// at the corner when none does (a frame must hold at least one).
        static func changedRegion(from old: RasterImage, to new: RasterImage) -> (x: Int, y: Int, width: Int, height: Int) {
            let width = new.width, rowBytes = width * 4
            var top = Int.max, bottom = -1, left = Int.max, right = -1
            old.pixels.withUnsafeBufferPointer { a in
                new.pixels.withUnsafeBufferPointer { b in
                    guard let a = a.baseAddress, let b = b.baseAddress else { return }
                    for y in 0..<new.height where memcmp(a + y * rowBytes, b + y * rowBytes, rowBytes) != 0 {
                        top = min(top, y)
                        bottom = y
                        let wordsA = UnsafeRawPointer(a + y * rowBytes).assumingMemoryBound(to: UInt32.self)
                        let wordsB = UnsafeRawPointer(b + y * rowBytes).assumingMemoryBound(to: UInt32.self)
                        var x = 0
                        while x < width, wordsA[x] == wordsB[x] { x += 1 }
                        left = min(left, x)
                        var end = width - 1
                        while end > x, wordsA[end] == wordsB[end] { end -= 1 }
                        right = max(right, end)
                    }
                }
            }
            guard bottom >= 0 else { return (0, 0, 1, 1) }
            return (left, top, right - left + 1, bottom - top + 1)
        }

        /// The pixels of `image` in `region`.
        static func crop(_ image: RasterImage, _ region: (x: Int, y: Int, width: Int, height: Int)) -> RasterImage {
            var pixels: [UInt8] = []
            pixels.reserveCapacity(region.width * region.height * 4)
            for y in region.y..<region.y + region.height {
                let start = (y * image.width + region.x) * 4
                pixels += image.pixels[start..<start + region.width * 4]
            }
            return RasterImage(width: region.width, height: region.height, pixels: pixels)!
        }
    }

    /// Whether `data` is an animated PNG: a PNG with an `acTL` chunk before its image data.
    public static func isAnimated(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(1 << 16))
        guard bytes.starts(with: PNGChunk.signature) else { return false }
        var offset = PNGChunk.signature.count
        while offset + 8 <= bytes.count {
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "acTL" { return true }
            if type == "IDAT" { return false }
            offset += 12 + Int(PNGChunk.uint32(bytes, offset))
        }
        return false
    }

    /// The frames of an animated PNG as a viewer shows them, each composed onto the canvas; a PNG
    /// without `acTL` gives its one image. Frames may cover part of the canvas and blend over it
    /// (`APNG_BLEND_OP_OVER`), and be disposed of to the background (transparent) or left.
    ///
    /// - Throws: ``CairoRenderError/notAPNG`` for a file that is not a PNG or whose animation
    ///   chunks are malformed; what ``PNGCodec/decode(_:)`` throws for a frame's image.
    public static func decode(_ data: Data) throws -> [Frame] {
        let chunks = try PNGChunk.chunks(of: data)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else { throw CairoRenderError.notAPNG }
        guard chunks.contains(where: { $0.type == "acTL" }) else { return [Frame(image: try PNGCodec.decode(data), delay: 0)] }
        // Chunks a frame's own file needs besides its header and data: palette, transparency, colour space.
        let shared = chunks.prefix { !["IDAT", "fdAT", "fcTL"].contains($0.type) }
            .filter { ["PLTE", "tRNS", "gAMA", "sRGB", "iCCP", "cHRM", "sBIT"].contains($0.type) }
        let width = Int(PNGChunk.uint32(header.data, 0)), height = Int(PNGChunk.uint32(header.data, 4))
        var canvas = RasterImage(width: width, height: height, fill: .transparent)
        var frames: [Frame] = []
        var control: [UInt8]?
        var pieces: [UInt8] = []
        func finish() throws {
            guard let fc = control else { return }
            guard fc.count == 26 else { throw CairoRenderError.notAPNG }
            let w = Int(PNGChunk.uint32(fc, 4)), h = Int(PNGChunk.uint32(fc, 8))
            let x = Int(PNGChunk.uint32(fc, 12)), y = Int(PNGChunk.uint32(fc, 16))
            let numerator = Double(UInt16(fc[20]) << 8 | UInt16(fc[21]))
            let denominator = Double(UInt16(fc[22]) << 8 | UInt16(fc[23]))
            let dispose = fc[24], blend = fc[25]
            guard w >= 1, h >= 1, x + w <= width, y + h <= height, dispose <= 2, blend <= 1 else {
                throw CairoRenderError.notAPNG
            }
            var frameHeader = header.data
            frameHeader.replaceSubrange(0..<8, with: fc[4..<12])
            var file = PNGChunk.signature + PNGChunk(type: "IHDR", data: frameHeader).bytes
            for chunk in shared { file += chunk.bytes }
            file += PNGChunk(type: "IDAT", data: pieces).bytes + PNGChunk(type: "IEND", data: []).bytes
            let image = try PNGCodec.decode(Data(file))
            let before = canvas
            var pixels = canvas.pixels
            for row in 0..<h where blend == 0 {
                let target = ((y + row) * width + x) * 4
                pixels.replaceSubrange(target..<target + w * 4, with: image.pixels[(row * w * 4)..<((row + 1) * w * 4)])
            }
            for row in 0..<h where blend == 1 {
                for column in 0..<w {
                    let target = ((y + row) * width + x + column) * 4, source = (row * w + column) * 4
                    let top = RasterImage.Pixel(red: image.pixels[source], green: image.pixels[source + 1],
                                                blue: image.pixels[source + 2], alpha: image.pixels[source + 3])
                    let result: RasterImage.Pixel
                    if top.alpha == 255 {
                        result = top
                    } else {
                        result = over(top, RasterImage.Pixel(red: pixels[target], green: pixels[target + 1],
                                                             blue: pixels[target + 2], alpha: pixels[target + 3]))
                    }
                    (pixels[target], pixels[target + 1], pixels[target + 2], pixels[target + 3])
                        = (result.red, result.green, result.blue, result.alpha)
                }
            }
            canvas = RasterImage(width: width, height: height, pixels: pixels)!
            frames.append(Frame(image: canvas, delay: numerator / (denominator == 0 ? 100 : denominator)))
            if dispose == 1 {
                for row in 0..<h {
                    for index in ((y + row) * width + x) * 4..<((y + row) * width + x + w) * 4 { pixels[index] = 0 }
                }
                canvas = RasterImage(width: width, height: height, pixels: pixels)!
            } else if dispose == 2 {
                canvas = before
            }
            control = nil
            pieces = []
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try finish()
                control = chunk.data
            case "IDAT":
                // Image data before any fcTL is a default image that is not a frame of the animation.
                if control != nil { pieces += chunk.data }
            case "fdAT":
                guard control != nil, chunk.data.count >= 4 else { throw CairoRenderError.notAPNG }
                pieces += chunk.data[4...]
            default:
                break
            }
        }
        try finish()
        return frames
    }

    /// `top` blended over `bottom` (straight alpha, 8 bits).
    private static func over(_ top: RasterImage.Pixel, _ bottom: RasterImage.Pixel) -> RasterImage.Pixel {
        if top.alpha == 255 || bottom.alpha == 0 { return top }
        if top.alpha == 0 { return bottom }
        let a = Double(top.alpha) / 255, b = Double(bottom.alpha) / 255 * (1 - a)
        let alpha = a + b
        func mix(_ t: UInt8, _ u: UInt8) -> UInt8 { UInt8(((Double(t) * a + Double(u) * b) / alpha).rounded()) }
        return RasterImage.Pixel(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
                                 blue: mix(top.blue, bottom.blue), alpha: UInt8((alpha * 255).rounded()))
    }
}
