import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`):
/// the browser reads commands on its descriptor 3 and writes replies and events on its
/// descriptor 4, each a JSON text ended by a NUL byte.
///
/// Unlike `--screenshot` and `--dump-dom`, which capture the page when the browser's own
/// timers say so, this lets a test wait for the page's readiness signal (a promise the page
/// publishes) and only then read the DOM or capture the screen, so a slow machine cannot
/// capture images that are not painted yet.
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let commands = Pipe()
    private let replies = Pipe()
    private let errorLog: URL
    private var received = Data()
    private var events: [[String: Any]] = []
    private var nextID = 0
    private var sessionID: String?
    /// Kills the browser should it outlive its time limit; cancelled once it has exited, so that it
    /// can never signal another process that has since been given the same PID.
    private var watchdog: DispatchWorkItem?

    /// Starts `binary` with a fresh profile in `scratch`. The browser is stopped after
    /// `limit` seconds whatever happens: `timeout` signals it (and its helpers), and a
    /// watchdog here kills it should `timeout` be missing.
    init(binary: String, scratch: URL, limit: Int = 60) throws {
        // A write to a browser that has died must fail with EPIPE, not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        let profile = scratch.appendingPathComponent("profile-\(UUID().uuidString)")
        errorLog = scratch.appendingPathComponent("chromium-\(UUID().uuidString).err")
        try Data().write(to: errorLog)
        let browser = [
            binary, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--force-color-profile=srgb", "--user-data-dir=\(profile.path)",
            "about:blank",
        ]
        let timeout = Self.executable(named: "timeout").map { [$0, "-k", "5", String(limit)] } ?? []
        // The shell hands our two pipes to the browser as descriptors 3 and 4.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$@" 3<&0 4>&1 0</dev/null 1>&2"#, "sh"] + timeout + browser
        process.standardInput = commands
        process.standardOutput = replies
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
        let watchdog = DispatchWorkItem { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        self.watchdog = watchdog
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(limit + 10), execute: watchdog)
    }

    deinit {
        close()
    }

    /// The first executable called `name` on the `PATH`.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Opens `page` in a new tab of `width × height` CSS pixels and waits for its `load` event.
    func open(_ page: URL, width: Int, height: Int) throws {
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "no session: \(attached)") }
        sessionID = session
        _ = try send("Emulation.setDeviceMetricsOverride",
                     ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        _ = try send("Page.enable")
        _ = try send("Page.navigate", ["url": page.absoluteString])
        try waitForEvent("Page.loadEventFired")
    }

    /// Evaluates `expression` in the page, waits for it if it is a promise, and returns its value.
    func evaluate(_ expression: String) throws -> Any? {
        let reply = try send("Runtime.evaluate",
                             ["expression": expression, "awaitPromise": true, "returnByValue": true])
        if let exception = reply["exceptionDetails"] {
            throw Failure(description: "\(expression) threw: \(exception)")
        }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Moves the mouse to `x, y` (CSS pixels in the viewport), as a user's pointer does: the page
    /// gets real `mousemove`, `mouseover` and `mouseout` events from the browser's input pipeline.
    func moveMouse(x: Double, y: Double) throws {
        _ = try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    /// A PNG of the viewport as it is painted now.
    func screenshot() throws -> Data {
        let reply = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = reply["data"] as? String, let png = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot in the reply")
        }
        return png
    }

    /// Closes the browser and waits for it to exit.
    func close() {
        defer { watchdog?.cancel() }
        guard process.isRunning else { return }
        sessionID = nil
        _ = try? send("Browser.close")
        try? commands.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    // MARK: - The protocol

    /// Sends a command, and returns its result once the reply with the same id arrives;
    /// events that arrive before it are kept for ``waitForEvent(_:)``.
    private func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let sessionID, !method.hasPrefix("Target.") && !method.hasPrefix("Browser.") {
            message["sessionId"] = sessionID
        }
        var bytes = try JSONSerialization.data(withJSONObject: message)
        bytes.append(0)
        do {
            try commands.fileHandleForWriting.write(contentsOf: bytes)
        } catch {
            throw failure("cannot send \(method): \(error)")
        }
        while true {
            let reply = try nextMessage(waitingFor: method)
            guard let id = reply["id"] as? Int else {
                events.append(reply)
                continue
            }
            guard id == nextID else { continue }
            if let error = reply["error"] {
                throw failure("\(method) failed: \(error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func waitForEvent(_ name: String) throws {
        while true {
            if let index = events.firstIndex(where: { $0["method"] as? String == name }) {
                events.remove(at: index)
                return
            }
            let message = try nextMessage(waitingFor: name)
            if message["id"] == nil { events.append(message) }
        }
    }

    /// The next NUL-terminated message; blocks until it arrives or the browser exits.
    private func nextMessage(waitingFor what: String) throws -> [String: Any] {
        while true {
            if let end = received.firstIndex(of: 0) {
                let text = received[received.startIndex..<end]
                received = Data(received[(end + 1)...])
                guard let object = try? JSONSerialization.jsonObject(with: text) as? [String: Any] else {
                    throw failure("unreadable message: \(String(decoding: text.prefix(200), as: UTF8.self))")
                }
                return object
            }
            let more = replies.fileHandleForReading.availableData
            if more.isEmpty {
                throw failure("the browser closed the pipe while waiting for \(what)")
            }
            received.append(more)
        }
    }

    private func failure(_ what: String) -> Failure {
        let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        return Failure(description: "chromium: \(what). Its error output ends: \(log.suffix(1500))")
    }
}
