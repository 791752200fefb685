import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when files change, for `--watch`: each file's identity, size and modification
/// time are read every ``interval``, so an editor that saves by writing a new file and renaming
/// it over the old one is seen too. A change is reported once the files have been still for
/// ``settle`` (debounced), so a save written in several steps is read once, whole.
public struct FileWatcher {
    /// The files watched; a missing one counts as a state of its own, so its creation is a change.
    public var paths: [String]
    /// How often the files are read, in seconds.
    public var interval: TimeInterval = 0.1
    /// How long, in seconds, the files must stay unchanged before a change is reported.
    public var settle: TimeInterval = 0.15

    /// A watcher of `paths`, reading them every 0.1 s and reporting after 0.15 s of quiet.
    public init(paths: [String]) {
        self.paths = paths
    }

    /// What is known of a file: `nil` while it is missing.
    struct Stamp: Equatable {
        let device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }

    func stamps() -> [Stamp?] {
        paths.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return Stamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        }
    }

    /// Calls `changed` after every change, forever (until the process is stopped).
    public func run(_ changed: () -> Void) -> Never {
        var last = stamps()
        while true {
            Thread.sleep(forTimeInterval: interval)
            var now = stamps()
            guard now != last else { continue }
            // Wait for the files to keep still, then act on what they hold.
            repeat {
                last = now
                Thread.sleep(forTimeInterval: settle)
                now = stamps()
            } while now != last
            changed()
        }
    }
}
