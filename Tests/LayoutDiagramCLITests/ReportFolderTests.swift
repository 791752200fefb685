import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutInput
import Testing

/// A report folder is new, empty, or a previous report (``ReportFolder``); anything else is
/// refused with exit 2 and left exactly as it was.
@Suite struct ReportFolderTests {
    /// Every file under `folder` (relative path → bytes), folders as empty data.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(name)
            files[name] = AtomicFile.isDirectory(url.path) ? Data() : try Data(contentsOf: url)
        }
        return files
    }

    /// A scratch project: a spec, notes, a source folder, and a golden folder written by gallery.
    private func project() async throws -> URL {
        let folder = try InputOverwriteTests.folder(["spec.yaml": InputOverwriteTests.spec, "notes.txt": "mine\n"])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent("src/main.swift"))
        #expect(try await CommandProcess.run(["gallery", "spec.yaml", "-o", "golden"], in: folder).status == 0)
        return folder
    }

    @Test func theCurrentFolderTheGoldenFolderAndAFolderOfOtherFilesAreNeverReplaced() async throws {
        let folder = try await project()
        let before = try snapshot(folder)
        for (report, message) in [(".", "error: --report .: it holds spec.yaml, an input of this run"),
                                  ("golden", "error: --report golden: it is the golden folder (--against golden)"),
                                  ("./golden/", "it is the golden folder"),
                                  ("src", "error: --report src: it holds files that are not a report (main.swift)"),
                                  ("notes.txt", "error: --report notes.txt: it is not a folder")] {
            for command in [["check", "spec.yaml", "--against", "golden"], ["check", "spec.yaml", "--against", "golden", "--shard", "1/1"]] {
                let run = try await CommandProcess.run(command + ["--report", report], in: folder)
                #expect(run.status == 2, "\(report): \(run.error)")
                #expect(run.error.contains(message), "\(report): \(run.error)")
            }
        }
        // A part, merged into the current folder or the golden one: refused too.
        let part = folder.appendingPathComponent("part").path
        #expect(try await CommandProcess.run(["check", "spec.yaml", "--against", "golden", "--shard", "1/1",
                                              "--report", part], in: folder).status == 0)
        var expected = before
        for (name, data) in try snapshot(folder.appendingPathComponent("part")) { expected["part/" + name] = data }
        expected["part"] = Data()
        for report in [".", "golden"] {
            let run = try await CommandProcess.run(["merge-reports", "part", "--against", "golden", "--report", report], in: folder)
            #expect(run.status == 2 && run.error.contains("error: --report \(report):"), "\(report): \(run.error)")
        }
        #expect(try snapshot(folder) == expected, "nothing touched")
    }

    @Test func aPreviousReportIsReplacedAndAnEmptyCurrentFolderIsFilledInPlace() async throws {
        let folder = try await project()
        let check = ["check", "spec.yaml", "--against", "golden", "--report", "out"]
        #expect(try await CommandProcess.run(check, in: folder).status == 0)
        let marker = folder.appendingPathComponent("out/\(ReportFolder.markerFileName)")
        #expect(FileManager.default.fileExists(atPath: marker.path))
        #expect(try await CommandProcess.run(check, in: folder).status == 0, "a report replaces a report")
        // A report someone added a file to is no longer only a report.
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("out/notes.txt"))
        let added = try await CommandProcess.run(check, in: folder)
        #expect(added.status == 2 && added.error.contains("it holds files that are not a report (notes.txt)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/notes.txt").path))
        // A report of a version before the marker (only a report's names, with check.json) is replaced.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("out/notes.txt"))
        try FileManager.default.removeItem(at: marker)
        #expect(try await CommandProcess.run(check, in: folder).status == 0)
        // An empty current folder takes the report in place: the folder is the same one afterwards.
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let identity = InputFiles.Identity(empty.path)
        let inPlace = try await CommandProcess.run(["check", folder.appendingPathComponent("spec.yaml").path,
                                                    "--against", folder.appendingPathComponent("golden").path,
                                                    "--report", "."], in: empty)
        #expect(inPlace.status == 0, "\(inPlace.error)")
        #expect(InputFiles.Identity(empty.path) == identity)
        #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("report.html").path))
        // Now it holds a report, but it is the current folder: not replaced.
        let again = try await CommandProcess.run(["check", folder.appendingPathComponent("spec.yaml").path,
                                                  "--against", folder.appendingPathComponent("golden").path,
                                                  "--report", "."], in: empty)
        #expect(again.status == 2 && again.error.contains("it is (or holds) the current folder"))
    }

    @Test func aSymbolicLinkIsNeverAReportFolder() async throws {
        let folder = try await project()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path,
                                                   withDestinationPath: "src")
        let run = try await CommandProcess.run(["check", "spec.yaml", "--against", "golden", "--report", "link"], in: folder)
        #expect(run.status == 2 && run.error.contains("error: --report link: it is a symbolic link"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("src/main.swift")) == Data("let x = 1\n".utf8))
    }
}
