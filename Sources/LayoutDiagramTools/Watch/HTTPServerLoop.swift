import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
import LayoutDiagramPipeline
#endif

/// One thread that accepts, reads and answers every connection of a listening socket with
/// `poll()`, one request per connection, so that no client can cost more than a slot:
///
/// - at most ``PreviewServer/Limits/connections`` connections are open; when one more arrives,
///   the one that has made no progress for longest (an idle preconnect, a client that stopped
///   reading) is closed to make room, so a well-behaved client is always answered;
/// - a connection that has not sent its whole head within the request timeout, or whose answer
///   makes no progress for the send timeout, is closed;
/// - a head longer than ``HTTPRequestHead/maximumSize`` is answered 400, not buffered;
/// - sends use `MSG_NOSIGNAL`, so a client that hangs up ends its connection, not the process
///   (SIGPIPE), and the body is sent from the shared `Data`, never copied per connection;
/// - `accept` errors are met as ``AcceptBackoff`` says, so running out of descriptors never spins.
final class HTTPServerLoop: @unchecked Sendable {
    typealias Responder = @Sendable (HTTPRequestHead?) -> HTTPResponse

    private struct Connection {
        let socket: Int32
        var received: [UInt8] = []
        var response: HTTPResponse?
        var head = Data()
        /// Bytes of head and body sent so far.
        var sent = 0
        /// When it is closed if it has not finished (monotonic nanoseconds).
        var deadline: UInt64
        var lastProgress: UInt64
    }

