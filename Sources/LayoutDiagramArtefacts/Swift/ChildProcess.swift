import Foundation

/// Runs a program to its end and gives back what it wrote: both streams are read while it runs,
/// so that neither pipe fills and blocks it.
enum ChildProcess {
    struct Result {
        let status: Int32
        let output: Data
        let errors: Data
    }

    static func run(_ executable: URL, _ arguments: [String]) throws(ArtefactError) -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
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
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: written, errors: messages)
    }
}
