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
            FileHandle.standardOutput.write(data)
            // A trailing newline for people, not for pipes: piped output stays byte-identical.
            if isatty(STDOUT_FILENO) == 1 { FileHandle.standardOutput.write(Data("\n".utf8)) }
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
}
