import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramTestSupport
import LayoutSpec
import Testing
@testable import layout_diagram

/// `render`'s options end to end: formats, themes, devices, annotations and clipping.
@Suite struct RenderOptionsTests {
    private let folder: URL
    private let spec: String

    /// A grid whose columns depend on the width: 2 columns, or 4 when the
    /// container is at least 600 wide (a variant), as an adaptive layout
    /// would do. `count` makes the items share the row less the spacing.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("adaptive.yaml")
        try Data("""
            title: Adaptive grid
            sections:
              - items: 8
                interGroupSpacing: 10
                contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: 60}
                    interItemSpacing: 10
                    subitem: {item: {layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}}}
                    count: 2
                variants:
                  - when: {minWidth: 600}
                    group:
                      horizontal:
                        layoutSize: {width: .fractionalWidth(1), height: 60}
                        interItemSpacing: 10
                        subitem: {item: {layoutSize: {width: .fractionalWidth(0.25), height: .fractionalHeight(1)}}}
                        count: 4
            """.utf8).write(to: url)
        spec = url.path
    }

    private func render(_ arguments: [String], to name: String) throws -> Data {
        let out = folder.appendingPathComponent(name)
        let command = try RenderCommand.parse([spec, "-o", out.path] + arguments)
        try command.run()
        return try Data(contentsOf: out)
    }

    private func svg(_ arguments: [String] = []) throws -> String {
        String(decoding: try render(arguments, to: "out-\(UUID().uuidString).svg"), as: UTF8.self)
    }

    @Test func pngIsChosenByExtensionAndDrawnAtScale2ByDefault() throws {
        let data = try render([], to: "grid.png")
        let image = try PNGCodec.decode(data)
        let svg = try SVGTree(try svg())
        // The PNG is the SVG's size in points, times 2.
        let width = try #require(svg.root.number("width"))
        let height = try #require(svg.root.number("height"))
        #expect(image.width == Int((width * 2).rounded(.up)))
        #expect(image.height == Int((height * 2).rounded(.up)))
        let one = try PNGCodec.decode(try render(["--scale", "1"], to: "grid1.png"))
        #expect(one.width == Int(width.rounded(.up)))
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        #expect(try render([], to: "a.png") == (try render([], to: "b.png")))
        #expect(try svg(["--theme", "dark"]) == (try svg(["--theme", "dark"])))
    }

    @Test func themesChangeTheColoursAndAutoCarriesBoth() throws {
        let light = try svg()
        let dark = try svg(["--theme", "dark"])
        let auto = try svg(["--theme", "auto"])
        #expect(light.contains(DiagramTheme.light.cell.fill!.hexString))
        #expect(!light.contains("prefers-color-scheme"))
        #expect(dark.contains(DiagramTheme.dark.cell.fill!.hexString))
        #expect(!dark.contains(DiagramTheme.light.cell.fill!.hexString))
        #expect(auto.contains("@media (prefers-color-scheme: dark){"))
        #expect(auto.contains(DiagramTheme.light.cell.fill!.hexString) && auto.contains(DiagramTheme.dark.cell.fill!.hexString))
        // A dark PNG has the dark background in its padding.
        let image = try PNGCodec.decode(try render(["--theme", "dark"], to: "dark.png"))
        #expect(image[0, 0] == RasterImage.Pixel(DiagramTheme.dark.background!))
    }

    @Test func themeAutoIsRejectedForPNG() {
        #expect(throws: (any Error).self) {
            try RenderCommand.parse([spec, "-o", folder.appendingPathComponent("x.png").path, "--theme", "auto"])
        }
    }

    @Test func htmlIsChosenByExtensionAndRefusesWhatAPageCannotShow() throws {
        let page = String(decoding: try render([], to: "grid.html"), as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let html = folder.appendingPathComponent("x.html").path
        // One offset drawn, or a picture served, is what the page's controls and file replace.
        for options in [["--viewport"], ["--watch", "--serve"]] {
            #expect(throws: (any Error).self) { try RenderCommand.parse([spec, "-o", html] + options) }
        }
        #expect(try RenderCommand.parse([spec, "-o", "-", "--format", "html"]).settings().format == .html)
        // A Markdown page shows images: a page is not one.
        #expect(throws: (any Error).self) { try MarkdownCommand.parse(["in.md", "--format", "html"]) }
    }

    @Test func devicesAreDrawnSideBySideWithTheirOwnLayouts() throws {
        let tree = try SVGTree(try svg(["--device", "iphone-15", "--device", "ipad-air"]))
        // iPhone 15: 393 wide, compact, 3×: 2 columns of (393 − 32 − 10) / 2 = 175.5, floored to the
        // pixel grid: ⌊175.5 × 3⌋ / 3 = 526 / 3 = 175.3333.
        let cells = tree.elements.filter { $0["id"]?.range(of: #"-p[01]-s0-i0$"#, options: .regularExpression) != nil }
        #expect(cells.count == 2)
        let widths = cells.compactMap { tree.paintedFrameText(of: $0).split(separator: " ").dropFirst(2).first }
        // iPad Air: 820 wide, ≥ 600, 2×: 4 columns of (820 − 32 − 3·10) / 4 = 189.5, on the grid.
        #expect(widths == ["175.3333", "189.5"])
        // Each panel has its caption naming the device.
        let captions = tree.elements.filter { $0["id"]?.hasSuffix("-caption") == true }.map(\.allText)
        #expect(captions.count == 2)
        #expect(captions[0].hasPrefix("iPhone 15 · 393×852 pt · compact width · regular height"))
        #expect(captions[1].hasPrefix("iPad Air 11-inch · 820×1180 pt · regular width · regular height"))
    }

    @Test func unknownDevicesAndDeviceWithWidthAreBadInput() throws {
        #expect(throws: (any Error).self) {
            try RenderCommand.parse([spec, "-o", folder.appendingPathComponent("x.svg").path, "--device", "nokia-3310"])
        }
        let command = try RenderCommand.parse([spec, "-o", folder.appendingPathComponent("x.svg").path,
                                               "--device", "iphone-15", "--width", "500"])
        #expect(throws: CommandFailure.self) { try command.run() }
    }

    @Test func annotationsNoneDrawsNoMarkersAndAllDrawsEveryGap() throws {
        let none = try SVGTree(try svg(["--annotations", "none"]))
        #expect(none.elements.allSatisfy { $0["class"]?.hasSuffix("-dimension") != true })
        let first = try SVGTree(try svg())
        let all = try SVGTree(try svg(["--annotations", "all"]))
        func lines(_ tree: SVGTree) -> Int {
            tree.elements.filter { $0.name == "line" && $0["id"]?.hasSuffix("-line") == true
                && $0["class"]?.hasSuffix("-dimension") == true }.count
        }
        // 8 items in 4 rows of 2 (390 wide: the 2-column group): first marks 1 inter-item and 1 inter-group gap;
        // all marks 4 inter-item and 3 inter-group gaps.
        #expect(lines(first) == 2)
        #expect(lines(all) == 7)
    }

    @Test func clipAndOverflowAreValidated() throws {
        #expect(throws: (any Error).self) {
            try RenderCommand.parse([spec, "-o", folder.appendingPathComponent("x.svg").path, "--overflow", "-1"])
        }
        _ = try svg(["--clip"])
        _ = try svg(["--overflow", "all"])
    }

    @Test func negativeNumbersGetARangeErrorAndADirectoryIsNotAnOutput() throws {
        // "-1" is the option's value, so the message is about its range, not a missing value.
        for arguments in [["--pad", "-1"], ["--scale", "-1"]] {
            do {
                _ = try RenderCommand.parse([spec, "-o", folder.appendingPathComponent("x.png").path] + arguments)
                Issue.record("\(arguments) was accepted")
            } catch {
                let message = RenderCommand.message(for: error)
                #expect(message.contains("must be"), "\(arguments): \(message)")
            }
        }
        do {
            _ = try RenderCommand.parse([spec, "-o", folder.path])
            Issue.record("a directory was accepted as the output")
        } catch {
            #expect(RenderCommand.message(for: error).contains("is a directory"))
        }
    }

    @Test func viewportDrawsTheScreenAtTheContentOffset() throws {
        // Rows of 60 every 70 (60 + 10): 0…60, 70…130, 140…200, 210…270. A 100-tall screen at offset 100
        // shows 100…200: row 0 is wholly above it (2 cells), row 3 wholly below (2 cells), row 1 is cut.
        let source = try svg(["--height", "100", "--viewport", "--content-offset", "100"])
        let tree = try SVGTree(source)
        #expect(source.contains(">+2 more above<") && source.contains(">+2 more below<"))
        #expect(tree.elements.contains { $0["id"]?.hasSuffix("-screen") == true })
        #expect(tree.elements.first { $0["id"]?.hasSuffix("-s0-i0") == true } == nil)
        #expect(throws: (any Error).self) {
            try RenderCommand.parse([spec, "-o", folder.appendingPathComponent("x.svg").path, "--content-offset", "nan"])
        }
    }

    @Test func scaleIsValidatedBeforeDrawing() {
        for scale in ["0", "-1", "nan", "9", "1e-300", "0.09"] {
            #expect(throws: (any Error).self, "\(scale)") {
                try RenderCommand.parse([spec, "-o", folder.appendingPathComponent("x.png").path, "--scale", scale])
            }
        }
    }

    @Test func devicesCommandListsPortraitAndLandscape() throws {
        #expect(DeviceProfile.named("iphone-15")?.size == CGSize(width: 393, height: 852))
        #expect(DeviceProfile.named("IPHONE-15-LANDSCAPE")?.size == CGSize(width: 852, height: 393))
        #expect(DeviceProfile.named("iphone-15-landscape")?.verticalSizeClass == .compact)
        #expect(DeviceProfile.all.count == 2 * DeviceProfile.portrait.count)
    }
}
