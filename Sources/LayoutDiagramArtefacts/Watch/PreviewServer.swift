import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A page on localhost that shows the latest drawing and updates itself when it changes, as
/// `d2 --watch` serves one: `render --watch --serve`.
///
/// - `/` is the page: the diagram (an SVG inline, a PNG as an image) and, while the spec is
///   broken, the error above the last good drawing;
/// - `/state` is `{"version":N,"error":"…"}`, which the page polls every 250 ms;
/// - `/diagram.svg` or `/diagram.png` is the drawing.
///
/// It listens on 127.0.0.1 only, answers each connection on a thread of its own (a browser opens
/// connections it may never use), and closes each after one answer.
public final class PreviewServer: @unchecked Sendable {
    /// The port it listens on (the one asked for, or the one the system chose for 0).
    public let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var version = 0
    private var drawing = Data()
    private var error: String?
    private let format: DiagramRendering.Format

    /// Starts listening on `port` (0: any free port) and serving in the background.
    public init(port: Int, format: DiagramRendering.Format) throws(ArtefactError) {
        self.format = format
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw ArtefactError("error: cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socket = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in serve() }
    }

    /// The page's address.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// Shows `drawing`, and clears the error.
    public func show(_ drawing: Data) {
        lock.withLock {
            self.drawing = drawing
            error = nil
            version += 1
        }
    }

    /// Shows `message` above the last good drawing.
    public func show(error message: String) {
        lock.withLock {
            error = message
            version += 1
        }
    }

    private func serve() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { continue }
            // A connection that sends nothing is given up after 5 s.
            var limit = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            Thread.detachNewThread { [self] in
                respond(to: client)
                close(client)
            }
        }
    }

    private func respond(to client: Int32) {
        var request = [UInt8](repeating: 0, count: 4096)
        let count = read(client, &request, request.count)
        guard count > 0 else { return }
        let line = String(decoding: request[..<count], as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        let path = parts.count >= 2 ? String(parts[1].split(separator: "?").first ?? "/") : "/"
        let (version, drawing, error) = lock.withLock { (self.version, self.drawing, self.error) }
        let body: Data, type: String, status: String
        switch path {
        case "/":
            (body, type, status) = (Data(page(version: version, drawing: drawing, error: error).utf8), "text/html; charset=utf-8", "200 OK")
        case "/state":
            let state: [String: Any] = ["version": version, "error": error ?? NSNull()]
            body = (try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])) ?? Data("{}".utf8)
            (type, status) = ("application/json", "200 OK")
        case "/diagram.\(format.rawValue)":
            (body, type, status) = (drawing, format == .png ? "image/png" : "image/svg+xml", "200 OK")
        default:
            (body, type, status) = (Data("not found\n".utf8), "text/plain", "404 Not Found")
        }
        let head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        let bytes = Data(head.utf8) + body
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(client, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private func page(version: Int, drawing: Data, error: String?) -> String {
        let shown = format == .svg ? String(decoding: drawing, as: UTF8.self).replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: "")
            : "<img src=\"/diagram.png?v=\(version)\" alt=\"diagram\">"
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>layout-diagram</title>
            <style>body{margin:16px;font:14px system-ui,sans-serif}#error{white-space:pre-wrap;color:#b91c1c;\
            background:#fef2f2;border:1px solid #fecaca;padding:8px;margin-bottom:12px}#error:empty{display:none}</style>
            </head><body>
            <div id="error">\(Self.escaped(error ?? ""))</div>
            <div id="diagram" data-version="\(version)">\(shown)</div>
            <script>
            let version = \(version);
            async function poll() {
              try {
                const state = await (await fetch('/state', {cache: 'no-store'})).json();
                if (state.version !== version) {
                  document.getElementById('error').textContent = state.error || '';
                  if (!state.error) {
                    const diagram = document.getElementById('diagram');
                    \(format == .svg
                        ? "diagram.innerHTML = (await (await fetch('/diagram.svg', {cache: 'no-store'})).text()).replace(/^<\\?xml[^>]*>/, '');"
                        : "diagram.innerHTML = '<img src=\"/diagram.png?v=' + state.version + '\" alt=\"diagram\">';")
                    diagram.dataset.version = state.version;
                  }
                  version = state.version;
                }
              } catch (e) {}
              setTimeout(poll, 250);
            }
            setTimeout(poll, 250);
            </script>
            </body></html>
            """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
