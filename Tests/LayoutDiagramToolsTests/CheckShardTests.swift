import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import Testing

/// `check --shard I/N` and `merge-reports` (issue 13): the parts check every file once, and
/// their merged report is the report of one unsharded check.
@Suite struct CheckShardTests {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func partsAreStableAndCoverEverySpecOnce() throws {
        let specs = (0..<60).map { "examples/spec-\($0).yaml" }
        let shards = (1...3).map { CheckShard("\($0)/3")! }
        for spec in specs {
            #expect(shards.filter { $0.owns(specAt: spec) }.count == 1, "\(spec)")
            // The folder does not decide the part: the name does.
            #expect(shards.first { $0.owns(specAt: spec) } == shards.first { $0.owns(specAt: "elsewhere/" + (spec as NSString).lastPathComponent) })
        }
        #expect(shards.allSatisfy { shard in specs.contains(where: shard.owns(specAt:)) }, "no part is empty")
        for bad in ["0/3", "4/3", "1/0", "x", "1/", "2/1001"] { #expect(CheckShard(bad) == nil, "\(bad)") }
    }

    @Test func mergedPartsGiveTheVerdictsOfOneCheck() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-shards-\(UUID().uuidString)")
        let golden = scratch.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        let names = ["badge", "basic-list", "fractional-grid", "padding-count", "absolute"]
        let specs = names.map { repository.appendingPathComponent("examples/\($0).yaml").path }
        for name in names {
            for file in [".json", ".svg", ".png", "-dark.svg", "-dark.png", ".html"] {
                try FileManager.default.copyItem(at: repository.appendingPathComponent("output/\(name)\(file)"),
                                                 to: golden.appendingPathComponent(name + file))
            }
        }
        // One failed, one new and one deleted file, wherever their parts are.
        try Data("{}\n".utf8).write(to: golden.appendingPathComponent("badge.json"))
        try FileManager.default.removeItem(at: golden.appendingPathComponent("basic-list-dark.png"))
        try Data("{}\n".utf8).write(to: golden.appendingPathComponent("gone.json"))

        func check(_ shard: CheckShard?, into folder: String) throws -> CheckResult {
            try GalleryCheck(specs: specs, against: golden.path, report: scratch.appendingPathComponent(folder).path,
                             tolerance: Tolerance(), rendering: DiagramRendering(), shard: shard).runWritingReport()
        }
        let whole = try check(nil, into: "whole")
        let parts = try (1...2).map { try check(CheckShard("\($0)/2"), into: "part\($0)") }
        #expect(parts.map(\.items.count).reduce(0, +) == whole.items.count, "every file in one part")
        let merged = try CheckReportMerge(reports: ["part1", "part2"].map { scratch.appendingPathComponent($0).path },
                                          against: golden.path, report: scratch.appendingPathComponent("merged").path).run()
        // The same items, but that a text diff names the merged report's actual file, not the whole check's.
        let wholeFolder = scratch.appendingPathComponent("whole").path, mergedFolder = scratch.appendingPathComponent("merged").path
        let relocated: [CheckItem] = whole.items.map { item in
            var item = item
            item.textDiff = item.textDiff?.replacingOccurrences(of: wholeFolder, with: mergedFolder)
            return item
        }
        #expect(merged.items == relocated)
        #expect(merged.items.contains { $0.textDiff?.contains("+++ \(mergedFolder)/actual/badge.json") == true })
        #expect(whole.failed.map(\.name) == ["badge.json"])
        #expect(whole.new.map(\.name) == ["basic-list-dark.png"])
        #expect(whole.deleted.map(\.name) == ["gone.json"])
        for file in ["reg.json", "check.json"] {
            let read = { (folder: String) in
                try String(contentsOf: scratch.appendingPathComponent("\(folder)/\(file)"), encoding: .utf8)
                    .replacingOccurrences(of: wholeFolder, with: mergedFolder)
            }
            #expect(try read("merged") == read("whole"), "\(file)")
        }
        let actual = { (folder: String) in
            try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("\(folder)/actual").path).sorted()
        }
        #expect(try actual("merged") == actual("whole"))

        // A part missing, or given twice, is an error.
        for reports in [["part1"], ["part1", "part1"]] {
            #expect(throws: ArtefactError.self) {
                try CheckReportMerge(reports: reports.map { scratch.appendingPathComponent($0).path },
                                     against: golden.path, report: scratch.appendingPathComponent("bad").path).run()
            }
        }
    }
}
