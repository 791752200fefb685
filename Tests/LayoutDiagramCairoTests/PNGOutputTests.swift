import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import Testing

/// The PNG file itself: header, determinism, decoding, and the checks made
/// before anything is drawn.
@Suite struct PNGOutputTests {
    static let scene = TestScenes.scene(width: 60, height: 30, padding: 10, [
        TestScenes.rect(.sectionBounds, 0, 0, 60, 30),
        TestScenes.rect(.cell, 5, 5, 20, 20, opacity: 0.35),
        TestScenes.text("0·1", x: 40, y: 19, anchor: .middle, fontSize: 11),
    ])

    /// The big-endian 32-bit number at `offset`.
    static func uint32(_ data: Data, at offset: Int) -> Int {
        data.dropFirst(offset).prefix(4).reduce(0) { $0 << 8 | Int($1) }
    }

    @Test(arguments: [(1.0, 80, 50), (2.0, 160, 100), (1.5, 120, 75), (0.3, 24, 15)])
    func theHeaderHasTheSignatureAndTheSize(scale: Double, width: Int, height: Int) throws {
        let png = try CairoRenderer(options: .init(scale: scale)).render(Self.scene)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        // 80×50 points (60×30 plus 10 on each side) × scale.
        #expect(Self.uint32(png, at: 16) == width)
        #expect(Self.uint32(png, at: 20) == height)
    }

    @Test func aFractionalSizeIsRoundedUp() throws {
        let scene = TestScenes.scene(width: 100.3, height: 20.25, [])
        let png = try CairoRenderer(options: .init(scale: 2)).render(scene)
        // 200.6 → 201, 40.5 → 41.
        #expect(Self.uint32(png, at: 16) == 201 && Self.uint32(png, at: 20) == 41)
    }

    @Test func theSizeIsTheOneTheSVGWrites() throws {
        // The SVG writes width="100" for 100.00001 (numbers are rounded to 1/10000), and an SVG viewer
        // makes a 100-pixel image of it, not 101.
        let scene = TestScenes.scene(width: 100.00001, height: 20, [])
        let png = try CairoRenderer(options: .init(scale: 1)).render(scene)
        #expect(Self.uint32(png, at: 16) == 100 && Self.uint32(png, at: 20) == 20)
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let renderer = CairoRenderer()
        #expect(try renderer.render(Self.scene) == renderer.render(Self.scene))
    }

    @Test func renderingOnSeveralThreadsAtOnceGivesTheSameBytes() async throws {
        let renderer = CairoRenderer()
        let expected = try renderer.render(Self.scene)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try renderer.render(Self.scene) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
    }

    @Test func rasterizeGivesTheDecodedPixelsOfRender() throws {
        var theme = DiagramTheme.light
        theme.background = nil  // so that translucent pixels go through the PNG too
        let renderer = CairoRenderer(options: .init(theme: theme, scale: 2))
        #expect(try PNGCodec.decode(renderer.render(Self.scene)) == renderer.rasterize(Self.scene))
    }

