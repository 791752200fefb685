import Foundation
import LayoutSpec

/// One layout function of a Swift file, compiled with a small `main` that writes its layout as a
/// spec (``LayoutSpec/SpecWriter``), so that every command reads it as it reads a spec file.
///
/// The file is compiled as written, but for `import UIKit`, which becomes `import
/// CompositionalLayout` on the same line, so the compiler's messages keep their lines and
/// columns; they are shown at the file's own path. Programs are cached by the hash of what went
/// into them (`$LAYOUT_DIAGRAM_CACHE`, else `$XDG_CACHE_HOME/layout-diagram`, else
/// `~/.cache/layout-diagram`), so an unchanged file is not compiled again.
public struct SwiftLayoutProgram: Sendable {
    public let file: SwiftLayoutFile
    public let function: SwiftLayoutFile.Function
    public let build: SwiftModuleBuild

    public init(file: SwiftLayoutFile, function: SwiftLayoutFile.Function, build: SwiftModuleBuild) {
        self.file = file
        self.function = function
        self.build = build
    }

    /// How long a layout function may run: 60 s, far longer than any layout takes (0.1 s here), or
    /// `$LAYOUT_DIAGRAM_RUN_TIMEOUT` seconds.
    static var runTimeout: TimeInterval {
        ProcessInfo.processInfo.environment["LAYOUT_DIAGRAM_RUN_TIMEOUT"].flatMap(Double.init)
            .flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 60
    }

    /// The function's layout as a spec, in the file's container with its item counts; on `device`,
    /// asked in its container, safe area and traits, as a section provider on that device is.
    public func specText(on device: DeviceProfile? = nil) throws(ArtefactError) -> String {
        let program = try compiled()
        var arguments = [
            "\(Double(file.containerSize.width))", "\(Double(file.containerSize.height))",
            file.itemCounts.map(String.init).joined(separator: ","),
        ]
        if let device {
            let insets = device.safeAreaInsets
            arguments = ["\(Double(device.size.width))", "\(Double(device.size.height))", arguments[2],
                         [insets.top, insets.leading, insets.bottom, insets.trailing].map { "\(Double($0))" }
                             .joined(separator: ","),
                         "\(device.horizontalSizeClass.rawValue),\(device.verticalSizeClass.rawValue)",
                         "\(Double(device.displayScale))"]
        }
        let place = "\(file.path):\(function.line):\(function.column): error: \(function.name)(): "
        let result: ChildProcess.Result
        do {
            // A layout function that loops for ever is stopped; one that traps prints its message, not a backtrace.
            result = try ChildProcess.run(program, arguments, environment: ["SWIFT_BACKTRACE": "enable=no"],
                                          timeout: Self.runTimeout)
        } catch {
            throw ArtefactError(place + error.message.replacingOccurrences(of: "error: ", with: ""))
        }
        guard result.status == 0, result.signal == nil else {
            // A trap's message names the file by module (`layout/Layout.swift:6: Fatal error: …`) and is
            // followed by the runtime's stack trace: keep the message, at the file as written.
            var reason = String(decoding: result.errors, as: UTF8.self)
            if let trace = reason.range(of: "Current stack trace:") { reason = String(reason[..<trace.lowerBound]) }
            reason = reason.replacingOccurrences(of: "layout/\(URL(fileURLWithPath: file.path).lastPathComponent):",
                                                 with: "\(file.path):")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let stop = result.signal.map { "the layout program stopped on signal \($0)" }
                ?? "the layout program stopped (status \(result.status))"
            throw ArtefactError(place + (reason.isEmpty ? stop : reason))
        }
        let text = result.output
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: Building

    /// The program, compiled now unless the cache holds it.
    func compiled() throws(ArtefactError) -> URL {
        let copy = Self.withCompositionalLayoutImport(file.source)
        let main = mainSource()
        let key = SourceDigest.fnv1a64([copy, main, build.products.path, build.objectsSignature()].joined(separator: "\u{0}").utf8)
        let folder = Self.cacheFolder().appendingPathComponent("swift/\(key)")
        let program = folder.appendingPathComponent("layout")
        if FileManager.default.isExecutableFile(atPath: program.path) { return program }

        // A staging folder of its own (`.KEY.PID.XXXXXX`), so two threads or processes building the same
        // program never share one, and the next build removes those of killed processes.
        do {
            try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw ArtefactError("error: cannot create the cache folder \(folder.deletingLastPathComponent().path): "
                                + error.localizedDescription)
        }
        StaleTemporaries.remove(beside: folder, folders: true)
        var template = StaleTemporaries.template(beside: folder)
        guard mkdtemp(&template) != nil else {
            throw ArtefactError("error: cannot create a staging folder in \(folder.deletingLastPathComponent().path): "
                                + String(cString: strerror(errno)))
        }
        let staging = URL(fileURLWithPath: StaleTemporaries.path(of: template))
        defer { try? FileManager.default.removeItem(at: staging) }
        let sources = staging.appendingPathComponent("src")
        let fileName = URL(fileURLWithPath: file.path).lastPathComponent
        let userCopy = sources.appendingPathComponent(fileName.hasSuffix(".swift") ? fileName : fileName + ".swift")
        let mainFile = sources.appendingPathComponent("main.swift")
        do {
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data(copy.utf8).write(to: userCopy)
            try Data(main.utf8).write(to: mainFile)
        } catch {
            throw ArtefactError("error: cannot write the layout program into \(staging.path): \(error.localizedDescription)")
        }
        do {
            try build.compile([userCopy, mainFile], into: staging.appendingPathComponent("layout"))
        } catch {
            // The compiler names the copy: name the file as written.
            throw ArtefactError(error.message.replacingOccurrences(of: userCopy.path, with: file.path)
                .replacingOccurrences(of: mainFile.path, with: "<layout-diagram main>"))
        }
        do {
            try FileManager.default.moveItem(at: staging, to: folder)
        } catch {
            // Another process cached the same program first: use it.
            if !FileManager.default.isExecutableFile(atPath: program.path) {
                throw ArtefactError("error: cannot cache the layout program in \(folder.path): \(error.localizedDescription)")
            }
        }
        return program
    }

    /// The file with `import UIKit` as `import CompositionalLayout`, on the same line.
    static func withCompositionalLayoutImport(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.trimmingCharacters(in: .whitespaces) == "import UIKit" ? "import CompositionalLayout" : String(line)
        }.joined(separator: "\n")
    }

