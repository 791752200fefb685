import Foundation
import LayoutDiagramPipeline
import LayoutInput
import Testing

/// ``InputFiles``: a path names an input by identity (device and inode), never by spelling.
@Suite struct InputFilesTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("a\n".utf8).write(to: folder.appendingPathComponent("sub/in.yaml"))
        try Data("b\n".utf8).write(to: folder.appendingPathComponent("other.yaml"))
        return folder
    }

    @Test func everySpellingOfAnInputIsTheInput() throws {
        let folder = try scratch()
        let input = folder.appendingPathComponent("sub/in.yaml").path
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.yaml").path,
                                                   withDestinationPath: "sub/in.yaml")
        try FileManager.default.linkItem(atPath: input, toPath: folder.appendingPathComponent("hard.yaml").path)
        let inputs = InputFiles([input])
        for spelling in [input, folder.path + "/sub/./in.yaml", folder.path + "/sub/../sub/in.yaml",
                         folder.appendingPathComponent("link.yaml").path, folder.appendingPathComponent("hard.yaml").path] {
            #expect(inputs.input(at: spelling) == input, "\(spelling)")
            #expect(throws: ArtefactError.self) { try inputs.checkOutput(spelling) }
        }
        for other in [folder.appendingPathComponent("other.yaml").path, folder.appendingPathComponent("new.yaml").path, "-"] {
            #expect(inputs.input(at: other) == nil, "\(other)")
            try inputs.checkOutput(other)
        }
    }

    @Test func aFolderHoldsTheInputsBelowIt() throws {
        let folder = try scratch()
        let inputs = InputFiles([folder.appendingPathComponent("sub/in.yaml").path])
        #expect(inputs.input(inside: folder.path) != nil)
        #expect(inputs.input(inside: folder.appendingPathComponent("sub").path) != nil)
        #expect(inputs.input(inside: "/") != nil)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        #expect(inputs.input(inside: folder.appendingPathComponent("elsewhere").path) == nil)
    }

    @Test func streamsAndStandardInputAreNotInputsToGuard() throws {
        // /dev/stdin and /dev/stdout may be the same terminal: reading one and writing the other is fine.
        let inputs = InputFiles(["-", "/dev/null"])
        #expect(inputs.input(at: "/dev/null") == nil)
        try inputs.checkOutput("/dev/null")
    }
}
