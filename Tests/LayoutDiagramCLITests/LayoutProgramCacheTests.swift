import Foundation
import Testing

/// The cache of compiled layout programs trusts only itself (issue 22): an entry runs only when it
/// is the user's alone and its contents are those stored; a cache folder others may write to is
/// refused; and a Swift file of any legal name compiles.
@Suite(.timeLimit(.minutes(2))) struct LayoutProgramCacheTests {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A folder with `Layout.swift` (the badge example's code) and a cache of its own.
    private func scratch() async throws -> (folder: URL, cache: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cache = folder.appendingPathComponent("cache")
        let environment = ["LAYOUT_DIAGRAM_CACHE": cache.path]
        let spec = repository.appendingPathComponent("examples/badge.yaml").path
        let swift = try await CommandProcess.run(["swift", spec, "-o", "Layout.swift"], in: folder, environment: environment)
        try #require(swift.status == 0, "\(swift.error)")
        return (folder, cache, environment)
    }

    /// The one entry of the cache, after a first run.
    private func onlyEntry(in cache: URL) throws -> URL {
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("swift").path)
            .filter { !$0.hasPrefix(".") }
        try #require(entries.count == 1, "\(entries)")
        return cache.appendingPathComponent("swift/\(entries[0])")
    }

    @Test func anEntryIsNamedAndCheckedBySHA256() async throws {
        let (folder, cache, environment) = try await scratch()
        let run = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        try #require(run.status == 0, "\(run.error)")
        let entry = try onlyEntry(in: cache)
        #expect(entry.lastPathComponent.count == 64 && entry.lastPathComponent.allSatisfy(\.isHexDigit))
        // The program's own digest beside it, as sha256sum gives it; the cache is the user's alone.
        let stored = try String(contentsOf: entry.appendingPathComponent("layout.sha256"), encoding: .utf8)
        #expect(stored.count == 65 && stored.hasSuffix("\n"))
        for path in [cache.path, cache.appendingPathComponent("swift").path, entry.path] {
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
            #expect(mode & 0o022 == 0, "\(path): \(String(mode, radix: 8))")
        }
    }

    @Test func anEntryOfAnotherUserOrWritableByOthersIsNotRun() async throws {
        let (folder, cache, environment) = try await scratch()
        let first = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        try #require(first.status == 0, "\(first.error)")
        let entry = try onlyEntry(in: cache)
        // A shell script where the program was, writable by everyone and, for root, another user's.
        let marker = folder.appendingPathComponent("script-ran")
        let program = entry.appendingPathComponent("layout")
        try FileManager.default.removeItem(at: program)
        try Data("#!/bin/sh\ntouch '\(marker.path)'\n".utf8).write(to: program)
        for path in [program.path, entry.path] {
            chmod(path, 0o777)
            if geteuid() == 0 { chown(path, 65534, 65534) }
        }
        let second = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output == first.output)
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        // Compiled again, in place of the untrusted entry.
        #expect(try onlyEntry(in: cache) == entry)
        let attributes = try FileManager.default.attributesOfItem(atPath: program.path)
        #expect((attributes[.ownerAccountID] as? NSNumber)?.uint32Value == geteuid())
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test func aTruncatedEntryIsCompiledAgain() async throws {
        let (folder, cache, environment) = try await scratch()
        let first = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        try #require(first.status == 0, "\(first.error)")
        let program = try onlyEntry(in: cache).appendingPathComponent("layout")
        let handle = try FileHandle(forWritingTo: program)
        try handle.truncate(atOffset: 4096)
        try handle.close()
        let second = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output == first.output)
        #expect(try FileManager.default.attributesOfItem(atPath: program.path)[.size] as? Int ?? 0 > 4096)
    }

    @Test func aCacheFolderOthersMayWriteIsRefused() async throws {
        let (folder, cache, environment) = try await scratch()
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        chmod(cache.path, 0o777)
        let shared = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        #expect(shared.status == 2)
        #expect(shared.error.contains("error: the layout program cache \(cache.path) is writable by everyone (mode 777), "
                                      + "so a program in it could be replaced by someone else"), "\(shared.error)")
        #expect(shared.error.contains("LAYOUT_DIAGRAM_CACHE"))
        let programs = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("swift").path)) ?? []
        #expect(programs.isEmpty, "nothing is compiled into it")

        // Its swift/ folder too, and (for root, who can give it away) one another user owns.
        chmod(cache.path, 0o700)
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("swift"), withIntermediateDirectories: true)
        chmod(cache.appendingPathComponent("swift").path, 0o775)
        let group = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
        #expect(group.status == 2 && group.error.contains("swift is writable by its group (mode 775)"), "\(group.error)")
        if geteuid() == 0 {
            chmod(cache.appendingPathComponent("swift").path, 0o700)
            chown(cache.path, 65534, 65534)
            let foreign = try await CommandProcess.run(["frames", "Layout.swift"], in: folder, environment: environment)
            #expect(foreign.status == 2 && foreign.error.contains("is owned by user 65534, not by you (user 0)"),
                    "\(foreign.error)")
        }
    }

    @Test(arguments: ["main.swift", "two\nlines.swift", "-dash ü space.swift"])
    func aFileOfAnyNameIsCompiled(name: String) async throws {
        let (folder, _, environment) = try await scratch()
        let source = try String(contentsOf: folder.appendingPathComponent("Layout.swift"), encoding: .utf8)
        try Data(source.utf8).write(to: folder.appendingPathComponent(name))
        let run = try await CommandProcess.run(["frames", "--", name], in: folder, environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text.contains("\"contentSize\":{\"height\":172,\"width\":390}"))
        // The compiler's messages name the file as written.
        try Data(source.replacingOccurrences(of: ".absolute(44)", with: ".absolut(44)").utf8)
            .write(to: folder.appendingPathComponent(name))
        let broken = try await CommandProcess.run(["frames", "--", name], in: folder, environment: environment)
        #expect(broken.status == 2)
        #expect(broken.error.contains("\(name):") && broken.error.contains("absolut"), "\(broken.error)")
        #expect(!broken.error.contains("LayoutFunctions.swift") && !broken.error.contains("cache"))
    }
}