    private func mainSource() -> String {
        """
        import CompositionalLayout
        import Foundation
        import LayoutSpec

        private func layoutDiagramMain() {
            let arguments = CommandLine.arguments
            guard arguments.count >= 4 else { exit(2) }
            let size = CGSize(width: Double(arguments[1]) ?? 390, height: Double(arguments[2]) ?? 844)
            let counts = arguments[3].split(separator: ",").compactMap { Int($0) }
            \(dataSource())
            let layout: UICollectionViewLayout = \(function.call)
            guard let compositional = layout as? UICollectionViewCompositionalLayout else {
                FileHandle.standardError.write(Data("returned \\(type(of: layout)), not a UICollectionViewCompositionalLayout".utf8))
                exit(3)
            }
            var writer = SpecWriter(title: "\(function.name)()", containerSize: size, sections: sections)
            if arguments.count == 7 {
                // On a device: its safe area (top, leading, bottom, trailing), size classes and scale.
                let insets = arguments[4].split(separator: ",").compactMap { Double($0) }
                let classes = arguments[5].split(separator: ",").compactMap { Int($0) }
                if insets.count == 4 {
                    writer.safeAreaInsets = NSDirectionalEdgeInsets(top: insets[0], leading: insets[1],
                                                                    bottom: insets[2], trailing: insets[3])
                }
                writer.traitCollection = UITraitCollection(
                    horizontalSizeClass: classes.count == 2 ? UIUserInterfaceSizeClass(rawValue: classes[0]) ?? .unspecified : .unspecified,
                    verticalSizeClass: classes.count == 2 ? UIUserInterfaceSizeClass(rawValue: classes[1]) ?? .unspecified : .unspecified,
                    displayScale: Double(arguments[6]) ?? 0)
            }
            do {
                print(try writer.write(compositional), terminator: "")
            } catch {
                FileHandle.standardError.write(Data("\\(error.location): \\(error.message)".utf8))
                exit(4)
            }
        }
        layoutDiagramMain()

        """
    }

    /// The main's code that gives `sections`: the snapshot function's sections and items, named by
    /// their identifiers (an enum case or anything `CustomStringConvertible`), or the item counts.
    private func dataSource() -> String {
        guard let snapshot = file.snapshotFunctions.first else {
            return "let sections = counts.map { SpecSection(name: nil, itemCount: $0, itemLabels: nil) }"
        }
        return """
            let snapshot = \(snapshot.call)
                if let problem = snapshot.problems.first {
                    FileHandle.standardError.write(Data("\(snapshot.name)(): \\(problem)".utf8))
                    exit(5)
                }
                func text(_ value: Any) -> String? {
                    if let value = value as? CustomStringConvertible { return value.description }
                    return Mirror(reflecting: value).displayStyle == .enum ? String(describing: value) : nil
                }
                let sections = snapshot.sectionIdentifiers.map { section in
                    let labels = snapshot.itemIdentifiers(inSection: section).map(text)
                    return SpecSection(name: text(section), itemCount: labels.count,
                                       itemLabels: labels.allSatisfy { $0 != nil && !$0!.isEmpty } ? labels.map { $0! } : nil)
                }
            """
    }

    static func cacheFolder() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["LAYOUT_DIAGRAM_CACHE"], !folder.isEmpty { return URL(fileURLWithPath: folder) }
        if let folder = environment["XDG_CACHE_HOME"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).appendingPathComponent("layout-diagram")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/layout-diagram")
    }
}
