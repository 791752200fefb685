import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import Testing

/// Where `layout-diagram markdown` writes (issue 22): an output name of any length, images beside
/// it as each is drawn and the Markdown last; never standard output, a device or a folder, which
/// have no "beside".
@Suite struct MarkdownOutputTests {
    static let grid = """
        sections:
          - items: 2
            group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)},
                    subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 2}}
        """

    /// A fresh folder holding `in.md`, with a block for each title.
    static func folder(titles: [String] = ["Grid"]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-md-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        let text = "# Doc\n\n" + titles.map { "```layout-diagram\ntitle: \($0)\n\(grid)\n```\n" }.joined(separator: "\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("in.md"))
        return folder
    }

    private func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test(arguments: [("x", "x-1.svg"), ("a.md", "a-1.svg"), ("dir/x", "dir/x-1.svg"), (".hidden", ".hidden-1.svg")])
    func anOutputNameOfAnyLengthWorks(output: String, image: String) async throws {
        let folder = try Self.folder()
        let run = try await CommandProcess.run(["markdown", "in.md", "-o", output], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(exists(output, in: folder))
        #expect(exists(image, in: folder))
    }

    @Test(arguments: ["-", ".", "..", "dir", "dir/", "/dev/stdout", "/dev/null", "/dev/x.md"])
    func anOutputThatIsNotAFileOfItsOwnIsRefused(output: String) async throws {
        let folder = try Self.folder()
        let run = try await CommandProcess.run(["markdown", "in.md", "-o", output], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("-o \(output) is"), "\(run.error)")
        #expect(run.output.isEmpty, "nothing on standard output")
        #expect(!FileManager.default.fileExists(atPath: "/dev/x-1.svg") && !FileManager.default.fileExists(atPath: "/dev/stdout-1.svg"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["dir", "in.md"], "nothing written")
    }

    @Test func aFIFOAsOutputIsRefusedWithoutOpeningIt() async throws {
        let folder = try Self.folder()
        #expect(mkfifo(folder.appendingPathComponent("pipe.md").path, 0o600) == 0)
        let run = try await CommandProcess.run(["markdown", "in.md", "-o", "pipe.md"], in: folder)
        #expect(run.status == 2, "refused, not blocked opening the FIFO")
        #expect(!exists("pipe-1.svg", in: folder))
    }

    @Test func standardOutputRedirectedToAFileIsStillRefused() async throws {
        // `-o /dev/stdout > out.md`: /dev/stdout is then a link to a regular file, and its images would go into /dev.
        let folder = try Self.folder()
        let process = Process()
        process.executableURL = CommandProcess.binary
        process.arguments = ["markdown", "in.md", "-o", "/dev/stdout"]
        process.currentDirectoryURL = folder
        FileManager.default.createFile(atPath: folder.appendingPathComponent("out.md").path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: folder.appendingPathComponent("out.md"))
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(!FileManager.default.fileExists(atPath: "/dev/stdout-1.svg"))
    }

    @Test func aFailurePartWayLeavesTheImagesDrawnSoFarAndNoMarkdown() async throws {
        // The second block's title makes a PNG wider than Cairo's 32,767 pixels: found only once its
        // scene is built, after the first image was written.
        let folder = try Self.folder(titles: ["First", String(repeating: "W", count: 4_000)])
        let run = try await CommandProcess.run(["markdown", "in.md", "-o", "README.md", "--format", "png"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("in.md:"), "\(run.error)")
        #expect(run.error.contains("32767 pixels"), "\(run.error)")
        #expect(exists("README-1.png", in: folder), "the first image was written as soon as it was drawn")
        #expect(!exists("README-2.png", in: folder))
        #expect(!exists("README.md", in: folder), "the Markdown is written last, only when every image is")
    }

    @Test func eachImageIsHandedOverBeforeTheNextIsDrawn() throws {
        // A document of three blocks whose third fails to draw: the first two were handed over
        // (and could be written and let go) before the failure, so none waited for the end.
        var rendering = SpecRendering()
        rendering.format = .png
        let titles = ["One", "Two", String(repeating: "W", count: 4_000)]
        let text = titles.map { "```layout-diagram\ntitle: \($0)\n\(Self.grid)\n```\n" }.joined(separator: "\n")
        var handed: [String] = []
        #expect(throws: ArtefactError.self) {
            _ = try MarkdownDiagrams(path: "doc.md", text: text).render(outputPath: "out.md", rendering: rendering) { name, _ in
                handed.append(name)
            }
        }
        #expect(handed == ["out-1.png", "out-2.png"])
    }

    @Test func checkComparesEachImageAsItIsDrawnAndWritesNothing() async throws {
        let folder = try Self.folder(titles: ["One", "Two"])
        #expect(try await CommandProcess.run(["markdown", "in.md", "-o", "README.md"], in: folder).status == 0)
        try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("README-2.svg"))
        let run = try await CommandProcess.run(["markdown", "in.md", "-o", "README.md", "--check"], in: folder)
        #expect(run.status == 1)
        #expect(run.text.contains("stale: README-2.svg") && !run.text.contains("stale: README-1.svg"), "\(run.text)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("README-2.svg")) == Data("<svg/>".utf8))
    }

    @Test func anImagePathThatIsAFolderIsRefused() async throws {
        let folder = try Self.folder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("README-1.svg"), withIntermediateDirectories: true)
        let run = try await CommandProcess.run(["markdown", "in.md", "-o", "README.md"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("README-1.svg"), "\(run.error)")
        #expect(!exists("README.md", in: folder))
    }
}
