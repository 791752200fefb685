import CLayoutDiagramProcess
import Foundation
import LayoutDiagramPipeline

/// Runs a program to its end, bounded, and gives back what it wrote.
///
/// The program runs in a session (and process group) of its own, with the resource limits given,
/// and reads nothing (its standard input is `/dev/null`). Both of its streams are read while it
/// runs, so that neither pipe fills and blocks it, but no more than `outputLimit` bytes of its
/// output are kept. Reading stops at the deadline whatever holds the pipes, and when the run
/// ends, however it ends, the whole session is killed: the program and every process it started,
/// even in a process group of its own (as Foundation's `Process` starts them); only one that made
/// a session of its own escapes. A signal to the command (``InterruptCleanup``), and the
/// command's own death, even by SIGKILL (a watchdog process waits for it), end the session too.
enum ChildProcess {
    /// Resource limits set in the child before it runs; `nil` leaves the command's own.
    struct Limits {
        var addressSpace: Int64?
        var cpuSeconds: Int64?
        var processes: Int64?
        var fileSize: Int64?

        static let none = Limits()
    }

    /// How the run ended.
    enum Ending: Equatable {
        /// The program exited with this status.
        case exited(Int32)
        /// A signal stopped the program (a trap in Swift code is SIGILL or SIGTRAP; a limit,
        /// SIGXCPU, SIGXFSZ or SIGKILL).
        case signalled(Int32)
        /// The program ran past the deadline and was killed.
        case timedOut
        /// The program wrote more than the output limit and was killed.
        case outputLimit
        /// The program ended, but a process it started, outside its session, held its output open.
        case outputHeldOpen
    }

    struct Result {
        let ending: Ending
        let output: Data
        /// The first `errorLimit` bytes of its standard error.
        let errors: Data
        /// The CPU time the program used, user and system.
        let cpuTime: TimeInterval
    }

    /// How long, after the program itself ended, its output may stay open (its session has been
    /// killed by then, so only a process that left the session can hold it).
    static let heldOutputGrace: TimeInterval = 2

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    limits: Limits = .none, timeout: TimeInterval, outputLimit: Int,
                    errorLimit: Int = 1 << 20) throws(ArtefactError) -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + UInt64(min(timeout, 1e9) * 1e9)
        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var bounds = layout_diagram_limits(address_space: limits.addressSpace ?? -1, cpu_seconds: limits.cpuSeconds ?? -1,
                                           processes: limits.processes ?? -1, file_size: limits.fileSize ?? -1)
        var child = layout_diagram_child()
        // Before the spawn: a signal that comes once the session exists finds the handler in place.
        InterruptCleanup.install()
        guard layout_diagram_spawn(executable, argv, envp, &bounds, &child) == 0 else {
            throw ArtefactError("error: cannot run \(executable): \(String(cString: strerror(errno)))")
        }
        let slot = ChildProcessSessions.register(child.pid)

        var output = Data(), errors = Data()
        var stop: Ending?
        var ended: UInt64?
        var streams = [pollfd(fd: child.output, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: child.errors, events: Int16(POLLIN), revents: 0)]
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        reading: while true {
            if ended == nil, layout_diagram_has_ended(child.pid) == 1 {
                // It ended on its own: what it started goes with it, and lets go of the pipes.
                ended = DispatchTime.now().uptimeNanoseconds
                layout_diagram_kill_session(child.pid)
            }
            let open = streams.filter { $0.fd >= 0 }.count
            if open == 0, ended != nil { break }
            let now = DispatchTime.now().uptimeNanoseconds
            if let ended, now >= ended + UInt64(heldOutputGrace * 1e9) || now >= deadline {
                stop = .outputHeldOpen
                break
            }
            if now >= deadline {
                stop = .timedOut
                break
            }
            // A short wait, so that the program's end is seen even while a stream stays open.
            let wait = Int32(min(50, (deadline - now) / 1_000_000 + 1))
            if poll(&streams, nfds_t(streams.count), wait) < 0, errno != EINTR {
                stop = .timedOut
                break
            }
            for index in streams.indices where streams[index].fd >= 0 && streams[index].revents != 0 {
                let count = read(streams[index].fd, buffer.baseAddress, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 {
                    close(streams[index].fd)
                    streams[index].fd = -1
                    continue
                }
                let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                if index == 0 {
                    output.append(contentsOf: bytes)
                    if output.count > outputLimit {
                        stop = .outputLimit
                        break reading
                    }
                } else if errors.count < errorLimit {
                    errors.append(contentsOf: bytes.prefix(errorLimit - errors.count))
                }
            }
        }

        // However it ended, the whole session goes; the program is reaped only then, so that its
        // id, which names the session, cannot be reused before.
        layout_diagram_kill_session(child.pid)
        for stream in streams where stream.fd >= 0 { close(stream.fd) }
        close(child.lifeline)
        if child.watchdog > 0 {
            while waitpid(child.watchdog, nil, 0) < 0 && errno == EINTR {}
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child.pid, &status, 0, &usage) < 0 && errno == EINTR {}
        ChildProcessSessions.unregister(slot)
        let cpuTime = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let signal = status & 0x7f
        let ending = stop ?? (signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal))
        return Result(ending: ending, output: output, errors: errors, cpuTime: cpuTime)
    }

    /// `SIGKILL`, `SIGXCPU`: a signal's name, for messages.
    static func name(ofSignal signal: Int32) -> String {
        let names: [Int32: String] = [SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL",
                                      SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
                                      SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
                                      SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ"]
        return names[signal] ?? "signal \(signal)"
    }
}
