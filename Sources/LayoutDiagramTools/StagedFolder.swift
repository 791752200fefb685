import CLinuxRename
import Foundation
import LayoutDiagramPipeline

/// A folder built beside its destination and swapped in as a whole, so a
/// reader of the destination sees all of the old files or all of the new,
/// never a mix (`gallery`'s golden folder, `check`'s report).
///
/// The staging folder is `.NAME.PID.XXXXXX` beside the destination (see
/// ``StaleTemporaries``: one a killed run left is removed by the next).
/// ``commit(keeping:)`` gives the staging folder the destination's other
/// files (hard links, so nothing is copied), then exchanges the two paths
/// with `renameat2(RENAME_EXCHANGE)` in one step, and removes the old folder.
/// Where the file system cannot exchange, the files are renamed in one by one.
/// A destination that does not exist yet is the staging folder renamed; an empty
/// one is filled, not swapped, so that a shell sitting in it stays where it is.
///
/// Callers decide whether the destination may be replaced at all (``ReportFolder``
/// for reports): this type swaps whatever it is given.
public struct StagedFolder {
    /// The folder being replaced, as an absolute, standardised file URL.
    public let destination: URL
    /// The hidden folder beside ``destination`` to write the new files into before ``commit(keeping:)``.
    public let staging: URL
    /// Whether the destination existed when staging began.
    private let existed: Bool

    /// Creates the staging folder beside `path` (and the folders above it if missing).
    public init(replacing path: String) throws(ArtefactFileError) {
        destination = URL(fileURLWithPath: path).standardizedFileURL
        var info = stat()
        existed = lstat(destination.path, &info) == 0
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
        } catch {
            throw ArtefactFileError("create the folder", path, error.localizedDescription)
        }
        StaleTemporaries.remove(beside: destination, folders: true)
        var template = StaleTemporaries.template(beside: destination)
        guard mkdtemp(&template) != nil else {
            throw ArtefactFileError("create a staging folder beside", path, String(cString: strerror(errno)))
        }
        staging = URL(fileURLWithPath: StaleTemporaries.path(of: template))
    }

    /// Writes `path`'s new contents with `write`, given the staging folder, and swaps them in
    /// (see ``commit(keeping:)``); on any failure the staging folder is removed and `path` stays as it was.
    public static func replace<Value>(_ path: String, keeping: Bool,
                                      _ write: (URL) throws(ArtefactError) -> Value) throws(ArtefactError) -> Value {
        let folder: StagedFolder
        do {
            folder = try StagedFolder(replacing: path)
        } catch {
            throw ArtefactError(error)
        }
        defer { folder.discard() }
        let value = try write(folder.staging)
        do {
            try folder.commit(keeping: keeping)
        } catch {
            throw ArtefactError(error)
        }
        return value
    }

    /// Removes the staging folder and what it holds; the destination is untouched.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Swaps the staged files in. With `keeping`, the destination's files that
    /// were not staged stay (linked into the new folder first); without, the
    /// new folder is exactly what was staged.
    public func commit(keeping: Bool) throws(ArtefactFileError) {
        func failure(_ what: String) -> ArtefactFileError {
            ArtefactFileError(what, destination.path, String(cString: strerror(errno)))
        }
        // The new folder gets the old one's permissions, or a new folder's.
        var info = stat()
        if stat(destination.path, &info) == 0 {
            chmod(staging.path, info.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            chmod(staging.path, 0o777 & ~mask)
        }
        if !existed, rename(staging.path, destination.path) == 0 { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        if names.isEmpty {
            try moveStagedFilesIn(failure)
            return
        }
        if keeping, let names = try? FileManager.default.contentsOfDirectory(atPath: destination.path) {
            for name in names where !FileManager.default.fileExists(atPath: staging.appendingPathComponent(name).path) {
                let from = destination.appendingPathComponent(name), to = staging.appendingPathComponent(name)
                if link(from.path, to.path) != 0 {
                    // A folder, or a file system without hard links: a copy.
                    do { try FileManager.default.copyItem(at: from, to: to) } catch {
                        throw ArtefactFileError("keep \(name) in", destination.path, error.localizedDescription)
                    }
                }
            }
        }
        if layout_diagram_exchange(staging.path, destination.path) == 0 {
            discard()   // now the old folder
            return
        }
        guard errno == EINVAL || errno == ENOSYS else { throw failure("swap the new files into") }
        // No exchange here: move the files in one by one (a kill part-way leaves a mix).
        try moveStagedFilesIn(failure)
    }

    /// Renames each staged entry into the destination, then removes the staging folder.
    private func moveStagedFilesIn(_ failure: (String) -> ArtefactFileError) throws(ArtefactFileError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
        for name in names.sorted() {
            let from = staging.appendingPathComponent(name).path, to = destination.appendingPathComponent(name).path
            // A staged folder (a report's actual/) over an old one of the same name: the old one goes first.
            if AtomicFile.isDirectory(to), AtomicFile.isDirectory(from) { try? FileManager.default.removeItem(atPath: to) }
            guard rename(from, to) == 0 else { throw failure("move \(name) into") }
        }
        discard()
    }
}
