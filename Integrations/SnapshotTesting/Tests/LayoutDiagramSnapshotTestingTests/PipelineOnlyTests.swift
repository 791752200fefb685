import Foundation
import Testing

/// The strategies are a second front end of the pipeline alone: neither this package's manifest nor
/// its sources name the spec reader, the input module or the command line's tools.
struct PipelineOnlyTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The manifest and every Swift file under `Sources/`.
    static func texts() throws -> [String: String] {
        var texts = ["Package.swift": try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)]
        let sources = package.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            texts[file.lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
        }
        return texts
    }

    @Test func noSpecReaderInputModuleOrTools() throws {
        let texts = try Self.texts()
        #expect(texts.count > 1, "the sources were not found beside \(Self.package.path)")
        for (name, text) in texts {
            for module in ["LayoutSpec", "LayoutInput", "LayoutDiagramTools", "Yams"] {
                #expect(!text.contains("\"\(module)\"") && !text.contains("import \(module)\n"),
                        "\(name) names \(module)")
            }
        }
        #expect(texts["Package.swift"]?.contains("\"LayoutDiagramPipeline\"") == true)
    }
}
