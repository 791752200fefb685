import Foundation
import LayoutDiagram
import LayoutDiagramSVG
import Testing

/// `xmllint` on the PATH, if any (Debian: `apt-get install libxml2-utils`).
private let xmllint: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("xmllint") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

@Suite("xmllint", .enabled(if: xmllint != nil, "xmllint is not installed"))
struct XMLLintTests {
    @Test func renderedFilesAreWellFormed() throws {
        let tool = try #require(xmllint)
        let hostile = DiagramOptions(title: "<&\"'>", sectionNames: ["]]>"], itemLabels: [["\u{1}<x>&amp;\"", "ok"]])
        for (name, solution, options) in [("list", try Fixtures.twoColumnList(), DiagramOptions()),
                                          ("nested", try Fixtures.nestedGroups(), DiagramOptions()),
                                          ("hostile", try Fixtures.twoColumnList(), hostile)] {
            let data = try SVGRenderer().render(try DiagramSceneBuilder(options: options).scene(for: solution))
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("layout-diagram-\(name)-\(ProcessInfo.processInfo.processIdentifier).svg")
            try data.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }

            let process = Process()
            process.executableURL = tool
            process.arguments = ["--noout", file.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(name): \(message)")
        }
    }
}
