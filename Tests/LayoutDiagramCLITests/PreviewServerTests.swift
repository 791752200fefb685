import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import LayoutDiagramTools

/// The preview server of `render --watch --serve` against hostile clients, over real sockets
/// (issue 22): none of them takes it down, pins it, or reads it from another site.
struct PreviewServerTests {
    /// A server whose timeouts never play a part in the test: only the cap and errors close connections.
    private func server(connections: Int = 32) throws -> PreviewServer {
        try PreviewServer(port: 0, format: .svg,
                          limits: .init(connections: connections, requestTimeout: .seconds(120), sendTimeout: .seconds(120)))
    }

    /// A drawing larger than what loopback sockets buffer, so that its answer is mid-way when a client leaves.
    private let largeDrawing = Data(repeating: UInt8(ascii: " "), count: 8 << 20)

    /// Waits up to 20 s for `condition`; whether it came true.
    private func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<400 {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    @Test func aClientThatHangsUpMidBodyEndsOnlyItsConnection() throws {
        let server = try server()
        defer { server.stop() }
        server.show(largeDrawing)
        do {
            let leaving = try LoopbackClient(port: server.port)
            try leaving.send("GET /diagram.svg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
            #expect(leaving.read(upTo: 65_536).count == 65_536)
        }   // closed with the rest unread: the server's next send fails
        #expect(eventually { server.connectionCount == 0 }, "the write error ends that connection (the send timeout is 120 s)")
        let (status, body) = try LoopbackClient.get("/diagram.svg", port: server.port)
        #expect(status == 200)
        #expect(body == largeDrawing, "the next client is sent the whole drawing")
    }

    @Test func idleClientsBeyondTheCapCloseTheStalestAndAWellBehavedClientIsAnswered() throws {
        let server = try server(connections: 32)
        defer { server.stop() }
        server.show(Data("<svg/>".utf8))
        let idle = try (0..<200).map { _ in try LoopbackClient(port: server.port) }   // never send, never read
        let (status, body) = try LoopbackClient.get("/state", port: server.port)
        #expect(status == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"error":null,"version":1}"#)
        // The server accepted all 200 before the last client, and kept no more than 32 of them.
        #expect(server.connectionCount <= 32)
        var closed = 0
        #expect(eventually {
            closed = idle.filter { $0.isClosedByServer(waiting: 0) }.count
            return closed >= 200 - 32
        }, "\(closed) of 200 idle connections closed by the server")
        #expect(server.connectionCount <= 32)
    }

    @Test func clientsThatNeverReadHoldNoMoreThanTheCap() throws {
        let server = try server(connections: 32)
        defer { server.stop() }
        server.show(largeDrawing)
        let stalled = try (0..<200).map { _ in
            let client = try LoopbackClient(port: server.port)
            try client.send("GET /diagram.svg HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n")
            return client
        }
        let (status, _) = try LoopbackClient.get("/state", port: server.port)
        #expect(status == 200)
        // (Whether a stalled client was closed cannot be seen from it: the end of the connection
        // waits behind the bytes it does not read.)
        #expect(server.connectionCount <= 32)
        withExtendedLifetime(stalled) {}
    }

    @Test(arguments: [
        ("127.0.0.1:PORT", 200), ("localhost:PORT", 200), ("[::1]:PORT", 200), ("LocalHost:PORT", 200),
        ("evil.example:PORT", 403), ("127.0.0.1.evil.example:PORT", 403), ("localhost", 403), ("127.0.0.1:1PORT", 403),
        ("localhost:PORT, evil.example:PORT", 403), ("", 403),
    ])
    func onlyLoopbackHostsAreAnswered(host: String, expected: Int) throws {
        let server = try server()
        defer { server.stop() }
        #expect(try LoopbackClient.get("/state", port: server.port, host: host).status == expected)
    }

    @Test func aRequestWithoutHostIsRefused() throws {
        let server = try server()
        defer { server.stop() }
        #expect(try LoopbackClient.get("/state", port: server.port, host: nil).status == 403)
        let client = try LoopbackClient(port: server.port)
        try client.send("GET /state HTTP/1.0\r\n\r\n")
        #expect(try LoopbackClient.parse(client.read()).status == 403, "HTTP/1.0 too: Host is what tells a rebinding page apart")
    }

    @Test func aRequestWithTwoHostsIsRefused() throws {
        let server = try server()
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        try client.send("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nHost: evil.example\r\n\r\n")
        #expect(try LoopbackClient.parse(client.read()).status == 403)
    }

    @Test func malformedOrOverlongHeadsAreAnswered400() throws {
        let server = try server()
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        try client.send("GET /state\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        #expect(try LoopbackClient.parse(client.read()).status == 400)

        let long = try LoopbackClient(port: server.port)
        try long.send("GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX: " + String(repeating: "a", count: HTTPRequestHead.maximumSize))
        #expect(try LoopbackClient.parse(long.read()).status == 400, "answered once 8 KiB have come, not buffered on")
    }

    @Test func headGetsNoBodyAndOtherMethodsAreRefused() throws {
        let server = try server()
        defer { server.stop() }
        server.show(Data("<svg/>".utf8))
        let head = try LoopbackClient.get("/diagram.svg", port: server.port, method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(try LoopbackClient.get("/diagram.svg", port: server.port, method: "POST").status == 405)
        #expect(try LoopbackClient.get("/nothing", port: server.port).status == 404)
        #expect(try LoopbackClient.get("/diagram.svg?v=3", port: server.port).body == Data("<svg/>".utf8))
    }

    @Test func aClientThatSendsNothingIsClosedAfterTheRequestTimeout() throws {
        let server = try PreviewServer(port: 0, format: .svg, limits: .init(requestTimeout: .milliseconds(100)))
        defer { server.stop() }
        let silent = try LoopbackClient(port: server.port)
        #expect(silent.isClosedByServer(waiting: 20_000))
        let slow = try LoopbackClient(port: server.port)
        try slow.send("GET /state HTTP/1.1\r\n")   // and never the rest
        #expect(slow.isClosedByServer(waiting: 20_000))
        #expect(eventually { server.connectionCount == 0 })
    }

    @Test func theErrorAndTheNewDrawingAreServed() throws {
        let server = try server()
        defer { server.stop() }
        server.show(Data("<svg>one</svg>".utf8))
        server.show(error: "w.yaml:2:1: error: <bad>")
        #expect(String(decoding: try LoopbackClient.get("/state", port: server.port).body, as: UTF8.self)
                == #"{"error":"w.yaml:2:1: error: <bad>","version":2}"#)
        let page = String(decoding: try LoopbackClient.get("/", port: server.port).body, as: UTF8.self)
        #expect(page.contains("<div id=\"error\">w.yaml:2:1: error: &lt;bad&gt;</div>"))
        #expect(page.contains("<svg>one</svg>"), "over the last good drawing")
    }

    @Test func stopClosesThePort() throws {
        let server = try server()
        let port = server.port
        let open = try LoopbackClient(port: port)
        server.stop()
        #expect(open.isClosedByServer(waiting: 20_000))
        #expect(throws: LoopbackClient.ClientError.self) { try LoopbackClient(port: port) }
        #expect(server.connectionCount == 0)
    }
}
