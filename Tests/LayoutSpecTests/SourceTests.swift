import Foundation
import Testing
@testable import LayoutSpec

/// Files, encodings and the source digest.
@Suite struct SourceTests {
    @Test func theDigestIsFNV1a64() {
        // Published FNV-1a 64 test vectors.
        #expect(SourceDigest.fnv1a64(Array("".utf8)) == "cbf29ce484222325")
        #expect(SourceDigest.fnv1a64(Array("a".utf8)) == "af63dc4c8601ec8c")
        #expect(SourceDigest.fnv1a64(Array("foobar".utf8)) == "85944171f73967e8")
    }

    @Test func aFileAndItsTextHaveTheSameDigest() throws {
        let url = examplesDirectory.appendingPathComponent("basic-list.yaml")
        let fromFile = try SpecReader.read(contentsOf: url.path)
        let bytes = try Data(contentsOf: url)
        #expect(fromFile.sourceDigest == SourceDigest.fnv1a64(bytes))
        #expect(fromFile.sourceDigest.count == 16)
        #expect(fromFile.path == url.path)
        let fromText = try SpecReader.read(String(decoding: bytes, as: UTF8.self), path: "other.yaml")
        #expect(fromText.sourceDigest == fromFile.sourceDigest)
    }

    /// A fresh file in a temporary folder holding `bytes`.
    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString).yaml")
        try Data(bytes).write(to: url)
        return url
    }

    private func readFailure(_ path: String) -> [SpecDiagnostic] {
        do {
            _ = try SpecReader.read(contentsOf: path)
            Issue.record("expected \(path) to be rejected")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func invalidUTF8IsReportedAtTheBadByte() throws {
        let url = try temporaryFile(Array("title: ok\ntitle2: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(readFailure(url.path) == [SpecDiagnostic(path: url.path, line: 2, column: 12, keyPath: "",
                                                         message: "the file is not UTF-8 text")])
    }

    @Test func missingFilesDirectoriesAndHugeFilesAreReported() throws {
        #expect(readFailure("/nonexistent/spec.yaml").map(\.message) == ["no such file"])
        #expect(readFailure(examplesDirectory.path).map(\.message) == ["this is a directory, not a spec file"])
        let huge = try temporaryFile(Array(repeating: UInt8(ascii: "#"), count: SpecLimits.maxFileSize + 1))
        defer { try? FileManager.default.removeItem(at: huge) }
        #expect(readFailure(huge.path).map(\.message) == ["the file is larger than 1 MiB; specs are limited to 1048576 bytes"])
    }

    @Test func anEndlessDeviceIsCutOffAtTheLimit() {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { return }
        #expect(readFailure("/dev/zero").map(\.message) == ["the file is larger than 1 MiB; specs are limited to 1048576 bytes"])
    }

    @Test func errorsPrintOneDiagnosticPerLine() {
        let error = SpecError(diagnostics: [
            SpecDiagnostic(path: "a.yaml", line: 1, column: 2, keyPath: "title", message: "one"),
            SpecDiagnostic(path: "a.yaml", line: 3, column: 4, keyPath: "", message: "two"),
        ])
        #expect(error.description == "a.yaml:1:2: error: title: one\na.yaml:3:4: error: two")
    }
}
