import LayoutDiagramTools


/// One libFuzzer input: the bytes as a Markdown file (UTF-8, invalid sequences repaired), its
/// `layout-diagram` blocks found as `layout-diagram markdown` finds them. An unclosed block is an
/// error, the expected outcome for many inputs; a trap, a crash, a hang past `-timeout` or memory
/// past `-rss_limit_mb` is a finding. Each block found must lie inside the file, in order, and
/// the alt text made of any title must stay one line of link text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let alt = MarkdownImageLink.escapedAlt(text)
    precondition(!alt.unicodeScalars.contains(where: { Character($0).isNewline }),
                 "alt text keeps a line break")
    guard let blocks = try? MarkdownDiagrams(path: "fuzz.md", text: text).blocks() else { return 0 }
    var after = 0
    for (block, lines) in blocks {
        precondition(lines.lowerBound > after && lines.lowerBound == block.fenceLine, "blocks out of order")
        after = lines.upperBound
    }
    return 0
}
