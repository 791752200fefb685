import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutInput
import LayoutSpec
import Testing
@testable import layout_diagram

/// `render --animate`: an animated PNG or SVG of the layout moving as a user scrolls it (docs/animation.md).
@Suite struct AnimationTests {
    private let folder: URL
    private let spec: String

    /// Two sections of ten 100-pt rows, each under a 44-pt pinned header, in a 390 × 400 container
    /// without a safe area: section 0's header at 0, its rows 44…1044; section 1's header at 1044, its
    /// rows 1088…2088. The content is 2088 long, so the main axis ends at 2088 − 400 = 1688.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let section = """
              - items: 10
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(100)}
                    subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]
                boundarySupplementaryItems:
                  - {elementKind: header, layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}, alignment: top, pinToVisibleBounds: true}
            """
        let url = folder.appendingPathComponent("pinned.yaml")
        try Data("title: Pinned\ncontainer: {width: 390, height: 400}\nsections:\n\(section)\n\(section)\n".utf8).write(to: url)
        spec = url.path
    }

    private func settings(_ arguments: [String], output: String = "out.png") throws -> SpecRendering {
        try RenderCommand.parse(AnimateArgument.expanding([spec, "-o", folder.appendingPathComponent(output).path] + arguments))
            .settings()
    }

    @Test func framesAreFramesASecondTimesTheDurationAndDecodeToTheScenes() throws {
        // 6 stops (0, 400, 800, 1200, 1600, 1688): 6 rests and 5 moves need 16 frames; 16 a second for 1 s.
        let rendering = try settings(["--animate", "--fps", "16", "--duration", "1"])
        let specification = try SpecReader.read(contentsOf: spec)
        let frames = try rendering.animationFrames(for: specification)
        #expect(frames.timeline.rests.map(\.offset) == [0, 400, 800, 1200, 1600, 1688])
        let apng = try rendering.render(specification)
        let decoded = try AnimatedPNG.decode(apng)
        #expect(decoded.count == 16)
        #expect(decoded.allSatisfy { $0.delay == 1.0 / 16 })
        // Each decoded frame is its scene, drawn: the only-what-changed frames compose back exactly.
        let renderer = CairoRenderer(options: .init(theme: .light, scale: 2))
        for frame in [0, 3, 7, 15] {
            #expect(decoded[frame].image == (try renderer.rasterize(frames.scenes[frame])), "frame \(frame)")
        }
        #expect(decoded[3].image != decoded[6].image)
        // The file says where everything is at each frame, and where it rests, for a reader that checks it.
        let text = PNGTextChunk.entries(in: apng)
        #expect(text["layout-diagram rests"] == "16 fps, 16 frames; 0-0 main 0; 3-3 main 400; 6-6 main 800; 9-9 main 1200; "
                + "12-12 main 1600; 15-15 main 1688")
        #expect(text["layout-diagram offsets"]?.hasSuffix("; 14 main 1688; 15 main 1688") == true)
    }

    @Test func pinnedHeadersPinAndUnpinAtTheChosenFrames() throws {
        // 16 frames: rest 0 (frame 0), moves of 2 frames and rests of 1: offset 400 at frames 2–3, 800 at 5–6,
        // 1200 at 8–9, 1600 at 11–12, 1688 at 14–15.
        let frames = try settings(["--animate", "--fps", "16", "--duration", "1"])
            .animationFrames(for: try SpecReader.read(contentsOf: spec))
        #expect(frames.timeline.frames.map(\.contentOffset)[8...9] == [1200, 1200])
        func header(_ section: Int, atFrame frame: Int) -> DiagramRect? {
            frames.scenes[frame].nodes.first { $0.id == .supplementary(section: section, ordinal: 0) }
                .flatMap { if case .rect(let rect) = $0.shape { rect } else { nil } }
        }
        // Frame 3, offset 400: header 0 pinned at min(max(0, 400), 1044 − 44) = 400, the screen's top;
        // header 1 rests at 1044, below the screen (400…800), so is not drawn.
        #expect(header(0, atFrame: 3)?.y == 400)
        #expect(header(1, atFrame: 3) == nil)
        // Frame 6, offset 800: header 0 still pinned, at 800.
        #expect(header(0, atFrame: 6)?.y == 800)
        // Frame 9, offset 1200: header 0 is pushed off by its section's end, min(1200, 1000) = 1000, off
        // the screen; header 1 pins at max(1044, 1200) = 1200.
        #expect(header(0, atFrame: 9) == nil)
        #expect(header(1, atFrame: 9)?.y == 1200)
        // Frame 15, the end, 1688: header 1 at min(1688, 2088 − 44) = 1688.
        #expect(header(1, atFrame: 15)?.y == 1688)
    }

    @Test func orthogonalSectionsRestAtEachRestOffsetTheSolutionReports() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let example = root.appendingPathComponent("examples/orthogonal-paging.yaml").path
        let specification = try SpecReader.read(contentsOf: example)
        let solution = try specification.solveForArtefacts()
        let scrolling = try #require(solution.sections.first { $0.orthogonal != nil }?.orthogonal)
        let index = try #require(solution.sections.first { $0.orthogonal != nil }?.index)
        let rendering = try RenderCommand.parse(AnimateArgument.expanding(
            [example, "-o", folder.appendingPathComponent("o.svg").path, "--animate", "section:\(index)", "--fps", "4"]))
            .settings()
        let frames = try rendering.animationFrames(for: specification)
        // 16 rest offsets: 15 pages forward and one back are 16 moves, with 17 rests (the start and one after
        // each move): 2 × 16 + 17 = 49 shares. Without --duration, a quarter second each: 12.25 s, 49 frames at 4 a second.
        #expect(scrolling.restOffsets.count == 16)
        #expect(frames.scenes.count == 49)
        // Every rest offset is held exactly at some rest's frames, and the cell 0 of the section is drawn
        // there at its rest x less the offset.
        let rest0 = try #require(solution.cells(inSection: index).first?.frame.minX)
        for offset in scrolling.restOffsets.map(Double.init) {
            let rests = frames.timeline.rests.filter { rest in rest.section == index && rest.offset == offset }
            let rest = try #require(rests.first, "rest \(offset)")
            for frame in rest.frames {
                #expect((frames.timeline.frames[frame].orthogonalOffsets[index] ?? 0) == offset)
            }
            let id = SceneNodeID.cell(section: index, item: 0)
            let cell = frames.scenes[rest.frames.lowerBound].nodes.first { node in node.id == id }
            if let cell, case .rect(let rect) = cell.shape, offset < Double(solution.containerSize.width) {
                #expect(abs(rect.x - (Double(rest0) - offset)) < 1e-9)
            }
        }
        // The animated SVG holds one group per run of equal frames, and plays them with CSS, not script.
        let svg = String(decoding: try rendering.render(specification), as: UTF8.self)
        #expect(svg.contains("@keyframes ld-show0"))
        #expect(svg.contains(" data-rests=\"4 fps, 49 frames; 0-"))
        #expect(svg.contains(" s\(index) 390;"))   // data-offsets: a frame with the section at its second rest, 390
        #expect(!svg.contains("<script"))
    }

    @Test func twoRunsWriteTheSameBytes() throws {
        let rendering = try settings(["--animate", "--fps", "16", "--duration", "1"])
        let specification = try SpecReader.read(contentsOf: spec)
        let first = try rendering.render(specification), second = try rendering.render(specification)
        #expect(first == second)
        var svg = rendering
        svg.format = .svg
        #expect(try svg.render(specification) == (try svg.render(specification)))
    }

    @Test func animateTakesAnOptionalValue() throws {
        #expect(AnimateArgument.expanding(["--animate", "a.yaml"]) == ["--animate", "a.yaml"])
        #expect(AnimateArgument.expanding(["--animate", "section:2"]) == ["--animate", "--animate-part", "section:2"])
        #expect(AnimateArgument.expanding(["--animate=scroll"]) == ["--animate", "--animate-part", "scroll"])
        #expect(AnimateArgument.expanding(["--", "--animate", "all"]) == ["--", "--animate", "all"])
    }

    @Test(arguments: [
        (["--fps", "12"], "--fps is an option of --animate: add --animate"),
        (["--animate", "--fps", "0"], "--fps must be a whole number from 1 to 60"),
        (["--animate", "--duration", "-1"], "--duration must be a number of seconds above 0 and at most 60"),
        (["--animate", "--fps", "60", "--duration", "60"], "makes 3600 frames; an animation has at most 600"),
        (["--animate", "--scroll", "0-100"], "--scroll takes two content offsets in points, FROM:TO"),
        (["--animate", "section:x"], "--animate takes all, scroll or section:N"),
        (["--animate", "--deceleration", "slow"], "(one of normal, fast)"),
        (["--animate", "--content-offset", "10"], "give --scroll FROM:TO rather than --content-offset"),
        (["--animate", "section:0"], "section 0 does not scroll orthogonally between rests; no section of this layout does"),
        (["--animate", "--fps", "2", "--duration", "1"], "so it needs at least 16 frames"),
    ])
    func badOptionsExitWithStatusTwoAndSayWhy(arguments: [String], message: String) async throws {
        let run = try await CommandProcess.run(["render", spec, "-o", folder.appendingPathComponent("bad.png").path] + arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.png").path))
    }
}

/// `check` compares animated PNGs frame by frame (`PNGGoldenComparison`).
@Suite struct AnimationComparisonTests {
    private func animation(_ frames: [RasterImage]) throws -> Data {
        var writer = AnimatedPNG.Writer(frameCount: frames.count, framesPerSecond: 4)
        for frame in frames { try writer.append(frame) }
        return try writer.finish()
    }

    @Test func aChangedFrameIsNamedAndAMissingFrameDiffers() throws {
        let plain = RasterImage(width: 20, height: 20, fill: .white)
        var marked = plain
        for x in 0..<20 { marked[x, 10] = RasterImage.Pixel(red: 0, green: 0, blue: 0) }
        let golden = try animation([plain, plain, plain])
        let same = PNGGoldenComparison(golden: golden, actual: try animation([plain, plain, plain]), tolerance: Tolerance())
        #expect(same.matches)
        let changed = PNGGoldenComparison(golden: golden, actual: try animation([plain, marked, plain]), tolerance: Tolerance())
        #expect(!changed.matches)
        #expect(changed.frameNote == "frame 1 of 3")
        #expect(changed.pixels?.differentPixels == 20)
        let shorter = PNGGoldenComparison(golden: golden, actual: try animation([plain, plain]), tolerance: Tolerance())
        #expect(!shorter.matches)
        #expect(shorter.frameNote == "the golden has 3 frames, this 2")
    }
}

/// The command itself writes the same animation on every run.
@Suite struct AnimationProcessTests {
    @Test func twoProcessesWriteTheSameAnimatedPNG() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = root.appendingPathComponent("examples/orthogonal-continuous.yaml").path
        var files: [Data] = []
        for name in ["a.png", "b.png"] {
            let out = folder.appendingPathComponent(name).path
            let run = try await CommandProcess.run(["render", spec, "--animate", "--fps", "4", "--scale", "1", "-o", out])
            #expect(run.status == 0, "\(run.error)")
            files.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(files[0] == files[1])
        #expect(try AnimatedPNG.decode(files[0]).count == 16)   // 4 a second for the shortest default, 4 s
    }
}

/// The gallery animates the specs whose motion a still cannot show (`NAME-scroll.png`).
@Suite struct GalleryAnimationTests {
    @Test func specsThatScrollOrthogonallyOrPinAreAnimatedAndOthersAreNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-gallery-anim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            ("paging", "sections:\n  - items: 3\n    orthogonalScrollingBehavior: groupPaging\n", true),
            ("none", "sections:\n  - items: 3\n    orthogonalScrollingBehavior: none\n", false),
            ("pinned", "sections:\n  - boundarySupplementaryItems:\n      - {pinToVisibleBounds: true}\n", true),
            ("unpinned", "sections:\n  - boundarySupplementaryItems:\n      - {pinToVisibleBounds: false}\n", false),
            ("json", #"{"sections": [{"orthogonalScrollingBehavior": "continuous"}]}"#, true),
        ]
        for (name, text, animated) in cases {
            let path = folder.appendingPathComponent(name + (name == "json" ? ".json" : ".yaml")).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let names = Artefact.artefacts(for: LayoutSource(path: path), rendering: .standard).map(\.fileName)
            #expect(names.contains("\(name)-scroll.png") == animated, "\(name)")
        }
    }
}

/// An animation draws what a `visibleItemsInvalidationHandler` sets at each frame's offsets.
@Suite struct AnimatedVisibleItemsTests {
    @Test func theCentreCardIsWholeAtEachRestAndItsNeighbourScaled() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let example = root.appendingPathComponent("examples/carousel-scale.yaml").path
        let rendering = try RenderCommand.parse(AnimateArgument.expanding(
            [example, "-o", "/dev/null/x.png", "--animate", "section:0", "--fps", "4"])).settings()
        let frames = try rendering.animationFrames(for: try SpecReader.read(contentsOf: example))
        func scale(ofItem item: Int, atFrame frame: Int) -> Double {
            let id = SceneNodeID.cell(section: 0, item: item)
            return frames.scenes[frame].nodes.first { node in node.id == id }?.transform?.a ?? 1
        }
        // The example's handler scales each card by max(0.8, 1 − distance from the centre / 390): at rest on
        // 273 (the second card centred), card 1 is whole and card 2, 273 pt away, is at max(0.8, 0.3) = 0.8.
        let second = try #require(frames.timeline.rests.first { $0.section == 0 && $0.offset == 273 })
        #expect(scale(ofItem: 1, atFrame: second.frames.lowerBound) == 1)
        #expect(abs(scale(ofItem: 2, atFrame: second.frames.lowerBound) - 0.8) < 1e-9)
        // At the start, on 0, the first card is whole and the second at 0.8.
        #expect(scale(ofItem: 0, atFrame: 0) == 1)
        #expect(abs(scale(ofItem: 1, atFrame: 0) - 0.8) < 1e-9)
    }
}
