import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramPipeline
import LayoutDiagramSnapshotTesting
import SnapshotTesting
import Testing

/// The PNG diffing and the failures, without reference files.
struct DiagramDiffingTests {
    /// The grid's diagram, as the strategy draws it.
    func diagram() throws -> Data {
        let strategy = Snapshotting<LayoutSolution, Data>.layoutDiagram()
        var drawn: Data?
        strategy.snapshot(try gridSolution()).run { drawn = $0 }
        return try #require(drawn)
    }

    /// `png` with a `side` × `side` black square at its top left.
    func blackened(_ png: Data, side: Int) throws -> Data {
        let image = try PNGCodec.decode(png)
        var pixels = image.pixels
        for y in 0..<side {
            for x in 0..<side {
                let start = (y * image.width + x) * 4
                pixels.replaceSubrange(start..<start + 4, with: [0, 0, 0, 255])
            }
        }
        let changed = try #require(RasterImage(width: image.width, height: image.height, pixels: pixels))
        return try PNGCodec.encode(changed)
    }

    @Test func otherBytesWithTheSamePixelsMatch() throws {
        let png = try diagram()
        let reencoded = try PNGCodec.encode(try PNGCodec.decode(png))
        try #require(reencoded != png, "the codec must write other bytes for this test to mean anything")
        #expect(Diffing<Data>.layoutDiagramPNG().diffV2(png, reencoded) == nil)
    }

    @Test func pixelsBeyondTheToleranceFailWithACountAndTheDiffStrip() throws {
        let png = try diagram()
        let changed = try blackened(png, side: 3)
        let failure = try #require(Diffing<Data>.layoutDiagramPNG().diffV2(png, changed))
        #expect(failure.0.hasPrefix("9 of "), "\(failure.0)")
        #expect(failure.0.contains("pixels differ"))
        guard case .data(let strip, let name)? = failure.1.first else {
            Issue.record("no diff strip attached")
            return
        }
        #expect(name == "difference.png")
        #expect(try PNGCodec.decode(strip).width > PNGCodec.decode(png).width * 2)
        #expect(Diffing<Data>.layoutDiagramPNG(tolerance: Tolerance(maxDiffPixels: 9)).diffV2(png, changed) == nil)
    }

    @Test func anImageOfAnotherSizeFails() throws {
        let small = Snapshotting<LayoutSolution, Data>.layoutDiagram(scale: 1)
        var drawn: Data?
        small.snapshot(try gridSolution()).run { drawn = $0 }
        let smaller = try #require(drawn)
        let failure = try #require(Diffing<Data>.layoutDiagramPNG().diffV2(try diagram(), smaller))
        #expect(failure.0.contains("its reference is"), "\(failure.0)")
    }

    @Test func aReferenceThatIsNoPNGFails() throws {
        let failure = try #require(Diffing<Data>.layoutDiagramPNG().diffV2(Data("not a png".utf8), try diagram()))
        #expect(failure.0.hasPrefix("The reference is not a PNG"), "\(failure.0)")
    }

    @Test func anUnsolvableLayoutFailsWithTheReasonInsteadOfTrapping() throws {
        let empty = UICollectionViewLayout()
        var frames: String?
        Snapshotting<UICollectionViewLayout, String>.layoutFrames(request: gridRequest()).snapshot(empty).run { frames = $0 }
        #expect(frames?.hasPrefix("error: ") == true, "\(frames ?? "nil")")
        var png: Data?
        Snapshotting<UICollectionViewLayout, Data>.layoutDiagram(request: gridRequest()).snapshot(empty).run { png = $0 }
        let unsolved = try #require(png)
        let failure = try #require(Diffing<Data>.layoutDiagramPNG().diffV2(try diagram(), unsolved))
        #expect(failure.0.hasPrefix("The diagram could not be drawn: "), "\(failure.0)")
    }

    @Test func anInvalidToleranceFailsWithTheValue() throws {
        let png = try diagram()
        let failure = try #require(Diffing<Data>.layoutDiagramPNG(tolerance: Tolerance(threshold: 2)).diffV2(png, png))
        #expect(failure.0 == "The tolerance's threshold is 2.0; it must be from 0 to 1.")
    }
}
