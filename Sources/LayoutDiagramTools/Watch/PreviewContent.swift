import Foundation
import LayoutDiagramPipeline

/// What the preview server answers, one immutable version at a time: the page, `/state` and the
/// drawing are built once when the drawing or the error changes, and every request of that version
/// is sent those very bytes (``HTTPResponse`` shares them).
final class PreviewContent: @unchecked Sendable {
    private struct Version {
        var number = 0
        var drawing = Data()
        var error: String?
        var page = Data()
        var state = Data()
    }

    private let format: DiagramRendering.Format
    private let port: Int
    private let lock = NSLock()
    private var current = Version()

    init(format: DiagramRendering.Format, port: Int) {
        self.format = format
        self.port = port
        current = built(Version())
    }

    /// Shows `drawing`, and clears the error.
    func show(_ drawing: Data) {
        lock.withLock {
            var next = current
            (next.number, next.drawing, next.error) = (current.number + 1, drawing, nil)
            current = built(next)
        }
    }

    /// Shows `message` above the last good drawing.
    func show(error message: String) {
        lock.withLock {
            var next = current
            (next.number, next.error) = (current.number + 1, message)
            current = built(next)
        }
    }

    private func built(_ version: Version) -> Version {
        var version = version
        version.page = Data(PreviewPage.html(version: version.number, drawing: version.drawing, error: version.error, format: format).utf8)
        let state: [String: Any] = ["version": version.number, "error": version.error ?? NSNull()]
        version.state = (try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])) ?? Data("{}".utf8)
        return version
    }

    /// The answer to `head` (`nil`: a head that is malformed or too long).
    ///
    /// - `/` is the page, `/state` is `{"error":…,"version":N}`, `/diagram.svg` (or `.png`) the drawing;
    /// - a request that does not name the server by a loopback name and its port gets 403 (``LoopbackHost``);
    /// - only `GET` and `HEAD` are answered.
    func response(to head: HTTPRequestHead?) -> HTTPResponse {
        guard let head else { return .text("400 Bad Request", "bad request") }
        guard LoopbackHost.accepts(head.field("Host"), port: port) else {
            return .text("403 Forbidden", "this server answers requests for 127.0.0.1:\(port) or localhost:\(port) only")
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            var response = HTTPResponse.text("405 Method Not Allowed", "GET or HEAD only")
            response.extraFields = [("Allow", "GET, HEAD")]
            return response
        }
        let version = lock.withLock { current }
        var response: HTTPResponse
        switch head.path {
        case "/":
            response = HTTPResponse(status: "200 OK", contentType: "text/html; charset=utf-8", body: version.page)
        case "/state":
            response = HTTPResponse(status: "200 OK", contentType: "application/json", body: version.state)
        case "/diagram.\(format.rawValue)":
            response = HTTPResponse(status: "200 OK", contentType: format == .png ? "image/png" : "image/svg+xml", body: version.drawing)
        default:
            response = .text("404 Not Found", "not found")
        }
        response.omitsBody = head.method == "HEAD"
        return response
    }
}
