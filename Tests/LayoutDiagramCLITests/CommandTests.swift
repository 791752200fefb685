import Foundation
import ArgumentParser
import Testing
import CompositionalLayout
import LayoutSpec
@testable import layout_diagram

/// The command line end to end, in-process: spec files in, frames JSON and SVG out.
@Suite struct CommandTests {
    /// A scratch folder for one test.
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-diagram-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, to url: URL) throws -> String {
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Runs `command`, expecting a failure with exit code 2 whose message contains every fragment.
    private func expectBadInput(_ command: some ParsableCommand, mentioning fragments: String...,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        var command = command
        do {
            try command.run()
            Issue.record("expected a failure", sourceLocation: sourceLocation)
        } catch let failure as CommandFailure {
            #expect(failure.exitCode == 2, sourceLocation: sourceLocation)
            for fragment in fragments {
                #expect(failure.message.contains(fragment), "\(failure.message)", sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }

    /// A write that fails (a full disk, a closed descriptor) is exit 2 with the system's reason, not a trap.
    @Test func aFailedWriteToStandardOutputIsAnError() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0, "/dev/full is missing")
        defer { close(full) }
        for (descriptor, reason) in [(full, "No space left on device"), (Int32(-1), "Bad file descriptor")] {
            do {
                try OutputFile.writeAll(Data("{}".utf8), to: descriptor, named: "standard output")
                Issue.record("expected a failure writing to \(descriptor)")
            } catch {
                #expect(error.exitCode == 2)
                #expect(error.message == "error: cannot write to standard output: \(reason)")
            }
        }
        // A working descriptor gets every byte.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        try OutputFile.writeAll(Data("frames".utf8), to: ends[1], named: "a pipe")
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(read(ends[0], &buffer, 16) == 6)
        #expect(String(decoding: buffer.prefix(6), as: UTF8.self) == "frames")
    }

    /// The built command itself, with standard output or standard error on a full disk: exit 2, never a trap
    /// (Foundation's FileHandle.write traps on a failed write; `print` fails silently unless checked).
    @Test func theCommandSurvivesAFullDiskOnEitherStream() throws {
        let binary = CommandProcess.binary
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the command: swift build --build-tests")
        func run(_ arguments: [String], stdout: FileHandle, stderr: FileHandle) throws -> Int32 {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "\(arguments) died of a signal")
            return process.terminationStatus
        }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let null = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        let errors = Pipe()
        // An error message that cannot be written: still exit 2.
        #expect(try run(["frames", "/nonexistent/spec.yaml"], stdout: null, stderr: full) == 2)
        // A listing that cannot be written: exit 2, and the reason on standard error.
        #expect(try run(["devices"], stdout: full, stderr: errors.fileHandleForWriting) == 2)
        try errors.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message == "error: cannot write to standard output: No space left on device\n")
    }

    /// Outputs keep what the path is: links, permissions, hard links and devices survive a write.
    @Test func writingKeepsLinksPermissionsAndDevices() throws {
        let folder = try scratch()
        let real = folder.appendingPathComponent("real.json").path
        let link = folder.appendingPathComponent("link.json").path
        let hard = folder.appendingPathComponent("hard.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        #expect(chmod(real, 0o600) == 0)
        #expect(symlink(real, link) == 0)
        #expect(Foundation.link(real, hard) == 0)

        try OutputFile(link).write(Data("new".utf8))
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: hard, encoding: .utf8) == "new", "the hard link sees the new content")
        #expect(stat(real, &info) == 0 && info.st_mode & 0o777 == 0o600 && info.st_nlink == 2)

        // A regular file with one link is replaced whole and keeps its mode; no temporary file is left.
        let single = folder.appendingPathComponent("single.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: single))
        #expect(chmod(single, 0o640) == 0)
        try OutputFile(single).write(Data("replaced".utf8))
        #expect(try String(contentsOfFile: single, encoding: .utf8) == "replaced")
        #expect(stat(single, &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["hard.json", "link.json", "real.json", "single.json"])

        // A device is written to, never replaced (as root, rename would have replaced /dev/null).
        try OutputFile("/dev/null").write(Data("{}".utf8))
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        // A directory is refused.
        #expect(throws: CommandFailure.self) { try OutputFile(folder.path).write(Data()) }
    }

    /// A gallery writes every file or none: a bad spec after a good one leaves the folder as it was.
    @Test func galleryIsAllOrNothing() throws {
        let folder = try scratch()
        let good = try write(twoColumns, to: folder.appendingPathComponent("good.yaml"))
        let bad = try write("sections: 3\n", to: folder.appendingPathComponent("bad.yaml"))
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: output.appendingPathComponent("good.json"))

        let failing = try GalleryCommand.parse([good, bad, "-o", output.path])
        #expect(throws: CommandFailure.self) { try failing.run() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["good.json"])
        #expect(try String(contentsOf: output.appendingPathComponent("good.json"), encoding: .utf8) == "old")
        // No staging folder is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.yaml", "good.yaml", "out"])

        // The new files are swapped in as a whole: the folder is a new one (another inode), holding the
        // new files and the old ones this run does not write (README kept, good.json replaced).
        try Data("kept".utf8).write(to: output.appendingPathComponent("README"))
        var before = stat(), after = stat()
        #expect(stat(output.path, &before) == 0)
        let passing = try GalleryCommand.parse([good, "-o", output.path])
        try passing.run()
        #expect(stat(output.path, &after) == 0 && after.st_ino != before.st_ino)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == ["README", "good-dark.png", "good-dark.svg", "good.html", "good.json", "good.png", "good.svg"])
        #expect(try String(contentsOf: output.appendingPathComponent("README"), encoding: .utf8) == "kept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.yaml", "good.yaml", "out"])
    }

    /// What a SIGKILL leaves (a temporary file, a staging folder) is removed by the next run that writes the
    /// same name, but only when its process is gone: a live writer's temporary is left alone.
    @Test func leftoversOfKilledRunsAreRemovedByTheNextRun() throws {
        let folder = try scratch()
        let good = try write(twoColumns, to: folder.appendingPathComponent("good.yaml"))
        // A process id that is not running: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let deadFile = folder.appendingPathComponent(".frames.json.\(dead).a1B2c3").path
        let liveFile = folder.appendingPathComponent(".frames.json.\(getpid() == 1 ? 2 : 1).a1B2c3").path   // pid 1 runs
        let other = folder.appendingPathComponent(".frames.json.notes").path                                  // not the pattern
        let deadFolder = folder.appendingPathComponent(".out.\(dead).Zz9Yy8")
        for path in [deadFile, liveFile, other] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        try FileManager.default.createDirectory(at: deadFolder, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: deadFolder.appendingPathComponent("good.json"))

        let frames = try FramesCommand.parse([good, "-o", folder.appendingPathComponent("frames.json").path])
        try frames.run()
        let gallery = try GalleryCommand.parse([good, "-o", folder.appendingPathComponent("out").path])
        try gallery.run()
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!left.contains((deadFile as NSString).lastPathComponent))
        #expect(!left.contains(deadFolder.lastPathComponent))
        #expect(left.contains((liveFile as NSString).lastPathComponent))
        #expect(left.contains((other as NSString).lastPathComponent))
    }

    private let twoColumns = """
        container: {width: 390, height: 844}
        sections:
          - items: 3
            group:
              horizontal:
                layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                subitem:
                  item:
                    layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}
                count: 2
                interItemSpacing: .fixed(10)
            contentInsets: {top: 0, leading: 10, bottom: 0, trailing: 10}
        """

    @Test func framesWritesTheSolutionsFramesJSONByteForByte() throws {
        let folder = try scratch()
        let spec = try write(twoColumns, to: folder.appendingPathComponent("two.yaml"))
        let out = folder.appendingPathComponent("two.json")
        let command = try FramesCommand.parse([spec, "-o", out.path])
        try command.run()
        let written = try Data(contentsOf: out)
        #expect(written == (try SpecReader.read(contentsOf: spec).solve().framesJSON()))
        // (390 − 20 − 10) / 2 = 180: item 1 at 10 + 180 + 10 = 200.
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains(#"{"category":"cell","frame":{"height":44,"width":180,"x":200,"y":0},"item":1"#))
    }

    @Test func widthAndHeightOverrideTheSpecsContainer() throws {
        let folder = try scratch()
        let spec = try write(twoColumns, to: folder.appendingPathComponent("two.yaml"))
        let out = folder.appendingPathComponent("wide.json")
        let command = try FramesCommand.parse([spec, "--width", "820", "-o", out.path])
        try command.run()
        // (820 − 20 − 10) / 2 = 395.
        let text = String(decoding: try Data(contentsOf: out), as: UTF8.self)
        #expect(text.contains(#""containerSize":{"height":844,"width":820}"#))
        #expect(text.contains(#""width":395,"x":415"#))
    }

    @Test func uikitPicksTheVersionsRulesAndOverridesTheSpec() throws {
        let folder = try scratch()
        // Quarter columns of a 393-pt view at 3×: 0.25 × 393 = 98.25.
        let spec = try write("""
            uikit: 17
            container: {width: 393, height: 852, traits: {displayScale: 3}}
            sections:
              - items: 4
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(50)}
                    subitems: [{item: {layoutSize: {width: .fractionalWidth(0.25), height: .fractionalHeight(1)}}}]
            """, to: folder.appendingPathComponent("quarters.yaml"))
        func secondCell(_ arguments: [String]) throws -> String {
            let out = folder.appendingPathComponent("q.json")
            try FramesCommand.parse([spec, "-o", out.path] + arguments).run()
            let text = String(decoding: try Data(contentsOf: out), as: UTF8.self)
            let start = try #require(text.range(of: #""item":1"#))
            return String(text[text.index(start.lowerBound, offsetBy: -60)..<start.lowerBound])
        }
        // iOS 17 (the spec's): floored, ⌊294.75⌋ / 3 = 98, so the second cell is at 98.
        #expect(try secondCell([]).contains(#""width":98,"x":98,"#))
        // --uikit 14: exact, then each frame rounded: 98.25 → 295 px / 3 = 98.3333.
        #expect(try secondCell(["--uikit", "14"]).contains(#""width":98.3333,"x":98.3333,"#))
        expectBadInput(try FramesCommand.parse([spec, "--uikit", "12"]), mentioning: "--uikit")
    }

    @Test func renderWritesAnSVGWithOneRectPerCell() throws {
        let folder = try scratch()
        let spec = try write(twoColumns, to: folder.appendingPathComponent("two.yaml"))
        let out = folder.appendingPathComponent("two.svg")
        let command = try RenderCommand.parse([spec, "-o", out.path])
        try command.run()
        let svg = String(decoding: try Data(contentsOf: out), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        // The cell at (200, 0, 180, 44), its 1-pt outline half a point inside the frame.
        #expect(svg.contains(#"x="200.5" y="0.5" width="179" height="43""#))
        #expect(svg.contains("180×44"))
    }

    @Test func aBadSpecFailsWithExitCode2AndAPositionedErrorAndLeavesOutputsAlone() throws {
        let folder = try scratch()
        let spec = try write("""
            sections:
              - items: 1
                group:
                  horizontal:
                    layoutSize: {width: .fractional(1), height: 44}
                    subitems: [{item: {layoutSize: {width: 10, height: 10}}}]
            """, to: folder.appendingPathComponent("bad.yaml"))
        let out = folder.appendingPathComponent("kept.svg")
        try Data("previous".utf8).write(to: out)
        expectBadInput(try RenderCommand.parse([spec, "-o", out.path]),
                       mentioning: "bad.yaml:5:", "sections[0].group.horizontal.layoutSize.width")
        #expect(try Data(contentsOf: out) == Data("previous".utf8))
    }

    @Test func anUnsolvableSpecNamesTheGroup() throws {
        let folder = try scratch()
        let spec = try write("""
            sections:
              - items: 1
                group:
                  horizontal:
                    layoutSize: {width: .absolute(100), height: 44}
                    contentInsets: {leading: 60, trailing: 60}
                    subitems: [{item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}]
            """, to: folder.appendingPathComponent("cramped.yaml"))
        expectBadInput(try FramesCommand.parse([spec, "-o", folder.appendingPathComponent("x.json").path]),
                       mentioning: "cramped.yaml:", "no room")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.json").path))
    }

    @Test func unsupportedFormatsAndPaddingAreUsageErrors() {
        #expect(throws: (any Error).self) { try RenderCommand.parse(["a.yaml", "-o", "a.jpg"]) }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["a.yaml", "-o", "a.svg", "--pad", "-1"]) }
    }
}
