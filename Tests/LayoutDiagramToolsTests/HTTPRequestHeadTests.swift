import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import LayoutDiagramTools

/// The preview server's request reading, host check and accept back-off, as pure values (issue 22).
struct HTTPRequestHeadTests {
    private func parse(_ text: String) -> HTTPRequestHead? {
        HTTPRequestHead.parse(Array(text.utf8))
    }

    @Test func aRequestLineAndFieldsAreRead() throws {
        let head = try #require(parse("GET /state?v=2 HTTP/1.1\r\nHost:  localhost:8080 \r\nAccept: */*\r\n\r\nbody"))
        #expect(head.method == "GET")
        #expect(head.target == "/state?v=2")
        #expect(head.path == "/state")
        #expect(head.version == "HTTP/1.1")
        #expect(head.fields == [.init(name: "Host", value: "localhost:8080"), .init(name: "Accept", value: "*/*")])
        #expect(head.field("HOST") == "localhost:8080", "names are case-insensitive; whitespace around a value is not part of it")
        #expect(head.field("Cookie") == nil)
    }

    @Test func aRepeatedFieldHasNoValue() {
        #expect(parse("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n")?.field("Host") == nil)
    }

    @Test func theHeadEndsAtTheFirstEmptyLine() {
        #expect(HTTPRequestHead.length(in: Array("GET / HTTP/1.1\r\n\r\nGET".utf8)) == 18)
        #expect(HTTPRequestHead.length(in: Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)) == nil, "not yet")
        #expect(parse("GET / HTTP/1.1\r\nHost: a\r\n") == nil)
    }

    @Test func aHeadLongerThan8KiBIsRefused() {
        let filler = String(repeating: "a", count: HTTPRequestHead.maximumSize - 23)
        let (longest, tooLong) = (parse("GET / HTTP/1.1\r\nX: \(filler)\r\n\r\n") != nil, parse("GET / HTTP/1.1\r\nX: \(filler)a\r\n\r\n") == nil)
        #expect(longest, "8,192 bytes with its empty line")
        #expect(tooLong, "8,193")
    }

    @Test(arguments: [
        "GET / HTTP/1.1\n\n",                        // bare LF
        "GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n",         // bare CR
        "GET / HTTP/1.1\r\nHost: a\r\n b\r\n\r\n",      // obs-fold
        "GET / HTTP/1.1\r\nHost: a\u{1}b\r\n\r\n",      // a control character
        "GET / HTTP/1.1\r\nHo st: a\r\n\r\n",           // not a token
        "GET / HTTP/1.1\r\n: a\r\n\r\n",                // no name
        "GET / HTTP/1.1\r\nHost a\r\n\r\n",             // no colon
        "GET /  HTTP/1.1\r\n\r\n",                      // two spaces
        "GET / HTTP/2.0\r\n\r\n",
        "GET /\r\n\r\n",
        "G(T / HTTP/1.1\r\n\r\n",
        "GET /\u{7F} HTTP/1.1\r\n\r\n",
        "\r\n\r\n",
    ])
    func malformedHeadsAreRefused(text: String) {
        #expect(parse(text) == nil)
    }

    @Test(arguments: ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"])
    func loopbackNamesWithThePortAreAccepted(host: String) {
        #expect(LoopbackHost.accepts(host, port: 8080))
    }

    @Test(arguments: [nil, "", "localhost", "localhost:", "localhost:80", "localhost:08080", "localhost:8080 ",
                      "evil.example:8080", "localhost.evil.example:8080", "127.0.0.2:8080", "[::1]", "::1:8080"])
    func otherHostsAreRefused(host: String?) {
        #expect(!LoopbackHost.accepts(host, port: 8080))
    }

    @Test func runningOutOfDescriptorsPausesLongerEachTimeUpTo100ms() {
        var backoff = AcceptBackoff()
        let pauses = [EMFILE, ENFILE, ENOBUFS, ENOMEM, EMFILE, EMFILE, EMFILE, EMFILE, EMFILE].map { backoff.step(after: $0) }
        #expect(pauses == [1, 2, 4, 8, 16, 32, 64, 100, 100].map { .pause(milliseconds: $0) })
        backoff.reset()
        #expect(backoff.step(after: EMFILE) == .pause(milliseconds: 1), "a success starts over")
    }

    @Test func anInterruptedOrAbortedAcceptIsRetriedAtOnce() {
        var backoff = AcceptBackoff()
        #expect(backoff.step(after: EINTR) == .retry)
        #expect(backoff.step(after: ECONNABORTED) == .retry)
        #expect(backoff.step(after: EAGAIN) == .wait)
        #expect(backoff.nextPause == 1)
        #expect(backoff.step(after: EBADF) == .pause(milliseconds: 1), "an unknown error never spins either")
    }
}
