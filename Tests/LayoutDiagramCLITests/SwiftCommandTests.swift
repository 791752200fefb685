import Foundation
import Testing

/// `layout-diagram swift SPEC`: the layout as UIKit code, on standard output or into a file.
@Suite struct SwiftCommandTests {
    @Test func printsCreateLayoutAndRefusesABadSpec() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-swift-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            title: One row
            sections:
              - items: 3
                group:
                  horizontal:
                    layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
                    subitems: [{item: {layoutSize: {width: .fractionalWidth(1/3), height: .fractionalHeight(1)}}}]
            """.utf8).write(to: folder.appendingPathComponent("row.yaml"))
        let run = try await CommandProcess.run(["swift", "row.yaml"], in: folder)
        #expect(run.status == 0)
        #expect(run.text.hasPrefix("import UIKit\n\n// Written by layout-diagram from row.yaml, \"One row\".\n"
            + "// layout-diagram: container 390x844\n// layout-diagram: items 3\n"))
        // 1/3 exactly, as Swift reads it back.
        #expect(run.text.contains("widthDimension: .fractionalWidth(0.3333333333333333)"))
        #expect(run.text.contains("    return UICollectionViewCompositionalLayout(section: section)\n}\n"))
        let file = try await CommandProcess.run(["swift", "row.yaml", "-o", "Layout.swift"], in: folder)
        #expect(file.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("Layout.swift"), encoding: .utf8) == run.text)

        try Data("sections: [{items: 1}]\n".utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        let bad = try await CommandProcess.run(["swift", "bad.yaml"], in: folder)
        #expect(bad.status == 2 && bad.error.contains("bad.yaml:1:") && bad.text.isEmpty)
    }
}
