import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import LayoutDiagramCairo

/// The conventions of D2, Graphviz and mermaid-cli (issue 13): standard input and output as `-`,
/// an output named after its input, `--version`, "did you mean" and range errors for negative
/// numbers. Run against the built command, with real pipes.
@Suite struct CommandLineConventionTests {
    private typealias Run = CommandProcess.Run
    private let binary = CommandProcess.binary

    private let spec = """
        title: Two columns
        container: {width: 200, height: 300}
        sections:
          - items: 4
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(50)}
                subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}
                count: 2
        """

    private func run(_ arguments: [String], input: String? = nil, in folder: URL? = nil) async throws -> Run {
        try await CommandProcess.run(arguments, input: input, in: folder)
    }

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-conventions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aDashReadsTheSpecFromStandardInput() async throws {
        let folder = try scratch()
        let file = folder.appendingPathComponent("grid.yaml")
        try Data(spec.utf8).write(to: file)
        let piped = try await run(["frames", "-"], input: spec)
        #expect(piped.status == 0)
        #expect(piped.output == (try await run(["frames", file.path])).output, "the same frames as from the file")

        // Errors name standard input, with the line and column inside it.
        let broken = try await run(["frames", "-"], input: "sections:\n  - items: -1\n")
        #expect(broken.status == 2)
        #expect(broken.error.hasPrefix("<stdin>:2:"), "\(broken.error)")

        // A spec from standard input is drawn to standard output, and has no file name to be titled by.
        let drawn = try await run(["render", "-"], input: spec.replacingOccurrences(of: "title: Two columns\n", with: ""))
        #expect(drawn.status == 0)
        #expect(drawn.text.hasPrefix("<?xml"))
        #expect(!drawn.text.contains("stdin"))

        // gallery and check name files after their specs, so standard input is refused.
        let gallery = try await run(["gallery", "-", "-o", folder.appendingPathComponent("out").path], input: spec)
        #expect(gallery.status == 2)
        #expect(gallery.error.contains("standard input ('-') cannot be one"))
    }

