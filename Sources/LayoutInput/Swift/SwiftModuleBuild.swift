import Foundation
import LayoutDiagramPipeline

/// Compiles Swift files into a program that imports this package's `CompositionalLayout` (and
/// `LayoutSpec`), linking the objects SwiftPM built, so that layout code written for UIKit runs
/// here with only its import changed.
///
/// It works from a SwiftPM products folder (`.build/debug`, where `swift build` put this package):
/// modules in `Modules/`, each target's objects in `NAME.build/`, and Yams's C module map in the
/// `checkouts` folder two levels up. `swiftc` comes from `$SWIFTC`, else the `PATH`.
///
/// ```swift
/// let build = try SwiftModuleBuild(products: URL(fileURLWithPath: ".build/debug"))
/// try build.compile([layoutFile, mainFile], into: program)
/// ```
public struct SwiftModuleBuild: Sendable {
    /// The targets a layout program links, in dependency order.
    public static let targets = ["CompositionalLayout", "LayoutSpec", "Yams", "CYaml"]

    public let products: URL
    public let swiftc: String
    let yamlModuleMap: URL

    public init(products: URL) throws(ArtefactError) {
        self.products = products.standardizedFileURL
        let environment = ProcessInfo.processInfo.environment
        guard let swiftc = environment["SWIFTC"] ?? Self.find("swiftc", in: environment["PATH"] ?? "") else {
            throw ArtefactError("error: swiftc is not on the PATH; install a Swift toolchain or set SWIFTC")
        }
        self.swiftc = swiftc
        for target in Self.targets where !FileManager.default.fileExists(atPath: products.appendingPathComponent("\(target).build").path) {
            throw ArtefactError("error: \(products.path) has no \(target).build; run 'swift build' in the layout-diagram package")
        }
        // `.build/debug` → `.build/x86_64-…/debug` → `.build`, whose checkouts hold Yams.
        let build = products.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let map = build.appendingPathComponent("checkouts/Yams/Sources/CYaml/include/module.modulemap")
        guard FileManager.default.fileExists(atPath: map.path) else {
            throw ArtefactError("error: cannot find Yams's CYaml module map at \(map.path)")
        }
        yamlModuleMap = map
    }

    /// The SHA-256 of the objects a program links, path and contents: a program compiled against
    /// other objects is compiled again. Computed once a process for each products folder (the
    /// objects do not change while a command runs).
    public func objectsDigest() throws(ArtefactError) -> String {
        Self.digestLock.lock()
        defer { Self.digestLock.unlock() }
        if let known = Self.digests[products.path] { return known }
        var digest = try SHA256Digest()
        for path in objectPaths() {
            digest.update(field: path)
            guard digest.update(contentsOf: path) else {
                throw ArtefactError("error: cannot read \(path): \(String(cString: strerror(errno))); "
                                    + "run 'swift build' in the layout-diagram package")
            }
        }
        let value = digest.finish()
        Self.digests[products.path] = value
        return value
    }

    private static let digestLock = NSLock()
    nonisolated(unsafe) private static var digests: [String: String] = [:]

    /// Each target's objects: for a Swift target, those its output file map names, so that the
    /// object of a source file since deleted (still in the folder until a clean build) is not
    /// linked; for a C target, every object in its folder.
    private func objectPaths() -> [String] {
        var objects: [String] = []
        for target in Self.targets {
            let folder = products.appendingPathComponent("\(target).build")
            if let mapped = Self.mappedObjects(in: folder) {
                objects += mapped
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".o") {
                objects.append(folder.appendingPathComponent(path).path)
            }
        }
        return objects.sorted()
    }

    /// The objects `output-file-map.json` in `folder` names, or `nil` without one.
    private static func mappedObjects(in folder: URL) -> [String]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("output-file-map.json")),
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
    }

    /// Compiles `sources` into the executable `program` as one module in one job (`-wmo`):
    /// for the round trip's 49 files, a quarter of the time of a job per few files; the compiler's messages, naming the
    /// sources' own paths, lines and columns, are the error's message.
    public func compile(_ sources: [URL], into program: URL) throws(ArtefactError) {
        let arguments = ["-wmo", "-I", products.appendingPathComponent("Modules").path,
                         "-Xcc", "-fmodule-map-file=\(yamlModuleMap.path)",
                         "-o", program.path] + sources.map(\.path) + objectPaths()
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
