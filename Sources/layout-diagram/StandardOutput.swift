// `stdout` is a mutable C global, which Swift 6 will not read from a nonisolated context;
// this file alone imports the C library as pre-concurrency to reach it.
#if canImport(Glibc)
@preconcurrency import Glibc
#else
@preconcurrency import Darwin
#endif

/// What `print` wrote to standard output, checked the way coreutils check it before exiting.
enum StandardOutput {
    /// Flushes standard output; the system's reason when the flush or an earlier write failed, else `nil`.
    static func flushFailure() -> String? {
        errno = 0
        guard fflush(stdout) == 0, ferror(stdout) == 0 else {
            return errno == 0 ? "a write failed" : String(cString: strerror(errno))
        }
        return nil
    }
}
