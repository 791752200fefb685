import LayoutDiagramTools


/// One libFuzzer input: the bytes a client sent the preview server, read as a request head. Refusing
/// is the expected outcome for almost every input; a trap, a crash, a hang past `-timeout` or memory
/// past `-rss_limit_mb` is a finding, and so is a broken invariant:
/// - a head that is read ends within `HTTPRequestHead.maximumSize` bytes, where `length(in:)` says;
/// - written back as a head (when that fits), it reads as the same head.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let length = HTTPRequestHead.length(in: bytes)
    guard let head = HTTPRequestHead.parse(bytes) else { return 0 }
    precondition(length.map { $0 <= HTTPRequestHead.maximumSize } == true, "read past the bound")
    _ = LoopbackHost.accepts(head.field("Host"), port: 8080)
    _ = head.path
    let written = "\(head.method) \(head.target) \(head.version)\r\n"
        + head.fields.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n"
    // (A byte that is not UTF-8 is read as U+FFFD, three bytes: the head can grow past the bound.)
    if written.utf8.count <= HTTPRequestHead.maximumSize {
        precondition(HTTPRequestHead.parse(Array(written.utf8)) == head, "written back, it reads differently")
    }
    return 0
}
