import Foundation
import Testing

/// No command writes over its own input, however the output's path names it (`./in`, a symbolic
/// link, a hard link): each is refused with exit 2 before anything is written, and the input's
/// bytes stay as they were (``LayoutInput/InputFiles``).
@Suite struct InputOverwriteTests {
    static let spec = """
        sections:
          - items: 4
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(50)}
                subitems:
                  - item: {layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}}

        """

    /// A scratch folder holding `files`.
    static func folder(_ files: [String: String]) throws -> URL { try ScratchFolder.make("inputs", files: files) }

    /// Runs `arguments` in `folder`, and expects exit 2, `message` on standard error, and every
    /// file named in `unchanged` as it was.
    private func expectRefused(_ arguments: [String], in folder: URL, message: String, unchanged: [String],
                               sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let before = try unchanged.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let run = try await CommandProcess.run(arguments, in: folder)
        #expect(run.status == 2, "\(arguments): \(run.error)", sourceLocation: sourceLocation)
        #expect(run.error.contains(message), "\(arguments): \(run.error)", sourceLocation: sourceLocation)
        for (name, bytes) in zip(unchanged, before) {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == bytes, "\(name)", sourceLocation: sourceLocation)
        }
    }

    @Test func framesExplainSwiftAndLintRefuseAnOutputThatIsTheSpec() async throws {
        let folder = try Self.folder(["spec.yaml": Self.spec])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path,
                                                   withDestinationPath: "spec.yaml")
        try FileManager.default.linkItem(at: folder.appendingPathComponent("spec.yaml"),
                                         to: folder.appendingPathComponent("hard.json"))
        for output in ["spec.yaml", "./spec.yaml", "link.json", "hard.json", folder.appendingPathComponent("spec.yaml").path] {
            let message = "error: writing \(output) would replace the input spec.yaml; give another output"
            try await expectRefused(["frames", "spec.yaml", "-o", output], in: folder, message: message, unchanged: ["spec.yaml"])
            try await expectRefused(["explain", "spec.yaml", "--element", "0.0", "-o", output], in: folder, message: message,
                                    unchanged: ["spec.yaml"])
            try await expectRefused(["swift", "spec.yaml", "-o", output], in: folder, message: message, unchanged: ["spec.yaml"])
            try await expectRefused(["lint", "spec.yaml", "-o", output], in: folder, message: message, unchanged: ["spec.yaml"])
        }
        // lint's second spec is an input too.
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("other.yaml"))
        try await expectRefused(["lint", "spec.yaml", "other.yaml", "-o", "./other.yaml"], in: folder,
                                message: "error: writing ./other.yaml would replace the input other.yaml",
                                unchanged: ["spec.yaml", "other.yaml"])
        // Another file, standard output and a device are still written.
        #expect(try await CommandProcess.run(["frames", "spec.yaml", "-o", "frames.json"], in: folder).status == 0)
        #expect(try await CommandProcess.run(["frames", "spec.yaml", "-o", "/dev/stdout"], in: folder).status == 0)
        #expect(try await CommandProcess.run(["frames", "-", "-o", "-"], input: Self.spec, in: folder).status == 0)
    }

    @Test func renderRefusesAnOutputThatIsTheSpecThroughALink() async throws {
        let folder = try Self.folder(["spec.yaml": Self.spec, "odd.svg": Self.spec])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.svg").path,
                                                   withDestinationPath: "spec.yaml")
        try await expectRefused(["render", "spec.yaml", "-o", "link.svg"], in: folder,
                                message: "error: writing link.svg would replace the input spec.yaml", unchanged: ["spec.yaml"])
        // A spec whose default output is itself, and the same through ./.
        try await expectRefused(["render", "odd.svg"], in: folder,
                                message: "error: writing odd.svg would replace the input odd.svg", unchanged: ["odd.svg"])
        try await expectRefused(["render", "odd.svg", "-o", "./odd.svg"], in: folder,
                                message: "error: writing ./odd.svg would replace the input odd.svg", unchanged: ["odd.svg"])
    }

    @Test func markdownRefusesAnOutputOrAnImageThatIsTheInput() async throws {
        let page = "# Page\n\n```layout-diagram\n\(Self.spec)```\n"
        let folder = try Self.folder(["in.md": page, "page-1.svg": page])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out.md").path,
                                                   withDestinationPath: "in.md")
        for output in ["./in.md", "out.md"] {
            try await expectRefused(["markdown", "in.md", "-o", output], in: folder,
                                    message: "error: writing \(output) would replace the input in.md", unchanged: ["in.md"])
        }
        // OUT-1.svg, the first image of OUT.md, is the input here.
        try await expectRefused(["markdown", "page-1.svg", "-o", "page.md"], in: folder,
                                message: "error: writing page-1.svg would replace the input page-1.svg",
                                unchanged: ["page-1.svg"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.md").path), "nothing written")
        #expect(try await CommandProcess.run(["markdown", "in.md", "-o", "doc.md"], in: folder).status == 0)
    }

    @Test func diffRefusesADiffImageThatIsOneOfTheImages() async throws {
        let folder = try Self.folder(["spec.yaml": Self.spec])
        #expect(try await CommandProcess.run(["render", "spec.yaml", "-o", "a.png"], in: folder).status == 0)
        #expect(try await CommandProcess.run(["render", "spec.yaml", "-o", "b.png", "--theme", "dark"], in: folder).status == 0)
        for out in ["./a.png", "b.png"] {
            try await expectRefused(["diff", "a.png", "b.png", "--out", out], in: folder,
                                    message: "would replace the input", unchanged: ["a.png", "b.png"])
        }
    }

    @Test func galleryRefusesToWriteOverItsSpecsOrToSwapTheCurrentFolder() async throws {
        // A JSON spec in the gallery folder would be overwritten by its own frames.
        let json = #"{"sections": [{"items": 2, "group": {"horizontal": {"layoutSize": {"width": ".fractionalWidth(1)", "height": ".absolute(40)"}, "subitems": [{"item": {"layoutSize": {"width": ".fractionalWidth(0.5)", "height": ".fractionalHeight(1)"}}}]}}}]}"#
        let folder = try Self.folder(["grid.json": json, "spec.yaml": Self.spec, "notes.txt": "mine\n"])
        try await expectRefused(["gallery", "grid.json", "-o", "."], in: folder,
                                message: "error: writing ./grid.json would replace the input grid.json",
                                unchanged: ["grid.json", "spec.yaml", "notes.txt"])
        // The current folder, which holds the specs and more, is never swapped.
        try await expectRefused(["gallery", "spec.yaml", "-o", "."], in: folder,
                                message: "error: -o .: it is (or holds) the current folder",
                                unchanged: ["grid.json", "spec.yaml", "notes.txt"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("spec.svg").path))
        // Nor a folder with a subfolder, which the swap would copy rather than keep.
        let nested = folder.appendingPathComponent("gallery/src")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("x\n".utf8).write(to: nested.appendingPathComponent("keep.txt"))
        try await expectRefused(["gallery", "spec.yaml", "-o", "gallery"], in: folder,
                                message: "it holds the folder src", unchanged: ["gallery/src/keep.txt"])
    }

    @Test func checkAndMergeReportsRefuseAReportFolderHoldingAnInput() async throws {
        let folder = try Self.folder(["spec.yaml": Self.spec])
        #expect(try await CommandProcess.run(["gallery", "spec.yaml", "-o", "golden"], in: folder).status == 0)
        try await expectRefused(["check", "spec.yaml", "--against", "golden", "--report", ".."], in: folder,
                                message: "error: --report ..: it holds", unchanged: ["spec.yaml", "golden/spec.json"])
        // A merged report written over one of its parts.
        #expect(try await CommandProcess.run(["check", "spec.yaml", "--against", "golden", "--report", "part",
                                              "--shard", "1/1"], in: folder).status == 0)
        try await expectRefused(["merge-reports", "part", "--against", "golden", "--report", "./part"], in: folder,
                                message: "error: --report ./part: it holds part, an input of this run",
                                unchanged: ["part/check.json", "golden/spec.json"])
    }
}
