import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A blocking TCP client of a server on 127.0.0.1, for tests that need to misbehave as a real
/// client can: hang up mid-answer, never send, never read. Every wait is bounded (20 s), so a test
/// fails rather than hangs.
final class LoopbackClient {
    let socket: Int32

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0, "socket: \(String(cString: strerror(errno)))")
        var limit = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // (A throwing initializer still runs deinit, which closes the socket.)
        if connected != 0 { throw ClientError(message: "connect: \(String(cString: strerror(errno)))") }
    }

    deinit { Glibc.close(socket) }

    struct ClientError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Sends all of `text` (a hung-up server is an error, not a SIGPIPE).
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw ClientError(message: "send: \(String(cString: strerror(errno)))") }
            offset += count
        }
    }

    /// Reads until the server closes the connection, or `limit` bytes have come.
    func read(upTo limit: Int = .max) -> Data {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while received.count < limit {
            let count = recv(socket, &buffer, min(buffer.count, limit - received.count), 0)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[..<count])
        }
        return received
    }

    /// Whether the server has closed the connection (end of file or reset), waiting up to `milliseconds`.
    func isClosedByServer(waiting milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) <= 0
    }

    /// One request (`host` nil: no `Host` field) and its answer: status code and body.
    static func get(_ path: String, port: Int, host: String? = "127.0.0.1:PORT", method: String = "GET") throws -> (status: Int, body: Data) {
        let client = try LoopbackClient(port: port)
        let field = host.map { "Host: \($0.replacingOccurrences(of: "PORT", with: String(port)))\r\n" } ?? ""
        try client.send("\(method) \(path) HTTP/1.1\r\n\(field)\r\n")
        return try parse(client.read())
    }

    /// The status code and body of a whole answer.
    static func parse(_ answer: Data) throws -> (status: Int, body: Data) {
        let end = try #require(answer.firstRange(of: Data("\r\n\r\n".utf8)), "no head in \(answer.count) bytes")
        let head = String(decoding: answer[..<end.lowerBound], as: UTF8.self)
        let status = try #require(Int(head.split(separator: " ").dropFirst().first ?? ""), "\(head)")
        return (status, answer[end.upperBound...])
    }
}
