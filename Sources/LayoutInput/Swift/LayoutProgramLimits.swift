import Foundation
import LayoutDiagramPipeline

/// What a layout program may use: how long it may run, how much memory, CPU time, processes and
/// file size it may take, and how much of its output the command reads. Each has a default far
/// above what any layout needs, and an environment variable that overrides it.
///
/// | limit | default | variable |
/// | --- | --- | --- |
/// | wall-clock time | 60 s | `LAYOUT_DIAGRAM_RUN_TIMEOUT` (seconds) |
/// | address space | 4 GiB | `LAYOUT_DIAGRAM_RUN_MEMORY` (bytes, or `512M`, `4G`) |
/// | CPU time | 120 s | `LAYOUT_DIAGRAM_RUN_CPU` (seconds) |
/// | processes of the user | 4096 | `LAYOUT_DIAGRAM_RUN_PROCESSES` |
/// | size of a file it writes | 64 MiB | `LAYOUT_DIAGRAM_RUN_FILE_SIZE` |
/// | output read | 64 MiB | `LAYOUT_DIAGRAM_RUN_OUTPUT` |
///
/// A value that is not a positive number is an error, not a silent default.
struct LayoutProgramLimits: Equatable {
    var timeout: TimeInterval = 60
    var memory: Int64 = 4 << 30
    var cpuSeconds: Int64 = 120
    var processes: Int64 = 4096
    var fileSize: Int64 = 64 << 20
    var output: Int = 64 << 20

    static let timeoutVariable = "LAYOUT_DIAGRAM_RUN_TIMEOUT"
    static let memoryVariable = "LAYOUT_DIAGRAM_RUN_MEMORY"
    static let cpuVariable = "LAYOUT_DIAGRAM_RUN_CPU"
    static let processesVariable = "LAYOUT_DIAGRAM_RUN_PROCESSES"
    static let fileSizeVariable = "LAYOUT_DIAGRAM_RUN_FILE_SIZE"
    static let outputVariable = "LAYOUT_DIAGRAM_RUN_OUTPUT"

    /// The defaults, with what `environment` sets instead.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ArtefactError) {
        func value(_ name: String, size: Bool) throws(ArtefactError) -> Int64? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            guard let number = size ? Self.byteCount(text) : Int64(text), number > 0 else {
                throw ArtefactError("error: \(name) must be a positive " + (size ? "size, such as 4G or 512M" : "whole number")
                                    + ", not '\(text)'")
            }
            return number
        }
        if let text = environment[Self.timeoutVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                throw ArtefactError("error: \(Self.timeoutVariable) must be a number of seconds above 0, not '\(text)'")
            }
            timeout = seconds
        }
        memory = try value(Self.memoryVariable, size: true) ?? memory
        cpuSeconds = try value(Self.cpuVariable, size: false) ?? cpuSeconds
        processes = try value(Self.processesVariable, size: false) ?? processes
        fileSize = try value(Self.fileSizeVariable, size: true) ?? fileSize
        output = Int(try value(Self.outputVariable, size: true) ?? Int64(output))
    }

    /// `4096`, `512K`, `64M`, `4G`, `1T` (powers of 1024; a trailing `iB` or `B` is allowed).
    static func byteCount(_ text: String) -> Int64? {
        var digits = Substring(text.uppercased())
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) { digits = digits.dropLast(suffix.count); break }
        let units: [Character: Int64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var unit: Int64 = 1
        if let last = digits.last, let scale = units[last] { unit = scale; digits = digits.dropLast() }
        guard let number = Int64(digits) else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }

    /// `4 GiB`, `64 MiB`, `1000 bytes`: a size as a reader would write it.
    static func describe(bytes: Int64) -> String {
        for (unit, name) in [(Int64(1) << 40, "TiB"), (1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        where bytes >= unit && bytes % unit == 0 {
            return "\(bytes / unit) \(name)"
        }
        return "\(bytes) bytes"
    }

    /// `2 s`, `0.5 s`.
    static func describe(seconds: TimeInterval) -> String {
        seconds == seconds.rounded() && seconds < 1e15 ? "\(Int64(seconds)) s" : "\(seconds) s"
    }
}
