import Foundation
import Testing

/// What a user's test target pulls in by adding `LayoutDiagramTesting`: its dependency closure, read
/// from `Package.swift` and from the imports of every module in it, holds no spec reader (Yams,
/// `LayoutSpec`), no `swiftc` driver or Swift parser (`LayoutInput`, swift-syntax) and no HTTP server
/// (`LayoutDiagramTools`).
@Suite struct DependencyClosureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each target of `Package.swift`, by name, with the targets and products it depends on.
    static func targets() throws -> [String: [String]] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        // Comments may name modules; only declarations count.
        let code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
        let declaration = /\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)"/
        let matches = code.matches(of: declaration)
        var targets: [String: [String]] = [:]
        for (index, match) in matches.enumerated() {
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : code.endIndex
            let body = code[match.range.upperBound..<end]
            var dependencies: [String] = []
            if let list = body.firstMatch(of: /dependencies:\s*\[([^\]]*)\]/) {
                dependencies = list.1.matches(of: /"([^"]+)"/).map { String($0.1) }
            }
            targets[String(match.1)] = dependencies
        }
        return targets
    }

    /// The modules each Swift file under `Sources/TARGET` imports.
    static func imports(of target: String) -> Set<String> {
        let folder = packageRoot.appendingPathComponent("Sources/\(target)")
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var modules: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in text.matches(of: /(?m)^\s*(?:@[A-Za-z_]+\s+)*import\s+(?:[a-z]+\s+)?([A-Za-z_][A-Za-z0-9_]*)/) {
                modules.insert(String(match.1))
            }
        }
        return modules
    }

    /// Every target and product `name` reaches, through `Package.swift` and through imports.
    static func closure(of name: String) throws -> Set<String> {
        let targets = try targets()
        var reached: Set<String> = [], pending = [name]
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            let imported = imports(of: next).filter { targets[$0] != nil }
            pending += (targets[next] ?? []) + imported
        }
        return reached
    }

    @Test func theSnapshotHelperPullsInNoSpecReaderCompilerDriverOrServer() throws {
        let closure = try Self.closure(of: "LayoutDiagramTesting")
        // The reading is real: the pipeline and the renderer are reached.
        #expect(closure.isSuperset(of: ["LayoutDiagramPipeline", "LayoutDiagramCairo", "CompositionalLayout"]))
        for forbidden in ["Yams", "LayoutSpec", "LayoutInput", "LayoutDiagramTools", "CLayoutDiagramCrypto",
                          "CLinuxRename", "layout-diagram", "ArgumentParser", "SwiftSyntax", "SwiftParser"] {
            #expect(!closure.contains(forbidden), "LayoutDiagramTesting reaches \(forbidden)")
        }
    }

    @Test func theCommandLineReachesEveryStage() throws {
        // The same reading finds what the command line does pull in, so the test above can fail.
        let closure = try Self.closure(of: "layout-diagram")
        #expect(closure.isSuperset(of: ["Yams", "LayoutSpec", "LayoutInput", "LayoutDiagramTools",
                                        "LayoutDiagramPipeline", "SwiftSyntax", "SwiftParser"]))
    }
}
