import Foundation
import LayoutDiagramPipeline

/// Reading and writing golden files, with errors as messages.
///
/// A write goes through ``LayoutDiagramPipeline/AtomicFile``, as the command
/// line's outputs do: a temporary file in the same folder, renamed over the
/// golden, so a reader (another test, an interrupted run, `git`) sees the old
/// file or the new one, never half of one; a linked golden keeps its link and
/// its mode.
enum GoldenFile {
    /// The contents of `url`; `nil` when there is no file there.
    static func read(_ url: URL) throws(SnapshotProblem) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else {
            throw SnapshotProblem("The golden \(url.path) is a folder, not a file: remove it.")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SnapshotProblem("Cannot read the golden \(url.path): \(describe(error)).")
        }
    }

    /// Creates `directory` and its parents when missing.
    static func makeDirectory(_ directory: URL) throws(SnapshotProblem) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw SnapshotProblem(cannotCreate(directory, reason: "a file is in the way"))
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            // Another test may have created it at the same moment.
            if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
               isDirectory.boolValue { return }
            throw SnapshotProblem(cannotCreate(directory, reason: describe(error)))
        }
    }

    private static func cannotCreate(_ directory: URL, reason: String) -> String {
        "Cannot create the snapshot folder \(directory.path): \(reason). Pass snapshotDirectory: or set "
            + "\(SnapshotEnvironment.directoryVariable) to a writable folder."
    }

    /// Writes `data` to `url` atomically, creating the folder first.
    static func write(_ data: Data, to url: URL) throws(SnapshotProblem) {
        try makeDirectory(url.deletingLastPathComponent())
        do {
            try AtomicFile.write(data, to: url.path)
        } catch {
            throw SnapshotProblem("Cannot write the golden \(url.path): \(error.reason).")
        }
    }

    /// An error in plain words: Foundation's file errors on Linux say only
    /// "NSCocoaErrorDomain error 512", so the POSIX error underneath is used
    /// when there is one ("Not a directory", "Permission denied").
    static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.underlying { return describe(underlying) }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain, let code = Int32(exactly: nsError.code) {
            return String(cString: strerror(code))
        }
        return nsError.localizedDescription
    }
}
