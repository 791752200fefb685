import Foundation
import LayoutDiagramPipeline
@testable import LayoutInput
import Testing

/// Where a layout program's runtime is found: `$LAYOUT_DIAGRAM_RUNTIME`, else installed beside the
/// command (`BIN/../lib/layout-diagram`), else the SwiftPM products folder the command is in; and the
/// error when there is none. The folders here are made by hand, with empty files: nothing is compiled.
@Suite struct LayoutProgramRuntimeTests {
    /// `PREFIX/lib/layout-diagram` as `make install` lays it out, and `PREFIX/bin/layout-diagram`.
    private func installedPrefix(in folder: URL) throws -> (runtime: URL, executable: URL) {
        let runtime = folder.appendingPathComponent("lib/layout-diagram")
        try touch(runtime.appendingPathComponent("Modules/CompositionalLayout.swiftmodule"),
                  runtime.appendingPathComponent("CYaml/module.modulemap"),
                  runtime.appendingPathComponent(LayoutProgramRuntime.archiveName),
                  folder.appendingPathComponent("bin/layout-diagram"))
        return (runtime, folder.appendingPathComponent("bin/layout-diagram"))
    }

    /// `BUILD/x86_64/release` with a `BUILD/release` link to it, as SwiftPM makes them, with Yams's
    /// checkout; its link file list names an object of each target a layout program links, and one of a
    /// target it does not.
    private func productsFolder(in build: URL) throws -> URL {
        let real = build.appendingPathComponent("x86_64/release")
        try touch(real.appendingPathComponent("Modules/CompositionalLayout.swiftmodule"),
                  real.appendingPathComponent("Modules/LayoutSpec.swiftmodule"),
                  real.appendingPathComponent("layout-diagram"),
                  build.appendingPathComponent("checkouts/Yams/Sources/CYaml/include/module.modulemap"))
        var list = ["\(real.path)/ArgumentParser.build/Flag.swift.o"]
        for target in SwiftModuleBuild.targets {
            let object = real.appendingPathComponent("\(target).build/\(target == "CYaml" ? "src/api.c.o" : "A.swift.o")")
            try touch(object)
            list.append(object.path)
        }
        try touch(real.appendingPathComponent("layout-diagram.product/Objects.LinkFileList"), text: list.joined(separator: "\n"))
        let link = build.appendingPathComponent("release")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        return link
    }

    private func touch(_ files: URL..., text: String = "") throws {
        for file in files {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    @Test func theVariableComesFirstThenTheInstallThenTheProductsFolder() throws {
        let folder = try ScratchFolder.make("runtime")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (installed, executable) = try installedPrefix(in: folder.appendingPathComponent("prefix"))
        let (other, _) = try installedPrefix(in: folder.appendingPathComponent("other"))
        let products = try productsFolder(in: folder.appendingPathComponent("build"))

        let beside = try LayoutProgramRuntime.locate(environment: [:], executable: executable)
        #expect(beside.folder.path == installed.path && beside.form == .installed)
        // The whole archive, between the linker's flags.
        #expect(beside.linkArguments == ["-Xlinker", "--whole-archive",
                                         "-Xlinker", installed.appendingPathComponent("liblayout-diagram-runtime.a").path,
                                         "-Xlinker", "--no-whole-archive"])
        #expect(beside.files.contains(installed.appendingPathComponent("CYaml/module.modulemap").path))

        let named = try LayoutProgramRuntime.locate(environment: [LayoutProgramRuntime.environmentVariable: other.path],
                                                    executable: executable)
        #expect(named.folder.path == other.path)

        // No lib/layout-diagram beside `release`: the products folder itself, its objects as the link file
        // list names them (ArgumentParser's left out).
        let built = try LayoutProgramRuntime.locate(environment: [:], executable: products.appendingPathComponent("layout-diagram"))
        #expect(built.form == .products && built.folder.path == products.path)
        let real = products.resolvingSymlinksInPath().path
        #expect(built.linkArguments == ["\(real)/CYaml.build/src/api.c.o", "\(real)/CompositionalLayout.build/A.swift.o",
                                        "\(real)/LayoutSpec.build/A.swift.o", "\(real)/Yams.build/A.swift.o"])
        #expect(built.yamlModuleMap.path.hasSuffix("build/checkouts/Yams/Sources/CYaml/include/module.modulemap"))
    }

    @Test func withNoRuntimeTheErrorSaysWhereItLooked() throws {
        let folder = try ScratchFolder.make("runtime-none")
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("somewhere/bin/layout-diagram")
        try touch(executable)
        let expected = "error: cannot compile a Swift file: no runtime for layout programs; looked in "
            + "\(folder.path)/somewhere/lib/layout-diagram (installed by 'make install') and \(folder.path)/somewhere/bin "
            + "(a SwiftPM products folder, from 'swift build'); LAYOUT_DIAGRAM_RUNTIME is not set. Install with "
            + "'make install PREFIX=…', or set LAYOUT_DIAGRAM_RUNTIME to a runtime folder"
        #expect(throws: ArtefactError(expected)) {
            try LayoutProgramRuntime.locate(environment: [:], executable: executable)
        }
        // A variable naming a folder with no runtime is an error of its own, not passed over.
        #expect(throws: ArtefactError.self) {
            try LayoutProgramRuntime.locate(environment: [LayoutProgramRuntime.environmentVariable: folder.path],
                                            executable: executable)
        }
        // An install missing its module map is named as broken.
        let (runtime, installed) = try installedPrefix(in: folder.appendingPathComponent("broken"))
        try FileManager.default.removeItem(at: runtime.appendingPathComponent("CYaml"))
        #expect(throws: ArtefactError("error: the layout program runtime \(runtime.path) has no CYaml/module.modulemap; "
                                      + "install it again ('make install')")) {
            try LayoutProgramRuntime.locate(environment: [:], executable: installed)
        }
    }

    @Test func aSwiftFileWithNoRuntimeExitsWithStatus2() async throws {
        let folder = try ScratchFolder.make("runtime-cli", files: ["Layout.swift": "func createLayout() -> UICollectionViewLayout { fatalError() }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await CommandProcess.run(["frames", "Layout.swift"], in: folder,
                                               environment: [LayoutProgramRuntime.environmentVariable: folder.path])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("error: LAYOUT_DIAGRAM_RUNTIME is \(folder.path), which holds no runtime for layout programs"),
                "\(run.error)")
    }

    @Test func linkFileListLinesAreUnquotedAsAShellWould() {
        #expect(LayoutProgramRuntime.unquoted("/a/b.o") == "/a/b.o")
        #expect(LayoutProgramRuntime.unquoted("\"/a b/c\\\"d.o\"") == "/a b/c\"d.o")
        #expect(LayoutProgramRuntime.unquoted("'/a b/c.o'") == "/a b/c.o")
    }

    @Test func theInstallScriptReadsTheSameTargets() async throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = try await CommandProcess.run(["targets"], in: repository,
                                               executable: repository.appendingPathComponent("scripts/install"))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text == SwiftModuleBuild.targets.map { "\($0)\n" }.joined())
    }
}
