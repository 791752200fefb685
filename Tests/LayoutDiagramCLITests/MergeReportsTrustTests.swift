import Foundation
import Testing

/// `merge-reports` joins only the parts of one check: parts of checks given other specs, another
/// golden folder or tolerance, or another `--run-id`, parts that overlap, and parts holding
/// anything but regular files are refused with exit 2, and no merged report is written.
@Suite struct MergeReportsTrustTests {
    /// A project with two specs and their golden folder, and `check --shard` to run in it.
    private func project() async throws -> URL {
        let wide = InputOverwriteTests.spec.replacingOccurrences(of: "0.5", with: "0.25")
        let folder = try InputOverwriteTests.folder(["a.yaml": InputOverwriteTests.spec, "b.yaml": wide])
        #expect(try await CommandProcess.run(["gallery", "a.yaml", "b.yaml", "-o", "golden"], in: folder).status == 0)
        return folder
    }

    private func check(_ shard: String, into report: String, in folder: URL, specs: [String] = ["a.yaml", "b.yaml"],
                       extra: [String] = []) async throws {
        let run = try await CommandProcess.run(["check"] + specs + ["--against", "golden", "--shard", shard,
                                                                     "--report", report] + extra, in: folder)
        #expect(run.status == 0 || run.status == 1, "a part is written whether or not it matches: \(run.error)")
    }

    private func merge(_ parts: [String], in folder: URL) async throws -> CommandProcess.Run {
        try await CommandProcess.run(["merge-reports"] + parts + ["--against", "golden", "--report", "merged"], in: folder)
    }

    private func expectRefused(_ parts: [String], in folder: URL, message: String,
                               sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let run = try await merge(parts, in: folder)
        #expect(run.status == 2, "\(run.error)", sourceLocation: sourceLocation)
        #expect(run.error.contains(message), "\(run.error)", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged").path),
                "no merged report", sourceLocation: sourceLocation)
    }

    @Test func thePartsOfOneCheckMerge() async throws {
        let folder = try await project()
        try await check("1/2", into: "p1", in: folder, extra: ["--run-id", "42"])
        try await check("2/2", into: "p2", in: folder, extra: ["--run-id", "42"])
        let run = try await merge(["p1", "p2"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let record = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("p1/check.json")))
        #expect((record as? [String: Any])?["run"] as? String == "42")
        #expect(((record as? [String: Any])?["inputs"] as? String)?.count == 16)
    }

    @Test func partsOfDifferentChecksAreRefused() async throws {
        let folder = try await project()
        try await check("1/2", into: "p1", in: folder)
        // Another tolerance, another spec list, another run id: each is another check.
        try await check("2/2", into: "tolerant", in: folder, extra: ["--max-diff-pixels", "10"])
        try await check("2/2", into: "fewer", in: folder, specs: ["a.yaml"])
        try await check("2/2", into: "run", in: folder, extra: ["--run-id", "7"])
        for other in ["tolerant", "fewer"] {
            try await expectRefused(["p1", other], in: folder,
                                    message: "error: merge-reports: \(other) is a part of another check than p1")
        }
        try await expectRefused(["p1", "run"], in: folder,
                                message: "error: merge-reports: run is a part of another run than p1 (run id '7' vs none)")
        // A changed spec is another check too.
        try await check("2/2", into: "p2", in: folder)
        try Data(InputOverwriteTests.spec.replacingOccurrences(of: "items: 4", with: "items: 5").utf8)
            .write(to: folder.appendingPathComponent("a.yaml"))
        try await check("1/2", into: "changed", in: folder)
        try await expectRefused(["changed", "p2"], in: folder, message: "is a part of another check than changed")
    }

    @Test func overlappingPartsAreRefused() async throws {
        let folder = try await project()
        try await check("1/2", into: "p1", in: folder)
        try await check("2/2", into: "p2", in: folder)
        // The same part twice, under two folders.
        try await check("1/2", into: "again", in: folder)
        try await expectRefused(["p1", "again", "p2"], in: folder, message: "a part is given twice")
        // A whole check beside a part: both report the part's files.
        try await check("1/1", into: "whole", in: folder)
        try await expectRefused(["whole", "p1"], in: folder, message: "merge-reports needs every part of the check once")
        // Items that overlap, in parts that otherwise look right.
        let record = folder.appendingPathComponent("p2/check.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: record)) as? [String: Any])
        let first = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("p1/check.json")))
                                     as? [String: Any])
        json["items"] = ((json["items"] as? [Any]) ?? []) + ((first["items"] as? [Any])?.prefix(1) ?? [])
        try JSONSerialization.data(withJSONObject: json).write(to: record)
        try await expectRefused(["p1", "p2"], in: folder, message: "error: merge-reports: p1 and p2 both report ")
    }

    @Test func aSymbolicLinkInAPartIsRefusedAndNeverCopied() async throws {
        let folder = try await project()
        try await check("1/2", into: "p1", in: folder)
        try await check("2/2", into: "p2", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("p2/actual/passwd.svg").path,
                                                   withDestinationPath: "/etc/passwd")
        try await expectRefused(["p1", "p2"], in: folder,
                                message: "p2/actual/passwd.svg: error: a symbolic link, which 'check' never writes")
        // A linked actual folder is refused too.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("p2/actual"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("p2/actual").path,
                                                   withDestinationPath: "/etc")
        try await expectRefused(["p1", "p2"], in: folder, message: "p2/actual: error: not a folder")
    }

    @Test func aPartWithoutAnInputsDigestIsRefused() async throws {
        let folder = try await project()
        try await check("1/2", into: "p1", in: folder)
        try await check("2/2", into: "p2", in: folder)
        let record = folder.appendingPathComponent("p2/check.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: record)) as? [String: Any])
        json["inputs"] = nil
        try JSONSerialization.data(withJSONObject: json).write(to: record)
        try await expectRefused(["p1", "p2"], in: folder, message: "p2: error: the report does not record what its check was given")
    }
}
