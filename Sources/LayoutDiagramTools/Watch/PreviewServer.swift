import Foundation
#if canImport(Glibc)
import Glibc
import LayoutDiagramPipeline
#endif

/// A page on localhost that shows the latest drawing and updates itself when it changes, as
/// `d2 --watch` serves one: `render --watch --serve`.
///
/// - `/` is the page: the diagram (an SVG inline, a PNG as an image) and, while the spec is
///   broken, the error above the last good drawing;
/// - `/state` is `{"error":"…","version":N}`, which the page polls every 250 ms;
/// - `/diagram.svg` or `/diagram.png` is the drawing.
///
/// It listens on 127.0.0.1 only and answers only requests whose `Host` is `127.0.0.1:PORT`,
/// `localhost:PORT` or `[::1]:PORT` (``LoopbackHost``; others get 403), so that a web page cannot
/// read the drawing through DNS rebinding. Its clients cannot take it down: one thread serves
/// every connection (``HTTPServerLoop``), at most ``Limits/connections`` at a time, each with
/// its timeouts; a client that hangs up ends its own connection only; and each version's bytes
/// are built once and shared by every connection that sends them.
public final class PreviewServer: @unchecked Sendable {
    /// What one client may cost.
    public struct Limits: Sendable {
        /// The most connections open at once; one more closes the one that has made no progress
        /// for longest (a browser opens connections it may never use).
        public var connections: Int
        /// The time a client has, from connecting, to send its whole request head.
        public var requestTimeout: Duration
        /// The time an answer may go without the client reading any of it.
        public var sendTimeout: Duration

        /// Limits of `connections` open at once (at least 1) and the two timeouts; the defaults suit a
        /// browser on the same machine.
        public init(connections: Int = 32, requestTimeout: Duration = .seconds(10), sendTimeout: Duration = .seconds(10)) {
            self.connections = max(1, connections)
            self.requestTimeout = requestTimeout
            self.sendTimeout = sendTimeout
        }
    }

    /// The port it listens on (the one asked for, or the one the system chose for 0).
    public let port: Int
    private let content: PreviewContent
    private let loop: HTTPServerLoop

    /// Starts listening on 127.0.0.1:`port` (0: any free port) and serving in the background.
    public init(port: Int, format: DiagramRendering.Format, limits: Limits = Limits()) throws(ArtefactError) {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw ArtefactError("error: cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, SOMAXCONN) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw ArtefactError("error: cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        let content = PreviewContent(format: format, port: self.port)
        self.content = content
        do {
            loop = try HTTPServerLoop(listener: descriptor, limits: limits) { content.response(to: $0) }
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit {
        loop.stop()
    }

    /// The page's address.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// How many connections are open now: never more than ``Limits/connections``.
    public var connectionCount: Int { loop.connectionCount }

    /// Shows `drawing`, and clears the error.
    public func show(_ drawing: Data) {
        content.show(drawing)
    }

    /// Shows `message` above the last good drawing.
    public func show(error message: String) {
        content.show(error: message)
    }

    /// Closes every connection and stops listening; returns once it has.
    public func stop() {
        loop.stop()
    }
}
