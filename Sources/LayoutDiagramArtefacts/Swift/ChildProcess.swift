import Foundation

/// Runs a program to its end and gives back what it wrote: both streams are read while it runs,
/// so that neither pipe fills and blocks it.
///
/// The program reads nothing (its standard input is `/dev/null`), and it is stopped when it runs
/// past `timeout`: a layout function that loops for ever must not hang the command.
enum ChildProcess {
    struct Result {
        let status: Int32
        /// The signal that stopped it, if one did (a trap in Swift code is SIGILL or SIGTRAP).
        let signal: Int32?
        let output: Data
        let errors: Data
    }

    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                    timeout: TimeInterval) throws(ArtefactError) -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ArtefactError("error: cannot run \(executable.path): \(error.localizedDescription)")
        }
        nonisolated(unsafe) var written = Data(), messages = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { written = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { messages = errors.fileHandleForReading.readDataToEndOfFile() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if group.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            group.wait()
            process.waitUntilExit()
            throw ArtefactError("error: \(executable.lastPathComponent) did not finish in \(Int(timeout)) s "
                                + "and was stopped")
        }
        process.waitUntilExit()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return Result(status: process.terminationStatus, signal: signal, output: written, errors: messages)
    }
}
