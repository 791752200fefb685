import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `render --watch --serve` (issue 13), as `d2 --watch` is used: change the spec, and the page
/// in a real browser shows the new picture; break it, and the page shows the error over the last
/// good picture, which stays on disk too.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUT_DIAGRAM_SKIP_BROWSER"] != "1",
                "LAYOUT_DIAGRAM_SKIP_BROWSER=1 skips the browser tests"))
struct WatchServeTests {
    private func spec(title: String) -> String {
        """
        title: \(title)
        sections:
          - items: 3
            group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)},
                    subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 3}}
        """
    }

    /// Waits up to 20 s for `expression`, evaluated in the page, to give `expected`; the last value it gave.
    private func waitFor(_ expression: String, toBe expected: String, in browser: HeadlessChromium) throws -> String {
        var value = ""
        for _ in 0..<200 {
            value = (try browser.evaluate("String(\(expression))") as? String) ?? ""
            if value == expected { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return value
    }

    @Test func thePageFollowsTheSpec() throws {
        let environment = ProcessInfo.processInfo.environment
        let chromium = try #require(environment["LAYOUT_DIAGRAM_CHROMIUM"].flatMap { $0.isEmpty ? nil : $0 }
                                    ?? HeadlessChromium.executable(named: "chromium"),
                                    "chromium is not installed; scripts/install-deps installs it, or set LAYOUT_DIAGRAM_SKIP_BROWSER=1")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let specFile = folder.appendingPathComponent("w.yaml"), drawing = folder.appendingPathComponent("w.svg")
        try Data(spec(title: "Before").utf8).write(to: specFile)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("layout-diagram")
        process.arguments = ["render", specFile.path, "-o", drawing.path, "--watch", "--serve", "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            // SIGKILL: a process spawned from a test thread may start with SIGTERM blocked.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // The first line names the page.
        var firstLine = Data()
        while !firstLine.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            firstLine += chunk
        }
        let line = String(decoding: firstLine, as: UTF8.self)
        let address = try #require(line.split(separator: " ").last { $0.hasPrefix("http://127.0.0.1:") }, "\(line)")
        let page = try #require(URL(string: String(address.split(separator: "\n").first ?? "")))

        let browser = try HeadlessChromium(binary: chromium, scratch: folder)
        defer { browser.close() }
        try browser.open(page, width: 900, height: 700)
        let title = "document.querySelector('#diagram svg title').textContent"
        #expect(try waitFor(title, toBe: "Before", in: browser) == "Before")

        try Data(spec(title: "After").utf8).write(to: specFile)
        #expect(try waitFor(title, toBe: "After", in: browser) == "After", "the page shows the new picture")
        #expect(try String(contentsOf: drawing, encoding: .utf8).contains(">After</title>"))

        try Data("sections: [\n".utf8).write(to: specFile)
        let error = "document.getElementById('error').textContent.indexOf('w.yaml:2:1: error') >= 0"
        #expect(try waitFor(error, toBe: "true", in: browser) == "true", "the error is shown")
        #expect(try browser.evaluate(title) as? String == "After", "over the last good picture")
        #expect(try String(contentsOf: drawing, encoding: .utf8).contains(">After</title>"), "which stays on disk")
    }
}
