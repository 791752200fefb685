import Foundation
import LayoutDiagramPipeline

/// The files a command reads, known by identity (device and inode), so that no output of the
/// command is written over one of them however its path is spelled.
///
/// ```swift
/// let inputs = InputFiles(["docs/in.md"])
/// try inputs.checkOutput("./docs/in.md")    // throws: the same file
/// try inputs.checkOutput("link-to-in.md")   // throws: a symbolic link to it
/// try inputs.checkOutput("docs/out.md")     // fine
/// ```
///
/// Paths are compared as the system sees them (`stat`, through symbolic links, `./`, `..` and
/// hard links), never as strings. Standard input (`-`) and inputs that are streams (a device, a
/// FIFO or a socket, such as `/dev/stdin`) have no content to overwrite and are left out; an input
/// that does not exist is left out too (reading it fails on its own).
public struct InputFiles: Sendable {
    /// Which file or folder a path names: its device and inode.
    public struct Identity: Hashable, Sendable {
        /// The device the file is on (`st_dev`).
        public let device: UInt64
        /// The file's inode number on that device (`st_ino`).
        public let inode: UInt64

        /// The identity of what `path` names, through symbolic links; `nil` when nothing is there.
        public init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Each input as given, with its identity.
    private let inputs: [(path: String, identity: Identity)]

    /// The inputs named by `paths`: regular files and folders (a golden folder, a report).
    public init(_ paths: [String]) {
        inputs = paths.compactMap { path in
            var info = stat()
            guard path != "-", stat(path, &info) == 0 else { return nil }
            let type = info.st_mode & S_IFMT
            guard type == S_IFREG || type == S_IFDIR, let identity = Identity(path) else { return nil }
            return (path, identity)
        }
    }

    /// The input `path` names (as the input was given), if any.
    public func input(at path: String) -> String? {
        guard path != "-", let identity = Identity(path) else { return nil }
        return inputs.first { $0.identity == identity }?.path
    }

    /// Throws `error: writing PATH would replace the input INPUT; …` when `path` names an input.
    public func checkOutput(_ path: String) throws(ArtefactError) {
        guard let input = input(at: path) else { return }
        throw ArtefactError("error: writing \(path) would replace the input \(input); give another output")
    }

    /// The first input that is the folder `folder` or lies inside it, at any depth (through
    /// symbolic links: the input's real path is walked up to `/`).
    public func input(inside folder: String) -> String? {
        guard let target = Identity(folder) else { return nil }
        return inputs.first { Self.folders(holding: $0.path).contains(target) }?.path
    }

    /// `path`'s own identity and each folder above its real path, up to `/`.
    static func folders(holding path: String) -> [Identity] {
        guard let resolved = realpath(path, nil) else { return [] }
        var current = String(cString: resolved)
        free(resolved)
        var identities: [Identity] = []
        while true {
            if let identity = Identity(current) { identities.append(identity) }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        return identities
    }

    /// Whether `folder` is the current folder or holds it.
    public static func holdsCurrentFolder(_ folder: String) -> Bool {
        guard let target = Identity(folder) else { return false }
        return folders(holding: FileManager.default.currentDirectoryPath).contains(target)
    }
}
