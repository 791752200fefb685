import Foundation
import Testing

/// The built `layout-diagram` command (beside the test bundle), run with real pipes.
struct CommandProcess {
    /// What one run gave.
    struct Run {
        let status: Int32
        let output: Data
        let error: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("layout-diagram")

    /// Runs the command with `arguments`, `input` on standard input, in `folder`, with `environment` added.
    ///
    /// Async, so that a test waiting for the command gives its thread back: Swift Testing runs
    /// tests on a pool as wide as the machine has cores, and a blocked thread is one core less.
    /// `executable` runs instead of the command when given.
    static func run(_ arguments: [String], input: String? = nil, in folder: URL? = nil,
                    environment: [String: String] = [:], executable: URL = binary) async throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the command: swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both streams while the command runs, so that neither pipe fills and blocks it.
        async let output = offThePool { stdout.fileHandleForReading.readDataToEndOfFile() }
        async let error = offThePool { stderr.fileHandleForReading.readDataToEndOfFile() }
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let (written, messages) = await (output, error)
        await offThePool { process.waitUntilExit() }
        return Run(status: process.terminationStatus, output: written, error: String(decoding: messages, as: UTF8.self))
    }

    /// `body`'s result, computed on a Dispatch thread rather than one of the test pool's.
    private static func offThePool<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: body()) }
        }
    }
}
