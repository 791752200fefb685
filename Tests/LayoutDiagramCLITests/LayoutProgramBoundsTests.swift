import Foundation
import Testing

/// A layout program (a Swift file's, compiled and run) is bounded and leaves nothing behind (issue
/// 22): its output, memory, CPU time, processes and file sizes are limited; it and every process it
/// starts are ended on timeout, at its normal end, and when the command is stopped by a signal.
///
/// One hostile layout function serves every test: what it does comes from `HOSTILE` in its
/// environment, which it inherits from the command. The processes it starts run `sleeper`, a link
/// to `sleep` in the test's own folder, so that `/proc` tells which survive.
@Suite(.timeLimit(.minutes(2))) struct LayoutProgramBoundsTests {
    /// The test's folder, its cache, and the environment that points the command at both.
    struct Scratch {
        let folder: URL
        var environment: [String: String]
        var sleeper: String { folder.appendingPathComponent("sleeper").path }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-diagram-bounds-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("sleeper").path,
                                                       withDestinationPath: "/bin/sleep")
            environment = ["LAYOUT_DIAGRAM_CACHE": folder.appendingPathComponent("cache").path,
                           "LAYOUT_DIAGRAM_RUN_TIMEOUT": "2",
                           "HOSTILE_SLEEPER": folder.appendingPathComponent("sleeper").path]
            try Data(Self.source.utf8).write(to: folder.appendingPathComponent("Hostile.swift"))
        }

        static let source = """
            import UIKit
            import Foundation

            func createLayout() -> UICollectionViewLayout {
                let environment = ProcessInfo.processInfo.environment
                let sleeper = environment["HOSTILE_SLEEPER"] ?? "/bin/sleep"
                func start(escaping: Bool) {
                    // Foundation starts it in a process group of its own, with the program's output.
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: escaping ? "/usr/bin/setsid" : sleeper)
                    process.arguments = escaping ? [sleeper, "1000"] : ["1000"]
                    try! process.run()
                }
                switch environment["HOSTILE"] ?? "" {
                case "endless":
                    let line = String(repeating: "x", count: 65_536)
                    while CommandLine.arguments.count > 0 { print(line) }
                case "start-and-return": start(escaping: false)
                case "start-and-loop":
                    start(escaping: false)
                    while CommandLine.arguments.count > 0 {}
                case "escape":
                    start(escaping: true)
                    // setsid forks when it leads a group: wait until the sleeper runs, out of the session.
                    let deadline = Date().addingTimeInterval(30)
                    while Date() < deadline, !(try! FileManager.default.contentsOfDirectory(atPath: "/proc")).contains(where: {
                        String(decoding: FileManager.default.contents(atPath: "/proc/\\($0)/cmdline") ?? Data(), as: UTF8.self)
                            .hasPrefix(sleeper)
                    }) { usleep(10_000) }
                case "memory":
                    var chunks: [[UInt8]] = []
                    while CommandLine.arguments.count > 0 { chunks.append([UInt8](repeating: 1, count: 1 << 24)) }
                case "file":
                    try! Data(count: 2 << 20).write(to: URL(fileURLWithPath: environment["HOSTILE_FILE"]!))
                case "limits":
                    FileHandle.standardError.write(try! Data(contentsOf: URL(fileURLWithPath: "/proc/self/limits")))
                    exit(9)
                default: break
                }
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """

        /// `frames Hostile.swift` with `HOSTILE=mode` and `extra` in the environment.
        func run(_ mode: String, _ extra: [String: String] = [:]) async throws -> CommandProcess.Run {
            try await CommandProcess.run(["frames", "Hostile.swift"], in: folder,
                                         environment: environment.merging(extra) { $1 }.merging(["HOSTILE": mode]) { $1 })
        }

        /// The command started with `HOSTILE=mode`, not waited for.
        func start(_ mode: String) throws -> Process {
            let process = Process()
            process.executableURL = CommandProcess.binary
            process.arguments = ["frames", "Hostile.swift"]
            process.currentDirectoryURL = folder
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
                .merging(["HOSTILE": mode]) { $1 }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }

        /// The processes whose command line names this folder (the program, in its cache, and the
        /// sleepers), once the processes just killed have had up to `patience` seconds to go.
        func survivors(patience: TimeInterval = 30) async throws -> [String] {
            let deadline = Date().addingTimeInterval(patience)
            while true {
                let found = Self.processes(naming: folder.path)
                if found.isEmpty || Date() >= deadline { return found.map(\.commandLine) }
                try await Task.sleep(for: .milliseconds(50))
            }
        }

        /// Waits until a sleeper of this folder runs: up to five minutes, since the command compiles the
        /// program first, which a loaded machine may take long over (a bound met only on failure).
        func waitForSleeper() async throws {
            let deadline = Date().addingTimeInterval(300)
            while Self.processes(naming: sleeper).isEmpty {
                try #require(Date() < deadline, "no sleeper started")
                try await Task.sleep(for: .milliseconds(50))
            }
        }

        /// Kills what `survivors` found, so that a failing test leaves nothing either.
        func killSurvivors() {
            for process in Self.processes(naming: folder.path) { kill(process.pid, SIGKILL) }
        }

        /// Live processes whose command line contains `text` (a zombie's is empty).
        static func processes(naming text: String) -> [(pid: pid_t, commandLine: String)] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry in
                guard let pid = pid_t(entry), pid != getpid(),
                      let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
                let commandLine = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
                return commandLine.contains(text) ? (pid, commandLine) : nil
            }
        }
    }

    @Test func endlessOutputIsCutAtTheOutputLimit() async throws {
        let scratch = try Scratch()
        defer { scratch.killSurvivors() }
        let run = try await scratch.run("endless", ["LAYOUT_DIAGRAM_RUN_OUTPUT": "1M", "LAYOUT_DIAGRAM_RUN_TIMEOUT": "60"])
        #expect(run.status == 2)
        #expect(run.error.contains("Hostile.swift:4:6: error: createLayout(): the layout program wrote more than 1 MiB "
                                   + "and was stopped (set LAYOUT_DIAGRAM_RUN_OUTPUT for more)"), "\(run.error)")
        #expect(try await scratch.survivors() == [])
    }

    @Test func aProcessTheFunctionStartsEndsWithTheProgram() async throws {
        // The sleeper holds the program's output, which the command used to wait on for ever.
        let scratch = try Scratch()
        defer { scratch.killSurvivors() }
        let run = try await scratch.run("start-and-return", ["LAYOUT_DIAGRAM_RUN_TIMEOUT": "60"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text.contains("\"contentSize\":{\"height\":480,\"width\":390}"))
        #expect(try await scratch.survivors() == [])
    }

    @Test func outputHeldOpenByAnEscapedProcessIsReportedAsSuch() async throws {
        // A process that made a session of its own is out of reach; reading stops all the same.
        let scratch = try Scratch()
        defer { scratch.killSurvivors() }
        let run = try await scratch.run("escape", ["LAYOUT_DIAGRAM_RUN_TIMEOUT": "60"])
        #expect(run.status == 2)
        #expect(run.error.contains("createLayout(): the layout program ended, but a process it started still held its "
                                   + "output open 2 s later, and was stopped"), "\(run.error)")
    }

    @Test func aTimeoutEndsTheProgramAndWhatItStarted() async throws {
        let scratch = try Scratch()
        defer { scratch.killSurvivors() }
        let run = try await scratch.run("start-and-loop")
        #expect(run.status == 2)
        #expect(run.error.contains("createLayout(): the layout program did not finish in 2 s and was stopped "
                                   + "(set LAYOUT_DIAGRAM_RUN_TIMEOUT for longer)"), "\(run.error)")
        #expect(try await scratch.survivors() == [])
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGKILL])
    func aSignalToTheCommandEndsTheProgramAndWhatItStarted(signal: Int32) async throws {
        var scratch = try Scratch()
        scratch.environment["LAYOUT_DIAGRAM_RUN_TIMEOUT"] = "120"
        defer { scratch.killSurvivors() }
        let command = try scratch.start("start-and-loop")
        try await scratch.waitForSleeper()
        kill(command.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(120)
        while command.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        if command.isRunning {
            kill(command.processIdentifier, SIGKILL)
            Issue.record("the command did not end on signal \(signal)")
            return
        }
        // It dies of the signal itself (a shell's status 128 + signal); SIGKILL is left to the watchdog.
        #expect(command.terminationReason == .uncaughtSignal && command.terminationStatus == signal)
        #expect(try await scratch.survivors() == [])
    }

    @Test func runningOutOfMemoryIsAClearError() async throws {
        let scratch = try Scratch()
        defer { scratch.killSurvivors() }
        let run = try await scratch.run("memory", ["LAYOUT_DIAGRAM_RUN_MEMORY": "512M", "LAYOUT_DIAGRAM_RUN_TIMEOUT": "60"])
        #expect(run.status == 2)
        #expect(run.error.contains("createLayout(): the layout program ran out of memory (limit 512 MiB; "
                                   + "set LAYOUT_DIAGRAM_RUN_MEMORY)"), "\(run.error)")
    }

    @Test func theCPUTimeLimitStopsTheProgram() async throws {
        // One second of CPU time, long before the minute of wall-clock time.
        let scratch = try Scratch()
        defer { scratch.killSurvivors() }
        let run = try await scratch.run("start-and-loop", ["LAYOUT_DIAGRAM_RUN_CPU": "1", "LAYOUT_DIAGRAM_RUN_TIMEOUT": "60"])
        #expect(run.status == 2)
        #expect(run.error.contains("createLayout(): the layout program used its CPU time limit (1 s; "
                                   + "set LAYOUT_DIAGRAM_RUN_CPU)"), "\(run.error)")
        #expect(try await scratch.survivors() == [])
    }

    @Test func aFileLargerThanTheLimitStopsTheProgram() async throws {
        let scratch = try Scratch()
        defer { scratch.killSurvivors() }
        let file = scratch.folder.appendingPathComponent("big.bin").path
        let run = try await scratch.run("file", ["LAYOUT_DIAGRAM_RUN_FILE_SIZE": "1M", "HOSTILE_FILE": file])
        #expect(run.status == 2)
        #expect(run.error.contains("createLayout(): the layout program wrote a file larger than its limit (1 MiB; "
                                   + "set LAYOUT_DIAGRAM_RUN_FILE_SIZE)"), "\(run.error)")
    }

    @Test func eachLimitIsSetAndEachVariableOverridesIt() async throws {
        let scratch = try Scratch()
        defer { scratch.killSurvivors() }
        // The program prints its own /proc/self/limits; soft limits are the first number.
        func soft(_ limits: String, _ name: String) -> String? {
            guard let line = limits.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return nil }
            return line.dropFirst(name.count).split(separator: " ").first.map(String.init)
        }
        let defaults = try await scratch.run("limits")
        #expect(soft(defaults.error, "Max address space") == "\(4 << 30)", "\(defaults.error)")
        #expect(soft(defaults.error, "Max cpu time") == "120")
        #expect(soft(defaults.error, "Max file size") == "\(64 << 20)")
        // Root's limit on processes is not enforced, and the command's own hard limit caps it.
        let processes = soft(defaults.error, "Max processes")
        #expect(processes == "4096" || (processes.flatMap(Int.init) ?? 0) < 4096)
        let set = try await scratch.run("limits", ["LAYOUT_DIAGRAM_RUN_MEMORY": "3G", "LAYOUT_DIAGRAM_RUN_CPU": "7",
                                                   "LAYOUT_DIAGRAM_RUN_PROCESSES": "99", "LAYOUT_DIAGRAM_RUN_FILE_SIZE": "5M"])
        #expect(soft(set.error, "Max address space") == "\(3 << 30)", "\(set.error)")
        #expect(soft(set.error, "Max cpu time") == "7")
        #expect(soft(set.error, "Max processes") == "99")
        #expect(soft(set.error, "Max file size") == "\(5 << 20)")

        let bad = try await scratch.run("limits", ["LAYOUT_DIAGRAM_RUN_MEMORY": "lots"])
        #expect(bad.status == 2 && bad.error.contains("LAYOUT_DIAGRAM_RUN_MEMORY must be a positive size, such as 4G or "
                                                      + "512M, not 'lots'"), "\(bad.error)")
    }
}
