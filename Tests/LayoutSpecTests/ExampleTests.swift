import Foundation
import Testing
@testable import LayoutSpec

/// Every spec in `examples/` reads and solves.
@Suite struct ExampleTests {
    static let examples: [String] = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path))?
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted() ?? []

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 20)
    }

    @Test(arguments: examples)
    func exampleReadsAndSolves(_ name: String) throws {
        let path = examplesDirectory.appendingPathComponent(name).path
        let specification = try SpecReader.read(contentsOf: path)
        let solution = try specification.solve()
        #expect(solution.elements.count == specification.itemCounts.reduce(0, +))
        #expect(specification.title?.isEmpty == false)
    }

    @Test(arguments: examples)
    func exampleStartsWithASeedHeader(_ name: String) throws {
        let text = try String(contentsOf: examplesDirectory.appendingPathComponent(name), encoding: .utf8)
        #expect(text.hasPrefix("# From seed "))
    }
}
