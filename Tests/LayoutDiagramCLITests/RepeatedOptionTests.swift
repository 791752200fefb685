@testable import layout_diagram
import CompositionalLayout
import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutSpec
import Testing

/// Options repeated thousands of times (issue 22): ArgumentParser reads n options in n² time, and
/// each explained element is a solve of its own, so 6,400 `--explain` took 24 s. Both are bounded
/// before the work: by counting, not by a timer.
@Suite struct RepeatedOptionTests {
    private static let spec = """
        sections:
          - items: 4
            group: {horizontal: {layoutSize: {width: .fractionalWidth(1), height: .absolute(44)},
                    subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}, count: 2}}
        """

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-options-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("s.yaml"))
        return folder
    }

    @Test func optionsAreCountedUpToTheDoubleDash() {
        #expect(OptionCount.options(in: ["render", "s.yaml", "-o", "-", "--explain", "0.1", "--explain=0.2"]) == 3,
                "'-' alone is standard input, not an option")
        #expect(OptionCount.options(in: ["lint", "--", "-a.yaml", "-b.yaml"]) == 0, "after --, operands")
        #expect(OptionCount.refusal(Array(repeating: "--explain", count: OptionCount.maxOptions)) == nil)
        #expect(OptionCount.refusal(Array(repeating: "--explain", count: OptionCount.maxOptions + 1)) != nil)
    }

    @Test(arguments: [["render", "s.yaml", "-o", "s.svg"], ["explain", "s.yaml"]])
    func tenThousandRepeatsAreRefusedBeforeTheyAreRead(command: [String]) async throws {
        let folder = try folder()
        let option = command[0] == "render" ? "--explain" : "--element"
        let repeats = (0..<10_000).flatMap { _ in [option, "0.1"] }
        let run = try await CommandProcess.run(command + repeats, in: folder)
        #expect(run.status == 2)
        // 10,000 repeats and `-o`, or 10,000 alone.
        let options = command[0] == "render" ? 10_001 : 10_000
        #expect(run.error == "error: \(options) options given; a command takes at most \(OptionCount.maxOptions) (an option "
                + "repeated, such as --explain or --element, counts each time)\n", "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.svg").path))
    }

    @Test func aRepeatedElementIsExplainedOnce() async throws {
        let folder = try folder()
        let repeats = (0..<200).flatMap { _ in ["--element", "0.1"] }
        let run = try await CommandProcess.run(["explain", "s.yaml", "--format", "json"] + repeats + ["--element", "0.2"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let explanations = try #require(report["explanations"] as? [[String: Any]])
        #expect(explanations.map { $0["element"] as? String } == ["0.1", "0.2"], "0.1 once, then 0.2")
    }

    @Test func elementsAreDeduplicatedInOrderAndCounted() throws {
        let cell = { (item: Int) in LayoutElementSelector.cell(section: 0, item: item) }
        #expect(try ExplainedElements([cell(2), cell(1), cell(2), cell(1)]).selectors == [cell(2), cell(1)])
        #expect(try ExplainedElements((0..<ExplainedElements.maxCount).map(cell)).selectors.count == ExplainedElements.maxCount)
        #expect(throws: ArtefactError.self) { try ExplainedElements((0...ExplainedElements.maxCount).map(cell)) }
        // Repeats do not count against the limit: 10,000 of two elements are two solves.
        #expect(try ExplainedElements((0..<10_000).map { cell($0 % 2) }).selectors.count == 2)
    }

    @Test func theFramesSolvedForExplanationsAreBudgeted() throws {
        let specification = try SpecReader.read(Self.spec, path: "s.yaml")
        let elements = try ExplainedElements([.cell(section: 0, item: 0), .cell(section: 0, item: 1)])
        try elements.checkBudget(frames: ExplainedElements.maxFramesSolved / 2, of: specification)
        #expect(throws: ArtefactError.self) {
            try elements.checkBudget(frames: ExplainedElements.maxFramesSolved / 2 + 1, of: specification)
        }
        // One element is one solve, which the layout's own limit already bounds.
        try ExplainedElements([.cell(section: 0, item: 0)]).checkBudget(frames: .max / 2, of: specification)
    }
}
