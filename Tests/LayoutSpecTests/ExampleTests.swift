import Foundation
import Testing
import CompositionalLayout
@testable import LayoutSpec

/// Every spec in `examples/` reads and solves.
@Suite struct ExampleTests {
    static let examples: [String] = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path))?
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted() ?? []

    /// The examples of issue 3: supplementaries, decorations, custom groups, orthogonal scrolling, lists.
    static let featureExamples = [
        "seed-001-page.yaml", "rank-group-paging.yaml", "horizontal-paging-list.yaml", "waterfall.yaml",
        "layout-header-footer.yaml", "section-background.yaml", "badge.yaml", "header-footer.yaml",
        "background-decoration.yaml", "orthogonal-continuous.yaml", "orthogonal-paging.yaml",
        "orthogonal-group-paging.yaml", "orthogonal-group-paging-centered.yaml",
        "orthogonal-continuous-group-leading-boundary.yaml", "orthogonal-none.yaml", "list-plain.yaml",
        "list-grouped.yaml", "list-inset-grouped.yaml", "list-sidebar.yaml", "list-sidebar-plain.yaml",
    ]

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 40)
        #expect(Set(Self.featureExamples).isSubset(of: Self.examples))
    }

    @Test(arguments: examples)
    func exampleReads(_ name: String) throws {
        let specification = try SpecReader.read(contentsOf: examplesDirectory.appendingPathComponent(name).path)
        #expect(specification.title?.isEmpty == false)
    }

    @Test(arguments: examples)
    func exampleSolves(_ name: String) throws {
        let path = examplesDirectory.appendingPathComponent(name).path
        let specification = try SpecReader.read(contentsOf: path)
        let solution = try specification.solve()
        // One cell per item; supplementary and decoration views come on top.
        #expect(solution.elements.filter { $0.category == .cell }.count == specification.itemCounts.reduce(0, +))
    }

    /// The frame budget counts each example's frames exactly before solving: the
    /// solution's own count is accepted as the limit, and one less is refused.
    @Test(arguments: examples)
    func exampleFramesAreCountedBeforeSolving(_ name: String) throws {
        let specification = try SpecReader.read(contentsOf: examplesDirectory.appendingPathComponent(name).path)
        let count = try specification.solve().frameCount
        func solve(limit: Int) throws(LayoutError) -> LayoutSolution {
            try specification.layout.solve(
                containerSize: specification.containerSize, itemCounts: specification.itemCounts,
                safeAreaInsets: specification.safeAreaInsets, layoutMargins: specification.layoutMargins,
                traitCollection: specification.traitCollection, itemLabels: specification.itemLabels,
                rules: specification.rules, measuredSize: specification.measuredSize, frameLimit: limit)
        }
        #expect(try solve(limit: count).frameCount == count)
        #expect(throws: LayoutError.self) { _ = try solve(limit: count - 1) }
    }

    /// Every example says where it comes from: a seed tutorial, or a feature the seeds do not show.
    @Test(arguments: examples)
    func exampleStartsWithItsProvenance(_ name: String) throws {
        let text = try String(contentsOf: examplesDirectory.appendingPathComponent(name), encoding: .utf8)
        #expect(text.hasPrefix("# From seed ") || text.hasPrefix("# Feature (not in the seeds): "))
    }
}
