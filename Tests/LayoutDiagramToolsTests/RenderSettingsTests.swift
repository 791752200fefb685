import Foundation
import LayoutDiagram
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutInput
import LayoutSpec
import Testing

/// The render settings are declared once (``DiagramOptions``, carried whole by ``DiagramRendering``),
/// and every command draws through a value of them: the gallery's and the check's artefacts,
/// `markdown`'s images and `render`'s drawing. A changed option reaches each; the standard settings
/// draw what the committed gallery holds.
@Suite struct RenderSettingsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let example = root.appendingPathComponent("examples/fractional-grid.yaml").path

    /// The standard settings with an option changed that only shows in the picture.
    static var changed: DiagramRendering {
        var rendering = DiagramRendering.standard
        rendering.options.showsLegend = !rendering.options.showsLegend
        rendering.options.padding += 24
        return rendering
    }

    /// The light SVG the gallery and `check` draw for the example.
    static func artefactSVG(_ rendering: DiagramRendering) throws -> Data {
        let source = LayoutSource(path: example)
        let artefact = try #require(Artefact.artefacts(for: source, rendering: rendering)
            .first { $0.fileName == "fractional-grid.svg" })
        return try artefact.render(try source.load())
    }

    /// The SVG `render` draws for the example.
    static func renderSVG(_ rendering: DiagramRendering) throws -> Data {
        var settings = SpecRendering()
        settings.drawing = rendering
        return try settings.render(try SpecReader.read(contentsOf: example))
    }

    /// The first image `markdown` draws for a document holding the example.
    static func markdownSVG(_ rendering: DiagramRendering) throws -> Data {
        let spec = try String(contentsOfFile: example, encoding: .utf8)
        let text = "# Doc\n\n```layout-diagram\n\(spec)```\n"
        var settings = SpecRendering()
        settings.drawing = rendering
        var images: [Data] = []
        _ = try MarkdownDiagrams(path: "doc.md", text: text).render(outputPath: "out.md", rendering: settings) {
            _, data in images.append(data)
        }
        return try #require(images.first)
    }

    @Test func theStandardSettingsDrawTheCommittedGallery() throws {
        let golden = try Data(contentsOf: Self.root.appendingPathComponent("output/fractional-grid.svg"))
        #expect(try Self.artefactSVG(.standard) == golden)
        #expect(try Self.renderSVG(.standard) == golden)
    }

    @Test(arguments: ["gallery and check", "render", "markdown"])
    func aChangedOptionReachesTheCommand(_ command: String) throws {
        let draw: (DiagramRendering) throws -> Data = switch command {
        case "gallery and check": Self.artefactSVG
        case "render": Self.renderSVG
        default: Self.markdownSVG
        }
        let standard = String(decoding: try draw(.standard), as: UTF8.self)
        let changed = String(decoding: try draw(Self.changed), as: UTF8.self)
        #expect(standard != changed)
        // 24 more points of padding on each side: the picture is 48 points wider.
        let width = /<svg[^>]* width="([0-9.]+)"/
        let before = try #require(standard.firstMatch(of: width)).1, after = try #require(changed.firstMatch(of: width)).1
        #expect(Double(after)! - Double(before)! == 48)
    }
}
