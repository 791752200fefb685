#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a server does when `accept` fails, so that it never spins.
///
/// Out of file descriptors or memory (`EMFILE`, `ENFILE`, `ENOBUFS`, `ENOMEM`), the connection stays
/// in the listen queue and the listening socket stays readable: trying again at once would spin a
/// core until something else closes a descriptor. So it pauses, 1 ms at first and twice as long on
/// each failure in a row, up to ``longestPause`` (as Go's `net/http` does, from 5 ms to 1 s). An
/// interrupted call or a connection reset before it was accepted concerns that one connection:
/// it tries again at once. Any other error pauses too.
struct AcceptBackoff: Equatable {
    /// The longest pause, in milliseconds.
    static let longestPause = 100

    /// What to do after a failed `accept`.
    enum Step: Equatable {
        /// Call `accept` again now.
        case retry
        /// Nothing is waiting: wait until the listening socket is readable.
        case wait
        /// Stop watching the listening socket for this many milliseconds.
        case pause(milliseconds: Int)
    }

    /// The pause the next resource error waits, in milliseconds.
    private(set) var nextPause = 1

    /// The step after `accept` failed with `error` (an `errno`).
    mutating func step(after error: Int32) -> Step {
        switch error {
        case EAGAIN, EWOULDBLOCK:
            return .wait
        // accept(2): errors of the pending connection, and the network errors Linux passes on, are
        // to be treated as a retry.
        case EINTR, ECONNABORTED, EPROTO, ENETDOWN, ENOPROTOOPT, EHOSTDOWN, EHOSTUNREACH, EOPNOTSUPP, ENETUNREACH:
            return .retry
        default:
            let pause = nextPause
            nextPause = min(nextPause * 2, Self.longestPause)
            return .pause(milliseconds: pause)
        }
    }

    /// After an `accept` that succeeded: the next resource error pauses briefly again.
    mutating func reset() {
        nextPause = 1
    }
}
