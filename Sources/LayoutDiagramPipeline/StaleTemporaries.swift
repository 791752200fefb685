import Foundation

/// Names temporary files and folders so that a later run can tell its own
/// leftovers from another run's work in progress, and removes them.
///
/// A temporary beside `NAME` is `.NAME.PID.XXXXXX`: the writer's process id,
/// then `mkstemp`'s or `mkdtemp`'s six unpredictable characters. A process
/// killed by SIGKILL cannot remove its temporary; the next run writing the
/// same `NAME` removes every temporary of that pattern whose process is gone
/// (`kill(PID, 0)` fails with `ESRCH`). One whose process still runs, or
/// whose id has been reused, is left alone: a leftover kept is harmless, a
/// file removed under a running writer is not.
public enum StaleTemporaries {
    /// The `mkstemp`/`mkdtemp` template for a temporary beside `target`.
    public static func template(beside target: URL) -> [CChar] {
        Array(target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).XXXXXX").path.utf8CString)
    }

    /// The path `mkstemp` or `mkdtemp` wrote into `template`.
    public static func path(of template: [CChar]) -> String {
        String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the leftovers of dead processes beside `target`: regular files, and folders
    /// (with what they hold) when `folders` is set. Symbolic links and anything else are left.
    public static func remove(beside target: URL, folders: Bool = false) {
        let directory = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            guard rest.count == 2, rest[1].count == 6, rest[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                  let pid = pid_t(rest[0]), pid > 0, pid != getpid(),
                  kill(pid, 0) == -1, errno == ESRCH else { continue }
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: unlink(path)
            case S_IFDIR where folders: try? FileManager.default.removeItem(atPath: path)
            default: break
            }
        }
    }
}
