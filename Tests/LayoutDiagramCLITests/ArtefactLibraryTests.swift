import Dispatch
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramPipeline
import Testing

/// The one comparison of a PNG with its golden, behind check and the snapshot helper.
@Suite struct ArtefactLibraryTests {
    private func png(_ pixel: RasterImage.Pixel, changed: Int = 0) throws -> Data {
        var image = RasterImage(width: 10, height: 10, fill: .white)
        for index in 0..<changed { image[index, 0] = pixel }
        return try PNGCodec.encode(image)
    }

    @Test func verdicts() throws {
        let golden = try png(.white)
        guard case .identical = PNGGoldenComparison(golden: golden, actual: golden, tolerance: Tolerance()).verdict else {
            Issue.record("the same bytes are not identical"); return
        }
        // Three pixels changed: beyond the default tolerance (none may differ), within maxDiffPixels 3.
        let three = try png(RasterImage.Pixel(red: 255, green: 0, blue: 0), changed: 3)
        let strict = PNGGoldenComparison(golden: golden, actual: three, tolerance: Tolerance())
        guard case .differs(let pixels) = strict.verdict else { Issue.record("\(strict.verdict)"); return }
        #expect(pixels.differentPixels == 3 && strict.pixels?.differentPixels == 3 && !strict.matches)
        #expect(try strict.diffStripPNG() != nil)
        let lenient = PNGGoldenComparison(golden: golden, actual: three, tolerance: Tolerance(maxDiffPixels: 3))
        guard case .withinTolerance(let within) = lenient.verdict else { Issue.record("\(lenient.verdict)"); return }
        #expect(within.differentPixels == 3 && lenient.matches)
        // A golden that is not a PNG, and an actual image that is not one.
        let badGolden = PNGGoldenComparison(golden: Data("not a png".utf8), actual: golden, tolerance: Tolerance())
        guard case .goldenUndecodable = badGolden.verdict else { Issue.record("\(badGolden.verdict)"); return }
        let badActual = PNGGoldenComparison(golden: golden, actual: Data("not a png".utf8), tolerance: Tolerance())
        guard case .actualUndecodable = badActual.verdict else { Issue.record("\(badActual.verdict)"); return }
        #expect(!badGolden.matches && !badActual.matches)
    }

    @Test(arguments: [(0.0, "0%"), (0.0005, "0.05%"), (0.125, "12.5%"), (1.0, "100%"), (0.000001, "<0.01%"),
                      (0.999999, ">99.99%")])
    func percentages(ratio: Double, text: String) {
        #expect(PNGGoldenComparison.percent(ratio) == text)
    }

    @Test func toleranceProblemsNameTheValue() {
        let problem = Tolerance(threshold: 2).problem
        #expect(problem?.name == "threshold" && problem?.value == "2.0" && problem?.expected == "from 0 to 1")
        #expect(Tolerance(maxDiffPixels: -1).problem?.name == "maxDiffPixels")
        #expect(Tolerance(maxDiffRatio: .nan).problem?.name == "maxDiffRatio")
        #expect(Tolerance(maxDiffRatio: 0.005).allowed == "0.5%")
        #expect(Tolerance().problem == nil && Tolerance().allowed == "0")
    }
}

/// Files written whole from many threads at once, as parallel tests write their goldens.
@Suite struct AtomicFileConcurrencyTests {
    @Test func concurrentWritesEachLandWholeAndLeaveNoTemporary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // More writers than TemporaryFileCleanup has slots, each writing its own file three times.
        let count = 200
        DispatchQueue.concurrentPerform(iterations: count) { index in
            for round in 0..<3 {
                try? AtomicFile.write(Data("file \(index) round \(round)".utf8),
                                      to: folder.appendingPathComponent("f\(index).txt").path)
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == count, "no temporary file is left: \(names.filter { $0.hasPrefix(".") })")
        for index in 0..<count {
            #expect(try String(contentsOf: folder.appendingPathComponent("f\(index).txt"), encoding: .utf8)
                    == "file \(index) round 2")
        }
    }
}

/// The documentation's diagrams are the gallery's: each image in a DocC catalog has the pixels of
/// the `output/` file of the same name, so the articles show what the tool draws today.
@Suite struct DocumentationImageTests {
    @Test func catalogImagesAreTheGallerys() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let resources = repository.appendingPathComponent("Sources/CompositionalLayout/CompositionalLayout.docc/Resources")
        let images = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".png") }
        #expect(images.count == 4)
        for name in images {
            let shown = try Data(contentsOf: resources.appendingPathComponent(name))
            let drawn = try Data(contentsOf: repository.appendingPathComponent("output/\(name)"))
            // The verdict alone: a failed comparison's description holds the whole diff mask.
            let matches = PNGGoldenComparison(golden: drawn, actual: shown, tolerance: Tolerance()).matches
            #expect(matches, "\(name): copy output/\(name) into the catalog")
        }
    }
}
