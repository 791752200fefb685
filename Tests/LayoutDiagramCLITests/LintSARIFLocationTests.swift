import Foundation
import Testing

/// `lint --format sarif` names each file by an RFC 3986 URI reference: percent-encoded, relative
/// to the working directory (`%SRCROOT%`), absolute `file://` outside it, and standard input by
/// an artifact of its own rather than a URI.
@Suite struct LintSARIFLocationTests {
    private let overflowing = LintFixtures.overflowing

    /// The run of the SARIF log lint writes for `arguments` in `folder`.
    private func sarifRun(_ arguments: [String], input: String? = nil, in folder: URL) async throws -> [String: Any] {
        let run = try await CommandProcess.run(["lint"] + arguments + ["--format", "sarif"], input: input, in: folder)
        #expect(run.status == 1, "\(run.error)")
        let log = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    private func artifactLocations(_ run: [String: Any]) -> [[String: Any]] {
        ((run["results"] as? [[String: Any]]) ?? []).compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any]
        }
    }

    @Test func fileNamesArePercentEncodedRelativeReferences() async throws {
        let names = ["a b.yaml", "c#1.yaml", "d%20e.yaml", "été.yaml", "f?g:h.yaml", "sub dir/plain.yaml"]
        let folder = try InputOverwriteTests.folder([:])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub dir"), withIntermediateDirectories: true)
        for name in names { try Data(overflowing.utf8).write(to: folder.appendingPathComponent(name)) }
        let run = try await sarifRun(names + ["./a b.yaml"], in: folder)
        let locations = artifactLocations(run)
        #expect(locations.map { $0["uri"] as? String } == [
            "a%20b.yaml", "c%231.yaml", "d%2520e.yaml", "%C3%A9t%C3%A9.yaml", "f%3Fg%3Ah.yaml", "sub%20dir/plain.yaml",
            "a%20b.yaml",
        ])
        #expect(locations.allSatisfy { $0["uriBaseId"] as? String == "%SRCROOT%" })
        // Each is a valid relative reference that resolves back to the file's name.
        for (location, name) in zip(locations, names) {
            let uri = try #require(location["uri"] as? String)
            let resolved = try #require(URL(string: uri, relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true)))
            #expect(resolved.path.hasSuffix("/" + name), "\(uri)")
        }
        // %SRCROOT% is described, without the machine's path, so the log is the same anywhere.
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        #expect(base["uri"] == nil && base["description"] != nil)
    }

    @Test func aFileOutsideTheWorkingDirectoryIsAnAbsoluteFileURI() async throws {
        let folder = try InputOverwriteTests.folder(["x y.yaml": overflowing])
        let inside = folder.appendingPathComponent("inside")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        let run = try await sarifRun(["../x y.yaml"], in: inside)
        let location = try #require(artifactLocations(run).first)
        let uri = try #require(location["uri"] as? String)
        #expect(uri.hasPrefix("file:///") && uri.hasSuffix("/x%20y.yaml"), "\(uri)")
        #expect(location["uriBaseId"] == nil)
        #expect(URL(string: uri)?.path == folder.appendingPathComponent("x y.yaml").path)
    }

    @Test func standardInputIsAnArtifactWithoutAURI() async throws {
        let folder = try InputOverwriteTests.folder(["a b.yaml": overflowing])
        let run = try await sarifRun(["-", "a b.yaml"], input: overflowing, in: folder)
        let locations = artifactLocations(run)
        #expect(locations.count == 2)
        let stdin = try #require(locations.first)
        #expect(stdin["uri"] == nil, "<stdin> is not a URI")
        #expect(stdin["index"] as? Int == 0)
        #expect((stdin["description"] as? [String: Any])?["text"] as? String == "standard input")
        let artifact = try #require((run["artifacts"] as? [[String: Any]])?.first)
        #expect(artifact["roles"] as? [String] == ["analysisTarget"])
        #expect((artifact["location"] as? [String: Any])?["index"] as? Int == 0, "a top-level artifact has a location")
        #expect(locations.last?["uri"] as? String == "a%20b.yaml")
        // No artifacts without standard input.
        let files = try await sarifRun(["a b.yaml"], in: folder)
        #expect(files["artifacts"] == nil)
    }
}
