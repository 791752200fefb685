@testable import LayoutSpec
import Foundation
import LayoutInput
import Testing

/// Spec → Swift → compile → frames (issue 14): every example, written as UIKit code by
/// `layout-diagram swift`, compiled against `CompositionalLayout` with only its import changed,
/// and solved with the spec's data, gives the spec's frames byte for byte.
@Suite struct SwiftRoundTripTests {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyExampleWrittenAsSwiftGivesTheSameFrames() async throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        try #require(examples.count >= 40)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Each example's code in an enum of its own, so that every one can be called createLayout.
        var sources: [URL] = []
        var checks: [String] = []
        for (index, name) in examples.enumerated() {
            let path = repository.appendingPathComponent("examples/\(name)").path
            let code = try SpecReader.read(contentsOf: path).swiftSource()
            #expect(code.hasPrefix("import UIKit\n"))
            let body = code.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { line in
                line.hasPrefix("func ") ? "    static " + line : "    " + line
            }
            let file = folder.appendingPathComponent("Example\(index).swift")
            try Data(("import CompositionalLayout\n\nenum Example\(index) {\n" + body.joined(separator: "\n") + "\n}\n").utf8)
                .write(to: file)
            sources.append(file)
            // Also 820 wide, where variants for wide containers apply; not a custom group's frames,
            // which are written as the spec's container gives them.
            let wide = !code.contains("NSCollectionLayoutGroup.custom")
            checks.append("check(\(SwiftWriter.literal(path)), Example\(index).createLayout(), wide: \(wide))")
        }
        let main = folder.appendingPathComponent("main.swift")
        try Data("""
            import CompositionalLayout
            import Foundation
            import LayoutSpec

            var failures = 0
            func check(_ path: String, _ layout: UICollectionViewLayout, wide: Bool) {
                do {
                    var spec = try SpecReader.read(contentsOf: path)
                    for container in [spec.containerSize] + (wide ? [CGSize(width: 820, height: 1180)] : []) {
                        spec.containerSize = container
                        let swift = try layout.solve(containerSize: container, itemCounts: spec.itemCounts,
                                                     safeAreaInsets: spec.safeAreaInsets, layoutMargins: spec.layoutMargins,
                                                     traitCollection: spec.traitCollection, itemLabels: spec.itemLabels,
                                                     rules: spec.rules, measuredSize: spec.measuredSize)
                        if try swift.framesJSON() != spec.solve().framesJSON() {
                            print("DIFFERS \\(path) at \\(container.width)"); failures += 1
                        }
                    }
                } catch {
                    print("FAILED \\(path): \\(error)"); failures += 1
                }
            }
            \(checks.joined(separator: "\n"))
            print("checked \(checks.count), \\(failures) failed")

            """.utf8).write(to: main)

        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let program = folder.appendingPathComponent("round-trip")
        try SwiftModuleBuild(products: products).compile(sources + [main], into: program)
        let text = try await CommandProcess.run([], executable: program).text
        #expect(text.hasSuffix("checked \(examples.count), 0 failed\n"), "\(text)")
    }
}
