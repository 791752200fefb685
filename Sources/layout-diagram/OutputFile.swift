import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output ("-") or a file, written whole or not at all.
struct OutputFile {
    let path: String

    init(_ path: String) {
        self.path = path
    }

    var pathExtension: String { URL(fileURLWithPath: path).pathExtension.lowercased() }

    /// Writes `data`. A file is written to a temporary file beside it and then
    /// renamed over it, so a failed run leaves an existing file untouched.
    func write(_ data: Data) throws(CommandFailure) {
        if path == "-" {
            // A trailing newline for people, not for pipes: piped output stays byte-identical.
            let newline = isatty(STDOUT_FILENO) == 1 ? Data("\n".utf8) : Data()
            try Self.writeAll(data + newline, to: STDOUT_FILENO, named: "standard output")
            return
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw .badInput("error: cannot write \(path): \(error.localizedDescription)")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .badInput("error: cannot write \(path): \(reason)")
        }
    }

    /// Writes all of `data` to an open file descriptor, retrying short and
    /// interrupted writes. A failure (a full disk, a closed descriptor) is an
    /// error naming `name`, never a trap, unlike `FileHandle.write(_:)`.
    static func writeAll(_ data: Data, to descriptor: Int32, named name: String) throws(CommandFailure) {
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = posixWrite(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                remaining -= written
                pointer += written
            }
        }
        if failure != 0 {
            throw .badInput("error: cannot write to \(name): \(String(cString: strerror(failure)))")
        }
    }
}

/// The system's `write(2)`, under a name that the type's own `write` does not hide.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}
