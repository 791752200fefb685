import LayoutInput


/// One libFuzzer input: the bytes as a Swift file (UTF-8, invalid sequences repaired), its layout
/// functions and `// layout-diagram:` directives found as `layout-diagram swift` finds them. A bad
/// directive is an error, the expected outcome for many inputs; a trap, a crash, a hang past
/// `-timeout` or memory past `-rss_limit_mb` is a finding. Every function found is on a line of the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let file = try? SwiftLayoutFile(source: source, path: "fuzz.swift") else { return 0 }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
    for function in file.functions + file.snapshotFunctions {
        precondition((1...lines).contains(function.line) && function.column >= 1, "a function outside the file")
    }
    return 0
}
