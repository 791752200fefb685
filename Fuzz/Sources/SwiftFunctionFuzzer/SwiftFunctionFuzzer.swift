import LayoutInput


/// One libFuzzer input: the bytes as a Swift file (UTF-8, invalid sequences repaired), its layouts and
/// `// layout-diagram:` directives found as every command finds them (swift-syntax's parser), and the copy
/// that is compiled. A bad directive is an error, the expected outcome for many inputs; a trap, a crash, a
/// hang past `-timeout` or memory past `-rss_limit_mb` is a finding. Every layout found is on a line of
/// the file, and the compiled copy has as many lines as the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let file = try? SwiftLayoutFile(source: source, path: "fuzz.swift") else { return 0 }
    for function in file.functions + file.namedOnly + file.snapshotFunctions {
        precondition((1...file.compiledLineCount).contains(function.line) && function.column >= 1, "a layout outside the file")
    }
    precondition(lineBreaks(file.compiledSource) == lineBreaks(source), "the compiled copy moved a line")
    return 0
}

/// How many lines end in `text`, as the compiler counts them: at `\n`, `\r\n` or `\r`.
private func lineBreaks(_ text: String) -> Int {
    var breaks = 0, previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") || byte == UInt8(ascii: "\r") { breaks += 1 }
        previous = byte
    }
    return breaks
}