    @Test func anOpaqueImageSurvivesEncodingAndDecoding() throws {
        var image = RasterImage(width: 37, height: 23, fill: .white)
        var seed: UInt32 = 12345
        for y in 0..<image.height {
            for x in 0..<image.width {
                seed = seed &* 1_103_515_245 &+ 12345
                image[x, y] = RasterImage.Pixel(red: UInt8(truncatingIfNeeded: seed >> 8),
                                                green: UInt8(truncatingIfNeeded: seed >> 16),
                                                blue: UInt8(truncatingIfNeeded: seed >> 24))
            }
        }
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test func translucentPixelsSurviveWithinAStep() throws {
        var image = RasterImage(width: 4, height: 1, fill: .transparent)
        image[1, 0] = RasterImage.Pixel(red: 200, green: 100, blue: 7, alpha: 128)
        image[2, 0] = RasterImage.Pixel(red: 255, green: 0, blue: 90, alpha: 3)
        image[3, 0] = RasterImage.Pixel(red: 10, green: 20, blue: 30, alpha: 255)
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(decoded[0, 0] == .transparent)
        #expect(decoded[1, 0].isClose(to: image[1, 0]))
        #expect(decoded[2, 0].alpha == 3)  // at alpha 3 the colour keeps only a few levels
        #expect(decoded[3, 0] == image[3, 0])
    }

    @Test func dataThatIsNotAPNGIsRejected() throws {
        #expect(throws: CairoRenderError.self) { try PNGCodec.decode(Data("not a png".utf8)) }
        let png = try CairoRenderer().render(Self.scene)
        #expect(throws: CairoRenderError.self) { try PNGCodec.decode(png.prefix(png.count / 2)) }
    }

    @Test func aHeaderClaimingAHugeImageIsRejectedBeforeDecoding() throws {
        // A real 80×50 PNG with the IHDR width and height bytes (16–23) rewritten; the CRC no longer
        // matches, but the size is checked before libpng reads anything.
        let png = try CairoRenderer(options: .init(scale: 1)).render(Self.scene)
        func claiming(_ width: UInt32, _ height: UInt32) -> Data {
            var data = png
            let size = withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init)
            for (index, byte) in size.enumerated() {
                data[16 + index] = byte
            }
            return data
        }
        #expect(throws: CairoRenderError.invalidImageSize(
            width: 40_000, height: 10, limit: "each side must be at most 32767 pixels (Cairo's limit)")) {
            try PNGCodec.decode(claiming(40_000, 10))
        }
        #expect(throws: CairoRenderError.invalidImageSize(
            width: 20_000, height: 20_000, limit: "the image must have at most 100000000 pixels")) {
            try PNGCodec.decode(claiming(20_000, 20_000))
        }
    }

    @Test func anEmptyImageCannotBeEncoded() {
        #expect(throws: CairoRenderError.invalidImageSize(
            width: 0, height: 3, limit: "each side must be at least 1 pixel")) {
            try PNGCodec.encode(RasterImage(width: 0, height: 3, fill: .white))
        }
    }

    @Test(arguments: [0, -1, .nan, .infinity, 100, 8.001])
    func aScaleOutOfRangeIsRejected(scale: Double) {
        #expect {
            try CairoRenderer(options: .init(scale: scale)).render(Self.scene)
        } throws: { error in
            guard case CairoRenderError.invalidScale(let value) = error else { return false }
            return value.isNaN ? scale.isNaN : value == scale
        }
    }

    @Test func theLargestScaleIsAccepted() throws {
        let image = try CairoRenderer(options: .init(scale: CairoRenderer.maxScale)).rasterize(Self.scene)
        #expect(image.width == 640 && image.height == 400)
    }

    @Test func anImageTooWideIsRejectedBeforeAnythingIsDrawn() throws {
        // 40000 × 1 pixels exceeds Cairo's 32767. The font path is broken on purpose: the size is checked
        // first, so the error is about the size.
        let scene = TestScenes.scene(width: 40_000, height: 10, [TestScenes.rect(.cell, 0, 0, 10, 10)])
        let renderer = CairoRenderer(options: .init(scale: 1, fontPath: "/nonexistent/font.ttf"))
        #expect(throws: CairoRenderError.invalidImageSize(
            width: 40_000, height: 10, limit: "each side must be at most 32767 pixels (Cairo's limit)")) {
            try renderer.render(scene)
        }
        let error = CairoRenderError.invalidImageSize(
            width: 40_000, height: 10, limit: "each side must be at most 32767 pixels (Cairo's limit)")
        #expect(error.description
                == "PNG image of 40000×10 pixels is not allowed: each side must be at most 32767 pixels (Cairo's limit)")
    }

    @Test func anImageWithTooManyPixelsIsRejected() {
        // 16000 × 2 = 32000 pixels a side is allowed, but 32000² = 1.024 billion pixels is not.
        let scene = TestScenes.scene(width: 16_000, height: 16_000, [])
        #expect(throws: CairoRenderError.invalidImageSize(
            width: 32_000, height: 32_000, limit: "the image must have at most 100000000 pixels")) {
            try CairoRenderer(options: .init(scale: 2)).render(scene)
        }
    }

    @Test func anEmptySceneIsRejected() {
        let scene = TestScenes.scene(width: 0, height: 0, [])
        #expect(throws: CairoRenderError.invalidImageSize(
            width: 0, height: 0, limit: "each side must be at least 1 pixel")) {
            try CairoRenderer().render(scene)
        }
    }

    @Test func anInvalidSceneIsRejectedByItsValidation() {
        var scene = Self.scene
        scene.nodes[1].id = scene.nodes[0].id
        #expect(throws: DiagramSceneError.duplicateNodeID("s0")) { try CairoRenderer().render(scene) }
    }

    @Test func aMissingFontFileIsAFontError() {
        let renderer = CairoRenderer(options: .init(fontPath: "/nonexistent/font.ttf"))
        #expect {
            try renderer.render(Self.scene)
        } throws: { error in
            guard case CairoRenderError.font(let path, let code, _) = error else { return false }
            return path == "/nonexistent/font.ttf" && code == 1  // FT_Err_Cannot_Open_Resource
        }
    }

    @Test func aFileThatIsNotAFontIsAFontError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf").path
        try Data("plain text".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: CairoRenderError.self) { try CairoRenderer(options: .init(fontPath: path)).render(Self.scene) }
    }

    @Test func theCairoVersionIsReported() {
        #expect(CairoRenderer.cairoVersion.split(separator: ".").count == 3)
    }
}
