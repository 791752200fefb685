import CompositionalLayout
import LayoutDiagram
import LayoutSpec

/// One libFuzzer input: the bytes as a spec file (UTF-8, invalid sequences repaired), read, solved and
/// drawn as a scene. Diagnostics and thrown errors are the expected outcome for almost every input;
/// only a trap, a crash, a hang past `-timeout` or memory past `-rss_limit_mb` is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    guard let specification = try? SpecReader.read(text, path: "fuzz.yaml"),
          let solution = try? specification.solve() else { return 0 }
    _ = try? DiagramSceneBuilder(options: DiagramOptions()).scene(for: solution)
    return 0
}
