import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file or folder could not be written: what was being done, where, and the system's reason.
public struct ArtefactFileError: Error, Equatable, CustomStringConvertible {
    /// What failed, as a verb phrase: `write`, `create a staging folder beside`.
    public let action: String
    /// The file or folder it was done to.
    public let path: String
    /// The system's reason (`strerror`, or Foundation's description).
    public let reason: String

    /// The failure of `action` on `path`, for `reason`.
    public init(_ action: String, _ path: String, _ reason: String) {
        self.action = action
        self.path = path
        self.reason = reason
    }

    /// `cannot write out/grid.png: No space left on device`.
    public var description: String { "cannot \(action) \(path): \(reason)" }
}

/// Files written whole or not at all, for every writer of artefacts: the
/// command line's outputs, the gallery's and check's folders, and the
/// snapshot helper's goldens.
public enum AtomicFile {
    /// Whether `path` names a folder (through any symbolic link), which no file may replace.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Writes to a path, keeping whatever the path is:
    /// - a device, FIFO or socket (`/dev/null`, `/dev/stdout`) is written to, never replaced;
    /// - a symbolic link keeps pointing where it did, and its target is replaced;
    /// - a regular file is replaced whole through a temporary file beside it, made with
    ///   `mkstemp` (an unpredictable name, created exclusively, so a planted link is never
    ///   followed) and given the old file's permissions, then renamed over it;
    /// - a file with several hard links is rewritten in place, so every link sees the new
    ///   content (the one case that is not all-or-nothing).
    /// A signal (SIGINT, SIGTERM, SIGHUP) while the temporary file exists removes it; one a
    /// SIGKILL left is removed by the next write to the same path (``StaleTemporaries``).
    public static func write(_ data: Data, to path: String) throws(ArtefactFileError) {
        func failure(_ reason: String) -> ArtefactFileError { ArtefactFileError("write", path, reason) }
        var info = stat()
        // A device, FIFO or socket, even through a link that names no file (`/dev/stdout` on a pipe
        // is a link to `pipe:[…]`): written where it is.
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            let descriptor = open(path, O_WRONLY | O_NOCTTY)
            guard descriptor >= 0 else { throw failure(systemError()) }
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, named: path)
            return
        }
        var target = path
        var existing = lstat(path, &info) == 0
        if existing, info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else { throw failure("the symbolic link points nowhere") }
            target = String(cString: resolved)
            free(resolved)
            existing = stat(target, &info) == 0
        }
        guard !isDirectory(path) else { throw failure("it is a directory") }
        if existing {
            let type = info.st_mode & S_IFMT
            // A device or FIFO, or a file other names share: written where it is.
            if type != S_IFREG || info.st_nlink > 1 {
                let descriptor = open(target, O_WRONLY | O_NOCTTY | (type == S_IFREG ? O_TRUNC : 0))
                guard descriptor >= 0 else { throw failure(systemError()) }
                defer { close(descriptor) }
                try writeAll(data, to: descriptor, named: path)
                return
            }
        }
        let url = URL(fileURLWithPath: target)
        StaleTemporaries.remove(beside: url)
        var template = StaleTemporaries.template(beside: url)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(systemError()) }
        let temporary = StaleTemporaries.path(of: template)
        let slot = TemporaryFileCleanup.track(temporary)
        defer { TemporaryFileCleanup.untrack(slot) }
        // mkstemp makes the file 0600; a new output gets the usual 0666 less the umask, a replaced one its old mode.
        let mask = umask(0)
        umask(mask)
        let mode = existing ? info.st_mode & 0o7777 : 0o666 & ~mask
        do {
            try writeAll(data, to: descriptor, named: path)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        fchmod(descriptor, mode)
        if close(descriptor) != 0 || rename(temporary, target) != 0 {
            let reason = systemError()
            unlink(temporary)
            throw failure(reason)
        }
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }

    /// Writes all of `data` to an open file descriptor, retrying short and
    /// interrupted writes. A failure (a full disk, a closed descriptor) is an
    /// error naming `name`, never a trap, unlike `FileHandle.write(_:)`.
    public static func writeAll(_ data: Data, to descriptor: Int32, named name: String) throws(ArtefactFileError) {
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
            throw ArtefactFileError("write to", name, String(cString: strerror(failure)))
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

/// Removes the temporary files of the writes in progress when the process is
/// interrupted (SIGINT, SIGTERM, SIGHUP: ``InterruptCleanup``).
///
/// Writes may run on several threads at once (parallel tests writing their
/// goldens), so each takes one of ``slotCount`` slots under a lock; the
/// handler, which may not lock, reads every slot. Paths are C strings, so the
/// handler only calls async-signal-safe functions. A write that finds every
/// slot taken is not tracked; a signal then leaves its temporary file for the
/// next run to remove (``StaleTemporaries``).
enum TemporaryFileCleanup {
    static let slotCount = 64
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
        slots.initialize(repeating: nil, count: slotCount)
        return slots
    }()
    private static let lock = NSLock()

    /// Tracks `temporary`; the slot to give ``untrack(_:)``, or `nil` when none was free.
    static func track(_ temporary: String) -> Int? {
        InterruptCleanup.install()
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<slotCount).first(where: { slots[$0] == nil }) else { return nil }
        slots[slot] = strdup(temporary)
        return slot
    }

    static func untrack(_ slot: Int?) {
        guard let slot else { return }
        lock.lock()
        let old = slots[slot]
        slots[slot] = nil   // before freeing: the handler never sees a freed path it has not already read
        lock.unlock()
        free(old)
    }
}

extension TemporaryFileCleanup {
    /// Removes every tracked file; async-signal-safe, for ``InterruptCleanup``'s handler.
    static func removeAll() {
        for slot in 0..<slotCount {
            if let path = slots[slot] { unlink(path) }
        }
    }
}
