import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import Testing
@testable import layout_diagram

/// `render`'s pictures are bounded along the scroll axis, and on devices cut to their screens;
/// `--overflow all` draws everything, and the frames JSON is never bounded.
@Suite struct PictureLengthTests {
    private let folder: URL
    private let spec: String

    /// 200 photos, three to a 130-point row, in a 390 × 844 container: 67 rows, 8,710 points.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-length-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("photos.yaml")
        try Data("""
            title: Photos
            container: {width: 390, height: 844}
            sections:
              - items: 200
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: 130}
                    subitems:
                      - item: {layoutSize: {width: .fractionalWidth(1/3), height: .fractionalHeight(1)}}
            """.utf8).write(to: url)
        spec = url.path
    }

    private func render(_ arguments: [String], to name: String) throws -> Data {
        let out = folder.appendingPathComponent(name)
        try RenderCommand.parse([spec, "-o", out.path] + arguments).run()
        return try Data(contentsOf: out)
    }

    /// The PNG's height in points, at scale 1.
    private func height(_ arguments: [String]) throws -> Int {
        try PNGCodec.decode(try render(arguments + ["--scale", "1"], to: "out-\(UUID().uuidString).png")).height
    }

    @Test func aPhotoGridIsBoundedByDefaultAndWholeWithOverflowAll() throws {
        // Today's whole picture was 10,190 pixels at scale 2: bounded, it is well under two screens.
        #expect(try height([]) < 2 * 844)
        #expect(try height(["--overflow", "all"]) > 8_710)
        let svg = String(decoding: try render([], to: "photos.svg"), as: UTF8.self)
        #expect(svg.contains("+179 more: items 0·21–0·199"))
        #expect(svg.components(separatedBy: "128×130").count < 30)
    }

    @Test func twoDevicesAreAScreenTallPlusTheirChrome() throws {
        // The taller screen is the iPad Air's, 1,180 points; the title, captions and legend add under 200.
        #expect(try height(["--device", "iphone-15", "--device", "ipad-air"]) < 1_180 + 200)
        let svg = String(decoding: try render(["--device", "iphone-15", "--device", "ipad-air"], to: "two.svg"), as: UTF8.self)
        #expect(svg.components(separatedBy: "more below").count - 1 >= 2)
    }

    @Test func theFramesAreNeverBounded() throws {
        let out = folder.appendingPathComponent("frames.json")
        try FramesCommand.parse([spec, "-o", out.path]).run()
        let json = String(decoding: try Data(contentsOf: out), as: UTF8.self)
        #expect(json.contains("\"item\":199"))
    }
}
