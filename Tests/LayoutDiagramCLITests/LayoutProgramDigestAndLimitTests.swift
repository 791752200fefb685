import Foundation
import LayoutDiagramPipeline
@testable import LayoutInput
import Testing

/// The pieces of a bounded, cached layout program that need no program: libcrypto's SHA-256 as
/// the cache uses it, and the limits read from the environment.
@Suite struct LayoutProgramDigestAndLimitTests {
    @Test func sha256IsLibcryptosAndFieldsDoNotRunTogether() throws {
        // FIPS 180-2's examples.
        var empty = try SHA256Digest()
        empty.update(Data())
        let emptyDigest = empty.finish()
        #expect(emptyDigest == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        var abc = try SHA256Digest()
        abc.update(Data("abc".utf8))
        let abcDigest = abc.finish()
        #expect(abcDigest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Each field carries its length: "ab" + "c" is not "a" + "bc".
        var first = try SHA256Digest(), second = try SHA256Digest()
        first.update(field: "ab")
        first.update(field: "c")
        second.update(field: "a")
        second.update(field: "bc")
        let (one, other) = (first.finish(), second.finish())
        #expect(one != other)
        // A file's digest is its contents'.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString)")
        try Data("abc".utf8).write(to: file)
        #expect(SHA256Digest.ofFile(file.path) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256Digest.ofFile(file.path + "-missing") == nil)
    }

    @Test func limitsHaveDefaultsAndReadSizesWithUnits() throws {
        let defaults = try LayoutProgramLimits(environment: [:])
        #expect(defaults.timeout == 60 && defaults.memory == 4 << 30 && defaults.cpuSeconds == 120)
        #expect(defaults.processes == 4096 && defaults.fileSize == 64 << 20 && defaults.output == 64 << 20)
        let set = try LayoutProgramLimits(environment: ["LAYOUT_DIAGRAM_RUN_TIMEOUT": "2.5", "LAYOUT_DIAGRAM_RUN_MEMORY": "512M",
                                                        "LAYOUT_DIAGRAM_RUN_OUTPUT": "1KiB", "LAYOUT_DIAGRAM_RUN_FILE_SIZE": "1000"])
        #expect(set.timeout == 2.5 && set.memory == 512 << 20 && set.output == 1024 && set.fileSize == 1000)
        #expect(LayoutProgramLimits.byteCount("4g") == 4 << 30)
        #expect(LayoutProgramLimits.byteCount("9999999999T") == nil)   // overflows
        #expect(LayoutProgramLimits.describe(bytes: 4 << 30) == "4 GiB")
        #expect(LayoutProgramLimits.describe(bytes: 1000) == "1000 bytes")
        #expect(throws: ArtefactError("error: LAYOUT_DIAGRAM_RUN_TIMEOUT must be a number of seconds above 0, not '0'")) {
            try LayoutProgramLimits(environment: ["LAYOUT_DIAGRAM_RUN_TIMEOUT": "0"])
        }
        #expect(throws: ArtefactError("error: LAYOUT_DIAGRAM_RUN_CPU must be a positive whole number, not '-3'")) {
            try LayoutProgramLimits(environment: ["LAYOUT_DIAGRAM_RUN_CPU": "-3"])
        }
    }
}
