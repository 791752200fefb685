import CLayoutDiagramProcess
import Foundation

/// What the command undoes when it is interrupted (SIGINT, SIGTERM, SIGHUP) before it dies of
/// the same signal, so that its exit status is the conventional one (128 + the signal): it
/// removes the temporary files of the writes in progress (``TemporaryFileCleanup``) and kills
/// the sessions of the programs it runs (``ChildProcessSessions``).
///
/// The handler only calls async-signal-safe functions (`unlink`, `kill`, reads of `/proc`,
/// `signal`, `raise`). A signal the command was started ignoring (`nohup` ignores SIGHUP) stays
/// ignored.
public enum InterruptCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) private static var installed = false
    private static let lock = NSLock()

    /// Installs the handler, once. Called on the main thread at start (the command line does),
    /// it also unblocks the signals there: a parent that blocked them (a test runner's worker
    /// thread does) would otherwise leave them pending for ever.
    public static func install() {
        lock.lock()
        defer { lock.unlock() }
        if Thread.isMainThread {
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            for signal in signals { sigaddset(&unblocked, signal) }
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        }
        guard !installed else { return }
        installed = true
        // The slots are made now, not on first use in the handler, which may not allocate.
        _ = TemporaryFileCleanup.slots
        _ = ChildProcessSessions.slots
        for signal in signals {
            var current = sigaction()
            // SIG_IGN is the handler address 1.
            guard sigaction(signal, nil, &current) == 0,
                  unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != 1 else { continue }
            Foundation.signal(signal, interruptSignalHandler)
        }
    }
}

private func interruptSignalHandler(_ signal: Int32) {
    TemporaryFileCleanup.removeAll()
    ChildProcessSessions.killAll()
    Foundation.signal(signal, SIG_DFL)
    raise(signal)
}

/// The sessions (and process groups) of the programs running now, for the interrupt handler to kill.
///
/// Programs may run on several threads at once (layouts drawn in parallel), so each takes one
/// of ``slotCount`` slots under a lock; the handler, which may not lock, reads every slot. A
/// session that finds every slot taken is not tracked; its watchdog still kills it when the
/// command dies.
public enum ChildProcessSessions {
    static let slotCount = 64
    nonisolated(unsafe) fileprivate static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        return slots
    }()
    private static let lock = NSLock()

    /// Tracks the session led by `leader`; the slot to give ``unregister(_:)``, or `nil` when none was free.
    public static func register(_ leader: pid_t) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<slotCount).first(where: { slots[$0] == 0 }) else { return nil }
        slots[slot] = leader
        return slot
    }

    /// Stops tracking the session in `slot` (from ``register(_:)``), once it has ended.
    public static func unregister(_ slot: Int?) {
        guard let slot else { return }
        lock.lock()
        slots[slot] = 0
        lock.unlock()
    }

    /// Kills every tracked session; async-signal-safe.
    fileprivate static func killAll() {
        for slot in 0..<slotCount where slots[slot] > 0 { layout_diagram_kill_session(slots[slot]) }
    }
}