    private let listener: Int32
    private let wakeRead: Int32, wakeWrite: Int32
    private let limits: PreviewServer.Limits
    private let respond: Responder
    private let lock = NSLock()
    private var openCount = 0
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    /// Serves `listener` (a listening socket, non-blocking; the loop closes it when it stops).
    init(listener: Int32, limits: PreviewServer.Limits, respond: @escaping Responder) throws(ArtefactError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw ArtefactError("error: cannot open a pipe: \(String(cString: strerror(errno)))")
        }
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        ends.forEach(Self.setNonBlockingAndCloseOnExec)
        self.listener = listener
        self.limits = limits
        self.respond = respond
        Thread.detachNewThread { [self] in run() }
    }

    /// How many connections are open now.
    var connectionCount: Int { lock.withLock { openCount } }

    /// Closes every connection and the listening socket, and returns once the loop has ended.
    func stop() {
        let first = lock.withLock {
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        finished.wait()
    }

    /// (Glibc's module leaves out accept4 and pipe2, which would set these atomically.)
    private static func setNonBlockingAndCloseOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    private func run() {
        var connections = [Connection]()
        var backoff = AcceptBackoff()
        var pausedUntil: UInt64?
        var descriptors = [pollfd]()
        while true {
            var now = Self.now()
            if let until = pausedUntil, now >= until { pausedUntil = nil }
            descriptors.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
            // A negative descriptor is left out by poll: the listener while accepting is paused.
            descriptors.append(pollfd(fd: pausedUntil == nil ? listener : -1, events: Int16(POLLIN), revents: 0))
            for connection in connections {
                let events = connection.response == nil ? POLLIN : POLLOUT
                descriptors.append(pollfd(fd: connection.socket, events: Int16(events), revents: 0))
            }
            let wakeAt = (connections.map(\.deadline) + (pausedUntil.map { [$0] } ?? [])).min()
            let timeout = wakeAt.map { Int32(clamping: $0 > now ? ($0 - now + 999_999) / 1_000_000 : 0) } ?? -1
            if poll(&descriptors, nfds_t(descriptors.count), timeout) < 0, errno != EINTR {
                pausedUntil = now + 10_000_000   // cannot happen with valid arguments; never spin
                continue
            }
            if descriptors[0].revents != 0 { break }

            now = Self.now()
            var open = [Connection]()
            open.reserveCapacity(connections.count)
            for (index, var connection) in connections.enumerated() {
                var keep = true
                if descriptors[index + 2].revents != 0 {
                    keep = connection.response == nil ? read(&connection, now: now) : send(&connection, now: now)
                }
                if keep && now >= connection.deadline { keep = false }
                if keep { open.append(connection) } else { close(connection) }
            }
            connections = open

            if descriptors[1].revents != 0 {
                acceptWaiting(into: &connections, backoff: &backoff, pausedUntil: &pausedUntil, now: now)
            }
            lock.withLock { openCount = connections.count }
        }
        connections.forEach(close)
        Glibc.close(listener)
        Glibc.close(wakeRead)
        Glibc.close(wakeWrite)
        lock.withLock { openCount = 0 }
        finished.signal()
    }

    /// Accepts what waits in the listen queue (a bounded number at a time), closing the connection
    /// that has made no progress for longest when there is no room.
    private func acceptWaiting(into connections: inout [Connection], backoff: inout AcceptBackoff,
                               pausedUntil: inout UInt64?, now: UInt64) {
        for _ in 0..<(2 * limits.connections) {
            let socket = accept(listener, nil, nil)
            guard socket >= 0 else {
                switch backoff.step(after: errno) {
                case .retry: continue
                case .wait: return
                case .pause(let milliseconds):
                    pausedUntil = now + UInt64(milliseconds) * 1_000_000
                    return
                }
            }
            backoff.reset()
            Self.setNonBlockingAndCloseOnExec(socket)
            if connections.count >= limits.connections,
               let stalest = connections.indices.min(by: { connections[$0].lastProgress < connections[$1].lastProgress }) {
                close(connections.remove(at: stalest))
            }
            connections.append(Connection(socket: socket, deadline: now + limits.requestTimeout.nanoseconds, lastProgress: now))
        }
    }

    /// Reads what the client sent; once the head is whole (or too long), prepares the answer and
    /// starts sending it. Whether the connection stays open.
    private func read(_ connection: inout Connection, now: UInt64) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let room = min(buffer.count, HTTPRequestHead.maximumSize - connection.received.count)
        let count = recv(connection.socket, &buffer, room, 0)
        if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR }
        if count == 0 { return false }   // hung up before asking
        connection.received += buffer[..<count]
        connection.lastProgress = now
        let ended = HTTPRequestHead.length(in: connection.received) != nil
        guard ended || connection.received.count >= HTTPRequestHead.maximumSize else { return true }
        let response = respond(ended ? HTTPRequestHead.parse(connection.received) : nil)
        connection.response = response
        connection.head = response.head
        connection.received = []
        connection.deadline = now + limits.sendTimeout.nanoseconds
        return send(&connection, now: now)
    }

    /// Sends what the socket takes of the rest of the answer. Whether the connection stays open:
    /// not once the answer is sent, nor on an error (a client that hung up ends here).
    private func send(_ connection: inout Connection, now: UInt64) -> Bool {
        guard let response = connection.response else { return false }
        let head = connection.head, body = response.sentBody
        while connection.sent < head.count + body.count {
            let sent = connection.sent
            let count = head.withUnsafeBytes { head in
                body.withUnsafeBytes { body in
                    var pieces = [iovec]()
                    if sent < head.count, let base = head.baseAddress {
                        pieces.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: base + sent), iov_len: head.count - sent))
                    }
                    let offset = max(0, sent - head.count)
                    if offset < body.count, let base = body.baseAddress {
                        pieces.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: base + offset), iov_len: body.count - offset))
                    }
                    return pieces.withUnsafeMutableBufferPointer { pieces in
                        var message = msghdr()
                        message.msg_iov = pieces.baseAddress
                        message.msg_iovlen = pieces.count
                        return sendmsg(connection.socket, &message, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
                    }
                }
            }
            if count > 0 {
                connection.sent += count
                connection.lastProgress = now
                connection.deadline = now + limits.sendTimeout.nanoseconds
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
            }
        }
        return false
    }

    private func close(_ connection: Connection) {
        // What the client sent past the head is read first: closing with unread bytes resets the
        // connection, which can drop the end of the answer before the client reads it.
        var buffer = [UInt8](repeating: 0, count: 4096)
        var rounds = 0
        while rounds < 4, recv(connection.socket, &buffer, buffer.count, Int32(MSG_DONTWAIT)) > 0 { rounds += 1 }
        Glibc.close(connection.socket)
    }
}

extension Duration {
    /// The duration in whole nanoseconds (negative ones as 0).
    fileprivate var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        return seconds < 0 ? 0 : UInt64(seconds) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
    }
}
