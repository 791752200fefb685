import Foundation
import LayoutDiagramPipeline

/// Compiles Swift files into a program that imports this package's `CompositionalLayout` (and
/// `LayoutSpec`), linked against the code the build made, so that layout code written for UIKit runs
/// here with only its import changed.
///
/// What it compiles and links against is a ``LayoutProgramRuntime``: the one installed beside the
/// command (`PREFIX/lib/layout-diagram`), or the SwiftPM products folder the command was built in
/// (`.build/debug`, `.build/release`), or the one `$LAYOUT_DIAGRAM_RUNTIME` names. `swiftc` comes from
/// `$SWIFTC`, else the `PATH`.
///
/// ```swift
/// let build = try SwiftModuleBuild()
/// try build.compile([layoutFile, mainFile], into: program)
/// ```
public struct SwiftModuleBuild: Sendable {
    /// The targets a layout program links, in dependency order: the one list, which the runtime's
    /// lookup and `scripts/install` (which reads it from this line) both follow.
    public static let targets = ["CompositionalLayout", "LayoutSpec", "Yams", "CYaml"]

    /// What a program is compiled and linked against.
    public let runtime: LayoutProgramRuntime
    /// The compiler.
    public let swiftc: String

    /// The folder of the runtime (part of the program cache's key).
    public var products: URL { runtime.folder }

    /// A build against the runtime ``LayoutProgramRuntime/locate(environment:executable:)`` finds.
    public init() throws(ArtefactError) {
        try self.init(runtime: LayoutProgramRuntime.locate())
    }

    /// A build against the runtime in `products`, a SwiftPM products folder or an installed runtime.
    public init(products: URL) throws(ArtefactError) {
        guard let runtime = try LayoutProgramRuntime.at(products.standardizedFileURL) else {
            throw ArtefactError("error: \(products.path) holds no runtime for layout programs; "
                                + "run 'swift build' in the layout-diagram package")
        }
        try self.init(runtime: runtime)
    }

    /// A build against `runtime`.
    public init(runtime: LayoutProgramRuntime) throws(ArtefactError) {
        self.runtime = runtime
        let environment = ProcessInfo.processInfo.environment
        guard let swiftc = environment["SWIFTC"] ?? Self.find("swiftc", in: environment["PATH"] ?? "") else {
            throw ArtefactError("error: swiftc is not on the PATH; install a Swift toolchain or set SWIFTC")
        }
        self.swiftc = swiftc
    }

    /// The SHA-256 of everything a program is compiled and linked against (the runtime's files), path
    /// and contents: a program built against other modules or objects is compiled again. Computed once a
    /// process for each runtime folder (its files do not change while a command runs).
    public func objectsDigest() throws(ArtefactError) -> String {
        Self.digestLock.lock()
        defer { Self.digestLock.unlock() }
        if let known = Self.digests[products.path] { return known }
        var digest = try SHA256Digest()
        for path in runtime.files {
            digest.update(field: path)
            guard digest.update(contentsOf: path) else {
                throw ArtefactError("error: cannot read \(path): \(String(cString: strerror(errno))); "
                                    + (runtime.form == .installed ? "install layout-diagram again"
                                                                  : "run 'swift build' in the layout-diagram package"))
            }
        }
        let value = digest.finish()
        Self.digests[products.path] = value
        return value
    }

    private static let digestLock = NSLock()
    nonisolated(unsafe) private static var digests: [String: String] = [:]

    /// Compiles `sources` into the executable `program` as one module in one job (`-wmo`):
    /// for the round trip's 49 files, a quarter of the time of a job per few files; the compiler's messages, naming the
    /// sources' own paths, lines and columns, are the error's message.
    public func compile(_ sources: [URL], into program: URL) throws(ArtefactError) {
        let arguments = ["-wmo", "-I", runtime.modules.path,
                         "-Xcc", "-fmodule-map-file=\(runtime.yamlModuleMap.path)",
                         "-o", program.path] + sources.map(\.path) + runtime.linkArguments
        // Ten minutes: a cold compile takes under a second here, but a loaded CI machine may be slow. The
        // compiler runs in a session of its own too, ended with the command.
        let result = try ChildProcess.run(swiftc, arguments, timeout: Self.compileTimeout, outputLimit: 16 << 20,
                                          errorLimit: 16 << 20)
        let messages = String(decoding: result.errors + result.output, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        switch result.ending {
        case .exited(0): return
        case .exited: throw ArtefactError(messages)
        case .timedOut:
            throw ArtefactError("error: \(swiftc) did not finish in \(Int(Self.compileTimeout)) s and was stopped")
        case .outputLimit, .outputHeldOpen:
            throw ArtefactError("error: \(swiftc) wrote more than 16 MiB of messages, or left a process holding them; "
                                + "it was stopped")
        case .signalled(let signal):
            throw ArtefactError("error: \(swiftc) stopped on \(ChildProcess.name(ofSignal: signal))"
                                + (messages.isEmpty ? "" : ": \(messages)"))
        }
    }

    static let compileTimeout: TimeInterval = 600

    private static func find(_ name: String, in path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
