import CompositionalLayout
import Foundation
import Testing
@testable import LayoutSpec

/// Reads `yaml` as the spec `test.yaml`.
func read(_ yaml: String) throws -> LayoutSpecification {
    try SpecReader.read(yaml, path: "test.yaml")
}

/// The diagnostics reading `yaml` produces; records an issue if it reads cleanly.
func diagnostics(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> [SpecDiagnostic] {
    do {
        _ = try SpecReader.read(yaml, path: "test.yaml")
        Issue.record("expected the spec to be rejected", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.diagnostics
    }
}

/// The single diagnostic solving `yaml` produces; records an issue if it reads badly or solves.
func solveDiagnostic(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> SpecDiagnostic? {
    do {
        _ = try SpecReader.read(yaml, path: "test.yaml").solve()
        Issue.record("expected solving to fail", sourceLocation: sourceLocation)
    } catch {
        #expect(error.diagnostics.count == 1, sourceLocation: sourceLocation)
        return error.diagnostics.first
    }
    return nil
}

/// A valid section group, for specs whose test is about something else.
let trivialGroup = "{horizontal: {layoutSize: {width: 1, height: 1}, subitems: [{item: {layoutSize: {width: 1, height: 1}}}]}}"

/// A diagnostic in `test.yaml`, for comparisons.
func diagnostic(_ line: Int, _ column: Int, _ keyPath: String, _ message: String) -> SpecDiagnostic {
    SpecDiagnostic(path: "test.yaml", line: line, column: column, keyPath: keyPath, message: message)
}

/// A one-section spec whose section is `body`, indented under `- `.
func spec(section body: String, container: String = "{width: 390, height: 844}") -> String {
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    let indented = lines.enumerated().map { $0.offset == 0 ? "  - " + $0.element : "    " + $0.element }
    return "container: \(container)\nsections:\n" + indented.joined(separator: "\n") + "\n"
}

/// The frame of the cell at `item` in `section`, or `.null`.
func frame(_ solution: LayoutSolution, _ item: Int, section: Int = 0) -> CGRect {
    solution.cell(at: IndexPath(item: item, section: section))?.frame ?? .null
}

/// Rectangles equal to within floating-point error (thirds do not round-trip).
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// The `examples/` folder at the top of the package.
let examplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

extension SectionTemplate {
    /// The section built when the spec was read; `nil` for a list, which is built while solving.
    var built: NSCollectionLayoutSection? {
        if case .section(let section) = self { return section }
        return nil
    }
}

/// An environment of the given container, as the solver hands to section providers.
func environment(width: CGFloat = 390, height: CGFloat = 844,
                 traits: UITraitCollection = UITraitCollection()) -> LayoutEnvironment {
    LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: height)),
                      traitCollection: traits)
}

/// Section `index` of `specification` as its provider returns it in `environment` (lists included).
func providedSection(_ specification: LayoutSpecification, _ index: Int = 0,
                     in environment: LayoutEnvironment = environment()) throws -> NSCollectionLayoutSection {
    try #require(specification.sectionChoices.indices.contains(index) ? specification.sectionChoices[index] : nil)
        .section(in: environment)
}
