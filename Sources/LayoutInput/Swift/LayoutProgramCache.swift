import Foundation
import LayoutDiagramPipeline

/// The folder of compiled layout programs, trusted only as far as it is the user's own: a
/// program found in it is run only when it, its folder and every folder from the cache's root
/// down are owned by the user who runs the command and writable by nobody else, and when its
/// contents are those stored (its SHA-256 is kept beside it). Anything else is not run: an
/// entry that fails the check is moved aside and compiled again; a root or `swift/` folder that
/// fails it is refused, since whoever else may write there could replace any program.
///
/// Its root is `$LAYOUT_DIAGRAM_CACHE`, else `$XDG_CACHE_HOME/layout-diagram`, else
/// `~/.cache/layout-diagram`; programs are in `swift/KEY/`, where `KEY` is the SHA-256 of what
/// went into them.
struct LayoutProgramCache {
    /// `swift/` under the root, resolved through any link in the root's own path.
    let folder: URL

    static let programName = "layout"
    static let digestName = "layout.sha256"

    /// The configured root.
    static func root(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let folder = environment["LAYOUT_DIAGRAM_CACHE"], !folder.isEmpty { return URL(fileURLWithPath: folder) }
        if let folder = environment["XDG_CACHE_HOME"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).appendingPathComponent("layout-diagram")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/layout-diagram")
    }

    /// The cache at `root`, created (the user's alone) when missing; an error when the root or
    /// its `swift/` folder is another user's or writable by others.
    init(root: URL = Self.root()) throws(ArtefactError) {
        let path = root.path
        if !FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.createDirectory(atPath: root.deletingLastPathComponent().path,
                                                        withIntermediateDirectories: true)
            } catch {
                throw ArtefactError("error: cannot create the cache folder \(path): \(error.localizedDescription)")
            }
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw ArtefactError("error: cannot create the cache folder \(path): \(String(cString: strerror(errno)))")
            }
        }
        // The root may be reached through a link (a home folder elsewhere); below it, nothing may be one.
        guard let resolved = realpath(path, nil) else {
            throw ArtefactError("error: cannot open the cache folder \(path): \(String(cString: strerror(errno)))")
        }
        let rootPath = String(cString: resolved)
        free(resolved)
        let swift = URL(fileURLWithPath: rootPath).appendingPathComponent("swift")
        if mkdir(swift.path, 0o700) != 0, errno != EEXIST {
            throw ArtefactError("error: cannot create the cache folder \(swift.path): \(String(cString: strerror(errno)))")
        }
        for (folder, shown) in [(rootPath, path), (swift.path, root.appendingPathComponent("swift").path)] {
            if let problem = Self.problem(with: folder, directory: true) {
                throw ArtefactError("error: the layout program cache \(shown) \(problem), so a program in it could be "
                                    + "replaced by someone else; use a folder that is yours alone (chmod go-w), or set "
                                    + "LAYOUT_DIAGRAM_CACHE to one")
            }
        }
        folder = swift
    }

    /// Why `path` cannot be trusted (`is writable by others (mode 0777)`), or `nil` when it can:
    /// it is a folder (or a regular file) and not a link, owned by the user, writable only by them.
    static func problem(with path: String, directory: Bool) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "cannot be read (\(String(cString: strerror(errno))))" }
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK { return "is a symbolic link" }
        if type != (directory ? S_IFDIR : S_IFREG) { return directory ? "is not a folder" : "is not a regular file" }
        if info.st_uid != geteuid() { return "is owned by user \(info.st_uid), not by you (user \(geteuid()))" }
        let mode = info.st_mode & 0o7777
        if mode & 0o022 != 0 {
            return "is writable by " + (mode & 0o002 != 0 ? "everyone" : "its group") + " (mode \(String(mode, radix: 8)))"
        }
        return nil
    }

    /// The program stored under `key`, when it is there and trusted; one there but not trusted
    /// (another user's, writable by others, truncated or altered) is moved aside, to be
    /// compiled again.
    func program(for key: String) -> URL? {
        let entry = folder.appendingPathComponent(key)
        var info = stat()
        guard lstat(entry.path, &info) == 0 else { return nil }
        if let program = verified(entry) { return program }
        evict(entry)
        return nil
    }

    /// Stores the program compiled in `staging` (whose `layout` it is) under `key`, with its
    /// digest, and returns it where it is stored.
    func store(_ staging: URL, key: String) throws(ArtefactError) -> URL {
        let program = staging.appendingPathComponent(Self.programName)
        guard let digest = SHA256Digest.ofFile(program.path) else {
            throw ArtefactError("error: cannot read the compiled layout program \(program.path)")
        }
        do {
            try Data((digest + "\n").utf8).write(to: staging.appendingPathComponent(Self.digestName))
        } catch {
            throw ArtefactError("error: cannot write into \(staging.path): \(error.localizedDescription)")
        }
        // Whatever the umask: the user's alone, as the check requires.
        chmod(staging.path, 0o700)
        chmod(program.path, 0o700)
        chmod(staging.appendingPathComponent(Self.digestName).path, 0o600)
        let entry = folder.appendingPathComponent(key)
        if rename(staging.path, entry.path) != 0 {
            let reason = String(cString: strerror(errno))
            // Another process stored the same program first: use it, if it is sound.
            if let stored = verified(entry) { return stored }
            throw ArtefactError("error: cannot store the layout program in \(entry.path): \(reason)")
        }
        return entry.appendingPathComponent(Self.programName)
    }

    /// The entry's program, when the entry, the program and its digest are the user's alone and
    /// the program's contents match the digest.
    private func verified(_ entry: URL) -> URL? {
        let program = entry.appendingPathComponent(Self.programName)
        let digestFile = entry.appendingPathComponent(Self.digestName)
        guard Self.problem(with: entry.path, directory: true) == nil,
              Self.problem(with: program.path, directory: false) == nil,
              Self.problem(with: digestFile.path, directory: false) == nil,
              let stored = try? String(contentsOf: digestFile, encoding: .utf8),
              let actual = SHA256Digest.ofFile(program.path),
              stored.trimmingCharacters(in: .whitespacesAndNewlines) == actual else { return nil }
        return program
    }

    /// Moves an entry aside under a name ``StaleTemporaries`` removes once this process is gone,
    /// and removes it now if it can.
    private func evict(_ entry: URL) {
        let suffix = String((0..<6).map { _ in "abcdefghijklmnopqrstuvwxyz0123456789".randomElement()! })
        let aside = folder.appendingPathComponent(".\(entry.lastPathComponent).\(getpid()).\(suffix)")
        guard rename(entry.path, aside.path) == 0 else { return }
        try? FileManager.default.removeItem(at: aside)
    }
}