    @Test func renderWritesBesideTheSpecWithoutAnOutput() async throws {
        let folder = try scratch()
        try Data(spec.utf8).write(to: folder.appendingPathComponent("grid.yaml"))
        #expect(try await run(["render", "grid.yaml"], in: folder).status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("grid.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(try await run(["render", "grid.yaml", "--format", "png"], in: folder).status == 0)
        let png = try Data(contentsOf: folder.appendingPathComponent("grid.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))

        // `-o -` and a device take their format from --format, SVG by default.
        let dash = try await run(["render", "grid.yaml", "-o", "-", "--format", "png"], in: folder)
        #expect(dash.status == 0 && dash.output.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let device = try await run(["render", "grid.yaml", "-o", "/dev/stdout"], in: folder)
        #expect(device.status == 0)
        #expect(device.output == Data(svg.utf8), "through /dev/stdout, the file's bytes")
        // A spec that would be its own output is refused.
        try Data(spec.utf8).write(to: folder.appendingPathComponent("odd.svg"))
        let own = try await run(["render", "odd.svg"], in: folder)
        #expect(own.status == 2 && own.error.contains("error: writing odd.svg would replace the input odd.svg"))
    }

    @Test func aOneValueChangeChangesOnlyTheLinesOfWhatItMoves() async throws {
        // Ids carry no hash of the spec, so a longer interSectionSpacing leaves section 0's lines alone.
        func svg(spacing: Int) async throws -> [Substring] {
            let text = """
                configuration: {interSectionSpacing: \(spacing)}
                sections:
                  - items: 4
                    group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(50)},
                            subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 2}}
                  - items: 2
                    group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(50)},
                            subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 2}}
                """
            let result = try await run(["render", "-", "--annotations", "all"], input: text)
            try #require(result.status == 0, "\(result.error)")
            return result.text.split(separator: "\n")
        }
        let (before, after) = (try await svg(spacing: 10), try await svg(spacing: 30))
        #expect(before.contains { $0.contains(#"id="ld-s0-i0""#) }, "ids are the stable ld-s0-i0")
        let changed = Set(before).subtracting(after)
        #expect(!changed.isEmpty)
        // What moves: section 1, the gap before it, and what lies below the layout (caption, legend);
        // what grows: the drawing's size. Nothing of section 0.
        let moved = [#"id="ld-s1"#, #"id="ld-layout-gap-interSection"#, #"id="ld-caption""#, #"id="ld-legend"#,
                     #"id="ld-background""#, "<svg ", #"<desc id="ld-desc""#]
        let unexpected = changed.filter { line in !moved.contains { line.contains($0) } }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }

    @Test func aTransparentBackgroundLeavesNothingBehindTheDiagram() async throws {
        let folder = try scratch()
        try Data(spec.utf8).write(to: folder.appendingPathComponent("grid.yaml"))
        for (arguments, cornerAlpha) in [(["--background", "transparent"], 0), ([], 255)] {
            let png = try await run(["render", "grid.yaml", "-o", "-", "--format", "png"] + arguments, in: folder)
            let image = try PNGCodec.decode(png.output)
            #expect(image[0, 0].alpha == cornerAlpha, "\(arguments)")
            #expect(image[image.width / 2, image.height / 2].alpha == 255, "cells stay opaque")
            let svg = try await run(["render", "grid.yaml", "-o", "-", "--theme", "auto"] + arguments, in: folder)
            #expect(svg.text.contains(#"id="ld-background""#) == (cornerAlpha == 255), "\(arguments)")
        }
        let typo = try await run(["render", "grid.yaml", "--background", "transparnt"], in: folder)
        #expect(typo.status == 2 && typo.error.contains("did you mean 'transparent'?"))
    }

    @Test func aPDFHasAPagePerDeviceWithTextAsText() async throws {
        let folder = try scratch()
        try Data(spec.utf8).write(to: folder.appendingPathComponent("grid.yaml"))
        let arguments = ["render", "grid.yaml", "-o", "grid.pdf", "--device", "iphone-15", "--device", "ipad-air"]
        #expect(try await run(arguments, in: folder).status == 0)
        let pdf = try Data(contentsOf: folder.appendingPathComponent("grid.pdf"))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(text.contains("/Count 2"), "one page per device")
        #expect(text.contains("/FontFile2") && text.contains("DejaVuSans"), "the font is embedded: text stays text")
        #expect(!text.contains("/CreationDate"), "no date, so the same input gives the same bytes")
        #expect(try await run(arguments, in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("grid.pdf")) == pdf)
        let one = try await run(["render", "grid.yaml", "-o", "-", "--format", "pdf"], in: folder)
        #expect(String(decoding: one.output, as: UTF8.self).contains("/Count 1"))
        let auto = try await run(["render", "grid.yaml", "-o", "grid.pdf", "--theme", "auto"], in: folder)
        #expect(auto.status == 2 && auto.error.contains("--theme auto needs SVG; for PDF"))
    }

    @Test func galleryWatchWritesTheFolderAgainOnEveryChange() throws {
        let folder = try scratch()
        let file = folder.appendingPathComponent("grid.yaml"), svg = folder.appendingPathComponent("out/grid.svg")
        try Data(spec.utf8).write(to: file)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["gallery", file.path, "-o", folder.appendingPathComponent("out").path, "--watch"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            // SIGKILL: a process spawned from a test thread may start with SIGTERM blocked.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        func eventually(_ text: String) -> Bool {
            for _ in 0..<200 {
                if (try? String(contentsOf: svg, encoding: .utf8))?.contains(text) == true { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
        #expect(eventually(">Two columns</title>"))
        try Data(spec.replacingOccurrences(of: "Two columns", with: "Three columns").utf8).write(to: file)
        #expect(eventually(">Three columns</title>"), "written again after the change")
        try Data("sections: [\n".utf8).write(to: file)
        Thread.sleep(forTimeInterval: 1)
        #expect(try String(contentsOf: svg, encoding: .utf8).contains(">Three columns</title>"), "a broken spec leaves the folder")
    }

    @Test func versionNamesTheCairoThatDraws() async throws {
        let version = try await run(["--version"])
        #expect(version.status == 0)
        #expect(version.text.hasPrefix("layout-diagram "))
        #expect(version.text.contains("(Cairo \(CairoRenderer.cairoVersion))"))
    }

    @Test func nearMissesGetADidYouMean() async throws {
        let command = try await run(["rendr", "grid.yaml"])
        #expect(command.status == 2)
        #expect(command.error.contains("unknown command 'rendr'; did you mean 'render'?"))
        let far = try await run(["sketch", "grid.yaml"])   // no command within two edits
        #expect(far.status == 2 && !far.error.contains("did you mean"))

        let folder = try scratch()
        try Data(spec.utf8).write(to: folder.appendingPathComponent("grid.yaml"))
        let theme = try await run(["render", "grid.yaml", "--theme", "drak"], in: folder)
        #expect(theme.status == 2)
        #expect(theme.error.contains("did you mean 'dark'? (one of light, dark, auto)"))
        let annotations = try await run(["render", "grid.yaml", "--annotations", "fist"], in: folder)
        #expect(annotations.error.contains("did you mean 'first'?"))
        let device = try await run(["render", "grid.yaml", "--device", "iphone-15-pro-maxx"], in: folder)
        #expect(device.status == 2)
        #expect(device.error.contains("did you mean 'iphone-15-pro-max'?"))
    }

    @Test func negativeNumbersGetARangeErrorNotAMissingValue() async throws {
        let folder = try scratch()
        try Data(spec.utf8).write(to: folder.appendingPathComponent("grid.yaml"))
        for (arguments, message) in [
            (["render", "grid.yaml", "--scale", "-1"], "--scale must be from"),
            (["render", "grid.yaml", "--pad", "-4"], "--pad must be between"),
            (["frames", "grid.yaml", "--width", "-10"], "--width and --height must be between"),
            (["diff", "a.png", "b.png", "--threshold", "-1"], "--threshold is -1.0"),
            (["diff", "a.png", "b.png", "--max-diff-pixels", "-5"], "--max-diff-pixels is -5"),
        ] {
            let result = try await run(arguments, in: folder)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
            #expect(!result.error.contains("Missing value"), "\(arguments)")
        }
    }
}
