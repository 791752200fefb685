import Foundation
import LayoutDiagramPipeline
import LayoutInput

/// Where a command writes: standard output ("-") or a file, written whole or not at all
/// (``LayoutDiagramPipeline/AtomicFile``), with failures as bad input (exit 2).
struct OutputFile {
    let path: String

    init(_ path: String) {
        self.path = path
    }

    var pathExtension: String { URL(fileURLWithPath: path).pathExtension.lowercased() }

    /// Whether the path names a folder (through any symbolic link), which no output may replace.
    var isDirectory: Bool { path != "-" && AtomicFile.isDirectory(path) }

    /// Whether the path is standard output (`-`) or an existing device, FIFO or socket
    /// (`/dev/stdout`), which has no extension to take a format from.
    var isStream: Bool {
        guard path != "-" else { return true }
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG && info.st_mode & S_IFMT != S_IFDIR
    }

    /// Whether the path names the file that standard output or standard error is, whatever it is
    /// called: `/dev/stdout`, `/proc/self/fd/2`, or the file they were redirected to.
    var isStandardStream: Bool {
        var info = stat(), stream = stat()
        guard path != "-" else { return true }
        guard stat(path, &info) == 0 else { return false }
        return [STDOUT_FILENO, STDERR_FILENO].contains { fstat($0, &stream) == 0 && stream.st_dev == info.st_dev
            && stream.st_ino == info.st_ino }
    }

    /// Whether the path is in the system's folders of devices or processes (`/dev`, `/proc`), where
    /// a command that writes files beside its output has nothing to write.
    var isInSystemFolder: Bool {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        return ["/dev/", "/proc/", "/sys/"].contains { standardized.hasPrefix($0) }
    }

    /// Why the path cannot be the output of a command that writes other files beside it (`markdown`'s
    /// images, `render`'s file per layout function), named after it: `nil` when it can. It must name
    /// a file of its own, in a folder where files can go: not standard output (`-`, `/dev/stdout`), a
    /// device, FIFO or socket, a file in `/dev` or `/proc`, or a folder (`.`, `dir/`).
    func besideFilesRefusal(_ files: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        if isStream || isStandardStream || isInSystemFolder {
            return "-o \(path) is not a file of its own (standard output, a device, a FIFO or in a system folder), "
                + "and \(files) go beside it: give a file's path"
        }
        if name.isEmpty || name == "." || name == ".." || isDirectory {
            return "-o \(path) is a folder, and \(files) go beside the file named: give a file's path in it"
        }
        return nil
    }

    /// Throws (exit 2) when the path names one of `inputs`, compared by identity (``LayoutInput/InputFiles``):
    /// no command writes over what it reads. Checked before any work, so nothing is written.
    func refuseInputs(_ inputs: [String]) throws(CommandFailure) {
        guard path != "-" else { return }
        try forCommand { () throws(ArtefactError) in try InputFiles(inputs).checkOutput(path) }
    }

    /// Writes `data`: to standard output, or through a temporary file renamed over the file.
    func write(_ data: Data) throws(CommandFailure) {
        if path == "-" {
            // A trailing newline for people, not for pipes: piped output stays byte-identical.
            let newline = isatty(STDOUT_FILENO) == 1 ? Data("\n".utf8) : Data()
            try Self.writeAll(data + newline, to: STDOUT_FILENO, named: "standard output")
            return
        }
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw .badInput("error: \(error)")
        }
    }

    /// Writes all of `data` to an open descriptor; a failure is an error naming `name`, never a trap.
    static func writeAll(_ data: Data, to descriptor: Int32, named name: String) throws(CommandFailure) {
        do {
            try AtomicFile.writeAll(data, to: descriptor, named: name)
        } catch {
            throw .badInput("error: \(error)")
        }
    }
}
