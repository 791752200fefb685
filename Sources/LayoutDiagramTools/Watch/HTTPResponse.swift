import Foundation

/// An answer to one request, on a connection closed after it.
///
/// Its head is built apart from its body: the body is one immutable `Data` per version of the
/// page, shared by every connection that sends it (head and body go out in one `sendmsg`), so a
/// hundred clients of a large drawing cost a hundred heads, not a hundred drawings.
struct HTTPResponse {
    /// `200 OK`, `404 Not Found`, …
    var status: String
    var contentType: String
    var body: Data
    /// Fields after the usual ones, such as `Allow`.
    var extraFields: [(name: String, value: String)] = []
    /// For `HEAD`: the head says how long the body is, and the body is not sent.
    var omitsBody = false

    /// A short plain-text answer, for errors.
    static func text(_ status: String, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((message + "\n").utf8))
    }

    /// The status line and the header fields, ending in the empty line.
    var head: Data {
        var text = "HTTP/1.1 \(status)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        for field in extraFields { text += "\(field.name): \(field.value)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    /// The bytes sent after the head.
    var sentBody: Data { omitsBody ? Data() : body }
}
