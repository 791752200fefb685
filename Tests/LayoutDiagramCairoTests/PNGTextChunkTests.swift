import Foundation
import LayoutDiagram
@testable import LayoutDiagramCairo
import Testing

@Suite struct PNGTextChunkTests {
    @Test func crcMatchesThePNGSpecificationsCheckValue() {
        // The standard CRC-32 check value: crc32("123456789") = 0xCBF43926.
        #expect(PNGTextChunk.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        // IEND's CRC, as every PNG file ends: AE 42 60 82.
        #expect(PNGTextChunk.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func renderedPNGsNameTheCairoVersionAndStillDecode() throws {
        let scene = DiagramScene(title: "t", summary: "s", bounds: DiagramRect(x: 0, y: 0, width: 10, height: 10),
                                 padding: 0, nodes: [])
        let png = try CairoRenderer(options: .init(scale: 1)).render(scene)
        #expect(PNGTextChunk.entries(in: png) == ["Software": "layout-diagram, Cairo \(CairoRenderer.cairoVersion)"])
        let image = try PNGCodec.decode(png)
        #expect(image.width == 10 && image.height == 10)
    }

    @Test func entriesRoundTripAndBadKeywordsAreRejected() throws {
        let image = RasterImage(width: 2, height: 2, fill: .white)
        let png = try PNGCodec.encode(image)
        let tagged = try PNGTextChunk.inserting(["Comment": "é & ü", "Author": "me"], into: png)
        #expect(PNGTextChunk.entries(in: tagged) == ["Comment": "é & ü", "Author": "me"])
        #expect(try PNGCodec.decode(tagged) == image)
        #expect(throws: CairoRenderError.self) { try PNGTextChunk.inserting(["": "x"], into: png) }
        #expect(throws: CairoRenderError.self) { try PNGTextChunk.inserting(["a": "x"], into: Data("nope".utf8)) }
        #expect(PNGTextChunk.entries(in: Data([0x89, 0x50])).isEmpty)
    }
}
