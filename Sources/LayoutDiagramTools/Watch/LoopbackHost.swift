/// Which `Host` a local server answers: its own loopback address and port, by name.
///
/// A server on 127.0.0.1 is still reachable from any web page the user opens: the page's own
/// domain can be made to resolve to 127.0.0.1 (DNS rebinding), and the browser then sends that
/// domain as `Host` and lets the page read the answer. Answering only requests that name the
/// server as `127.0.0.1:PORT`, `localhost:PORT` or `[::1]:PORT` closes that door, as webpack's
/// dev server and Vite do.
public enum LoopbackHost {
    /// The loopback names, lower case.
    public static let names = ["127.0.0.1", "localhost", "[::1]"]

    /// Whether `host` (a `Host` field's value; `nil` when it is missing) is one of ``names``, in any
    /// case, followed by `:` and exactly `port` in decimal.
    public static func accepts(_ host: String?, port: Int) -> Bool {
        guard let host, let colon = host.utf8.lastIndex(of: UInt8(ascii: ":")) else { return false }
        let name = HTTPRequestHead.lowercased(String(host[..<colon]))
        return names.contains(name) && host[host.index(after: colon)...] == String(port)[...]
    }
}
