import Foundation
import LayoutDiagramPipeline
import LayoutSpec
import SwiftParser
import SwiftSyntax

/// One layout of a Swift file, compiled with an entry appended to the file (``SwiftLayoutEntry``) and a
/// small `main` that writes its layout as a spec (``LayoutSpec/SpecWriter``), so that every command reads
/// it as it reads a spec file.
///
/// The file is compiled as ``SwiftLayoutFile/compiledSource`` has it: as written, every line and column
/// where it was, but for its imports (`import UIKit` becomes `import CompositionalLayout` on the same
/// line) and its SwiftUI previews (blanked). Of the compiler's messages, those at the file's own lines
/// are shown, at its own path (``SwiftCompilerMessages``). Programs are cached by the SHA-256 of what
/// went into them (``LayoutProgramCache``), so an unchanged file is not compiled again.
public struct SwiftLayoutProgram: Sendable {
    /// The file, as found and rewritten for compiling.
    public let file: SwiftLayoutFile
    /// The layout the program makes.
    public let function: SwiftLayoutFile.Function
    /// What it is compiled and linked against.
    public let build: SwiftModuleBuild

    /// The program that makes `function`'s layout from `file`, compiled with `build`.
    public init(file: SwiftLayoutFile, function: SwiftLayoutFile.Function, build: SwiftModuleBuild) {
        self.file = file
        self.function = function
        self.build = build
    }

    /// The function's layout as a spec, in the file's container with its item counts; on `device`,
    /// asked in its container, safe area and traits, as a section provider on that device is.
    ///
    /// The program runs bounded (``LayoutProgramLimits``): a layout function that loops, writes
    /// without end, or takes all the memory is an error at the function, not a hang or a crash.
    public func specText(on device: DeviceProfile? = nil) throws(ArtefactError) -> String {
        try run(on: device).spec
    }

    /// ``specText(on:)``, and, when the whole file did not compile here and the layout was drawn from
    /// the part of it that does (``SwiftLayoutSlice``), a note that says so, and why.
    public func run(on device: DeviceProfile? = nil) throws(ArtefactError) -> (spec: String, note: String?) {
        let limits = try LayoutProgramLimits()
        let (program, note) = try compiledProgram()
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
        let place = "\(file.path):\(function.line):\(function.column): error: \(function.title): "
        let result: ChildProcess.Result
        do {
            // A function that traps prints its message, not a backtrace.
            result = try ChildProcess.run(program.path, arguments, environment: ["SWIFT_BACKTRACE": "enable=no"],
                                          limits: ChildProcess.Limits(addressSpace: limits.memory,
                                                                      cpuSeconds: limits.cpuSeconds,
                                                                      processes: limits.processes,
                                                                      fileSize: limits.fileSize),
                                          timeout: limits.timeout, outputLimit: limits.output)
        } catch {
            throw ArtefactError(place + error.message.replacingOccurrences(of: "error: ", with: ""))
        }
        if result.ending == .exited(0) { return (String(decoding: result.output, as: UTF8.self), note) }
        throw ArtefactError(place + failure(of: result, limits: limits) + (note.map { " (\($0))" } ?? ""))
    }

    /// Why the program did not give a layout, truthfully: its own message (a trap's, at the
    /// file's own line), or the limit it ran into.
    func failure(of result: ChildProcess.Result, limits: LayoutProgramLimits) -> String {
        typealias Limits = LayoutProgramLimits
        // A trap's message names the file by module (`layout/LayoutFunctions.swift:6: Fatal error: …`) and is
        // followed by the runtime's stack trace: keep the message, at the file as written.
        var reason = String(decoding: result.errors, as: UTF8.self)
        if let trace = reason.range(of: "Current stack trace:") { reason = String(reason[..<trace.lowerBound]) }
        reason = reason.replacingOccurrences(of: "layout/\(Self.fileCopyName):", with: "\(file.path):")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        switch result.ending {
        case .timedOut:
            return "the layout program did not finish in \(Limits.describe(seconds: limits.timeout)) and was stopped "
                + "(set \(Limits.timeoutVariable) for longer)"
        case .outputLimit:
            return "the layout program wrote more than \(Limits.describe(bytes: Int64(limits.output))) and was stopped "
                + "(set \(Limits.outputVariable) for more)"
        case .outputHeldOpen:
            return "the layout program ended, but a process it started still held its output open "
                + "\(Limits.describe(seconds: ChildProcess.heldOutputGrace)) later, and was stopped"
        case .signalled(let signal):
            let lower = reason.lowercased()
            // What the Swift runtime and Foundation say when an allocation fails (at the address space limit).
            if ["failed to allocate", "unable to allocate", "could not allocate", "cannot allocate memory", "out of memory"]
                .contains(where: lower.contains) {
                return "the layout program ran out of memory (limit \(Limits.describe(bytes: limits.memory)); "
                    + "set \(Limits.memoryVariable))"
            }
            if signal == SIGXCPU || (signal == SIGKILL && result.cpuTime >= Double(limits.cpuSeconds)) {
                return "the layout program used its CPU time limit (\(limits.cpuSeconds) s; set \(Limits.cpuVariable))"
            }
            if signal == SIGXFSZ {
                return "the layout program wrote a file larger than its limit "
                    + "(\(Limits.describe(bytes: limits.fileSize)); set \(Limits.fileSizeVariable))"
            }
            return reason.isEmpty ? "the layout program stopped on \(ChildProcess.name(ofSignal: signal))" : reason
        case .exited(let status):
            return reason.isEmpty ? "the layout program stopped (status \(status))" : reason
        }
    }

    // MARK: Building

    /// The name the file is compiled under, whatever its own (`main.swift`, a name with a
    /// newline or a leading dash): the compiler's messages are mapped back to the file's path.
    static let fileCopyName = "LayoutFunctions.swift"

    /// The program, compiled now unless the cache holds it. The first of these that compiles:
    /// 1. the whole file, run as an app runs it;
    /// 2. the whole file with what it uses from the other files of its project (``SwiftProjectFiles``):
    ///    the app's base class, models and extensions;
    /// 3. the layout and what it uses (``SwiftLayoutSlice``), from the file and its project;
    /// 4. the layout and what it uses, from the file alone (a folder above may hold files that are not the app's).
    ///
    /// When none does, the whole file's errors.
    func compiled() throws(ArtefactError) -> URL {
        try compiledProgram().program
    }

    /// The program; and, when it was not made from the whole file alone, what it was made from and why.
    func compiledProgram() throws(ArtefactError) -> (program: URL, note: String?) {
        var whole: ArtefactError?
        if let error = file.importErrors.first {
            whole = ArtefactError(error)
        } else if !function.needsSlice {
            do {
                return (try build(copy: compiledCopy(layout: function), layout: function), nil)
            } catch {
                whole = error
            }
        }
        // The whole file's first error, as a reason: `the whole file does not compile here (VC.swift:3:7: …)`.
        let reason = whole.map { error in
            "the whole file does not compile here: "
                + (error.message.split(separator: "\n").first.map(String.init) ?? error.message)
        } ?? "its type is made with init(), which the whole file does not declare"
        let project = SwiftProjectFiles(around: file.path)
        var attempts: [(project: SwiftProjectFiles, whole: Bool)] = []
        if !project.files.isEmpty {
            if !function.needsSlice { attempts.append((project, true)) }
            attempts.append((project, false))
        }
        attempts.append((SwiftProjectFiles.none, false))
        var first: ArtefactError?
        for attempt in attempts {
            do {
                let (program, slice) = try compiledSlice(project: attempt.project, whole: attempt.whole)
                let others = slice.usedFiles.count - 1
                let from = (attempt.whole ? "the whole file" : "\(function.title) and what it uses")
                    + (others > 0 ? ", with \(others) other file\(others == 1 ? "" : "s") of its project" : "")
                return (program, "drawn from \(from); \(reason)")
            } catch {
                first = first ?? error
            }
        }
        throw whole ?? first ?? ArtefactError("\(file.path):\(function.line):\(function.column): error: no program")
    }

    /// A slice's program: `whole`, the user's file with what it uses from `project`; else the layout and
    /// what it uses. What the slice uses but its file does not declare is looked for in the other files of
    /// `project`, a round of files at a time; then, on the compiler's word, what kept types inherit from
    /// types it cannot find is dropped, other types it cannot find stand in as empty structs, and the
    /// slice is compiled again, a few times at most.
    func compiledSlice(project: SwiftProjectFiles, whole: Bool) throws(ArtefactError) -> (URL, SwiftLayoutSlice) {
        let layout = whole ? function : sliceLayout
        let roots = [(layout.line, layout.column)] + file.snapshotFunctions.prefix(1).map { ($0.line, $0.column) }
        var others: [(path: String, compiled: String)] = []
        func sliced() -> SwiftLayoutSlice? {
            SwiftLayoutSlice(compiledSources: [file.compiledSource] + others.map(\.compiled), roots: roots,
                             keepingAllOfFirst: whole)
        }
        guard var slice = sliced() else { throw ArtefactError("no declaration at the layout") }
        for _ in 0..<8 {
            let more = project.files(declaringAnyOf: slice.unresolvedNames, besides: Set(others.map(\.path)))
            guard !more.isEmpty else { break }
            for other in more {
                let tree = Parser.parse(source: other.text)
                let copy = SwiftCompiledCopy(source: other.text, tree: tree,
                                             converter: SourceLocationConverter(fileName: other.path, tree: tree),
                                             path: other.path)
                others.append((other.path, copy.text))
            }
            guard let grown = sliced() else { break }
            slice = grown
        }
        // Types the compiler cannot find, where they are only named (a parameter's, a stored property's, an
        // enum case's payload): each stands in as an empty `struct NAME: Hashable {}` after the entry.
        var stubs: Set<String> = []
        for _ in 0..<4 {
            let entry = layout.loading(!slice.ownerLostSuperclass && layout.loadsViewController)
            let used = slice.usedFiles.filter { $0 > 0 }.map { (path: others[$0 - 1].path, text: slice.texts[$0]) }
            do {
                let copy = Self.appendingEntry(to: slice.text, layout: entry, snapshot: file.snapshotFunctions.first)
                    + stubs.sorted().map { "struct \($0): Hashable {}\n" }.joined()
                return (try build(copy: copy, layout: entry, others: used), slice)
            } catch {
                let unknown = Self.unknownTypes(in: error.message)
                var progressed = false
                if let next = slice.dropping(unknownTypes: unknown) {
                    slice = next
                    progressed = true
                }
                let named = unknown.subtracting(slice.droppedInheritance).subtracting(stubs)
                if !named.isEmpty {
                    stubs.formUnion(named)
                    progressed = true
                }
                guard progressed else { throw error }
            }
        }
        throw ArtefactError("the slice did not compile")
    }

    /// The layout a slice is cut for: a view controller's own layout function, rather than the view
    /// controller (its `viewDidLoad` needs what the whole file needs).
    var sliceLayout: SwiftLayoutFile.Function {
        guard function.kind == .viewController else { return function }
        return file.namedOnly.first { $0.owner == function.owner } ?? function
    }

    /// The names of `cannot find type 'X' in scope` in the compiler's messages.
    static func unknownTypes(in messages: String) -> Set<String> {
        var names: Set<String> = []
        for line in messages.split(separator: "\n") {
            guard let start = line.range(of: "error: cannot find type '"),
                  let end = line[start.upperBound...].firstIndex(of: "'") else { continue }
            names.insert(String(line[start.upperBound..<end]))
        }
        return names
    }

    /// `copy` and the generated `main`, compiled unless the cache holds them; the compiler's errors at
    /// the user's own lines.
    func build(copy: String, layout: SwiftLayoutFile.Function,
               others: [(path: String, text: String)] = []) throws(ArtefactError) -> URL {
        let main = mainSource()
        let cache = try LayoutProgramCache()
        var digest = try SHA256Digest()
        for field in [copy, main, build.products.path, try build.objectsDigest()] + others.flatMap({ [$0.path, $0.text] }) {
            digest.update(field: field)
        }
        let key = digest.finish()
        if let program = cache.program(for: key) { return program }

        // A staging folder of its own (`.KEY.PID.XXXXXX`), so two threads or processes building the same
        // program never share one, and the next build removes those of killed processes.
        let entry = cache.folder.appendingPathComponent(key)
        StaleTemporaries.remove(beside: entry, folders: true)
        var template = StaleTemporaries.template(beside: entry)
        guard mkdtemp(&template) != nil else {
            throw ArtefactError("error: cannot create a staging folder in \(cache.folder.path): "
                                + String(cString: strerror(errno)))
        }
        let staging = URL(fileURLWithPath: StaleTemporaries.path(of: template))
        defer { try? FileManager.default.removeItem(at: staging) }
        let sources = staging.appendingPathComponent("src")
        let userCopy = sources.appendingPathComponent(Self.fileCopyName)
        let mainFile = sources.appendingPathComponent("main.swift")
        // The project's other files under names of their own, whatever theirs (two may share one).
        let otherCopies = others.indices.map { sources.appendingPathComponent("ProjectFile\($0 + 1).swift") }
        do {
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data(copy.utf8).write(to: userCopy)
            try Data(main.utf8).write(to: mainFile)
            for (other, url) in zip(others, otherCopies) { try Data(other.text.utf8).write(to: url) }
        } catch {
            throw ArtefactError("error: cannot write the layout program into \(staging.path): \(error.localizedDescription)")
        }
        do {
            try build.compile([userCopy, mainFile] + otherCopies,
                              into: staging.appendingPathComponent(LayoutProgramCache.programName))
        } catch {
            // Only what is at the user's own lines, at the file as written.
            var messages = SwiftCompilerMessages(error.message, copy: userCopy.path, lines: file.compiledLineCount)
            messages.originalLines = Self.changedLines(from: file.source, to: file.compiledSource)
            messages.otherFiles = Dictionary(zip(otherCopies.map(\.path), others.map(\.path)), uniquingKeysWith: { a, _ in a })
            throw ArtefactError(messages.userErrors(at: file.path, layout: layout))
        }
        try? FileManager.default.removeItem(at: sources)
        return try cache.store(staging, key: key)
    }

    /// The file as compiled (``SwiftLayoutFile/compiledSource``), then, after its last line, the entry
    /// that reaches its layout (``SwiftLayoutEntry``).
    func compiledCopy(layout: SwiftLayoutFile.Function) -> String {
        Self.appendingEntry(to: file.compiledSource, layout: layout, snapshot: file.snapshotFunctions.first)
    }

    static func appendingEntry(to text: String, layout: SwiftLayoutFile.Function,
                               snapshot: SwiftLayoutFile.Function?) -> String {
        let separator = text.isEmpty || text.hasSuffix("\n") || text.hasSuffix("\r") ? "" : "\n"
        return text + separator + SwiftLayoutEntry.source(layout: layout, snapshot: snapshot)
    }

    /// The lines of `source` that `copy` changed, by number (1 for the first), split where the compiler
    /// ends a line (`\n`, `\r\n`, `\r`).
    static func changedLines(from source: String, to copy: String) -> [Int: String] {
        func lines(_ text: String) -> [Substring] {
            text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        }
        let original = lines(source), compiled = lines(copy)
        guard original.count == compiled.count else { return [:] }
        var changed: [Int: String] = [:]
        for (index, line) in original.enumerated() where line != compiled[index] { changed[index + 1] = String(line) }
        return changed
    }

    /// The generated `main`: it sets the stand-in screen to the container, hands the snapshot function's
    /// data over, has the entry (``SwiftLayoutEntry``) make the layout, and writes it as a spec while the
    /// instance that made it lives. The data is, in order: what the file's own data source applied to the
    /// collection view, the snapshot function's, the item counts.
    func mainSource() -> String {
        """
        import CompositionalLayout
        import Foundation
        import LayoutSpec

        enum LayoutDiagramData {
            @MainActor static var snapshot: AppliedSnapshotData?
        }

        func layoutDiagramFail(_ message: String, status: Int32) -> Never {
            FileHandle.standardError.write(Data(message.utf8))
            exit(status)
        }

        /// The snapshot function's snapshot, read as a data source reads what it applies.
        @MainActor func layoutDiagramUse<Section, Item>(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>) {
            LayoutDiagramData.snapshot = AppliedSnapshotData(snapshot)
        }

        /// The sections, named by their identifiers, and their items, labelled by theirs when all have a label.
        func layoutDiagramSections(_ data: AppliedSnapshotData, from source: String) -> [SpecSection] {
            if let problem = data.problems.first { layoutDiagramFail("\\(source): \\(problem)", status: 5) }
            return data.sections.map { section in
                SpecSection(name: section.name, itemCount: section.itemLabels.count,
                            itemLabels: section.itemLabels.allSatisfy { $0 != nil && !$0!.isEmpty }
                                ? section.itemLabels.map { $0! } : nil)
            }
        }

        /// A view controller loaded as an app loads it, and shown.
        @MainActor func layoutDiagramLoad(_ controller: UIViewController) {
            controller.loadViewIfNeeded()
            controller.viewWillAppear(false)
            controller.viewDidAppear(false)
        }

        /// The layout of the first collection view made with a compositional layout.
        @MainActor func layoutDiagramCollectionViewLayout() -> UICollectionViewLayout {
            let made = UICollectionView.createdInstances
            if let view = made.first(where: { $0.collectionViewLayout is UICollectionViewCompositionalLayout }) {
                return view.collectionViewLayout
            }
            layoutDiagramFail(made.isEmpty
                ? "made no collection view when loaded (viewDidLoad, loadView)"
                : "made \\(made.count) collection view\\(made.count == 1 ? "" : "s"), none with a UICollectionViewCompositionalLayout",
                status: 3)
        }

        /// What the file's own data source applied to a collection view it made, if anything.
        @MainActor func layoutDiagramAppliedSections() -> [SpecSection]? {
            UICollectionView.createdInstances.lazy.compactMap(\\.appliedData).first
                .map { layoutDiagramSections($0, from: "its data source") }
        }

        @MainActor func layoutDiagramMain() {
            let arguments = CommandLine.arguments
            guard arguments.count >= 4 else { exit(2) }
            let size = CGSize(width: Double(arguments[1]) ?? 390, height: Double(arguments[2]) ?? 844)
            let counts = arguments[3].split(separator: ",").compactMap { Int($0) }
            UIView.standInScreenSize = size
            do {
                try layoutDiagramSnapshot()
                try layoutDiagramLayout { layout in
                    guard let layout else { layoutDiagramFail("gave no layout (nil)", status: 3) }
                    guard let compositional = layout as? UICollectionViewCompositionalLayout else {
                        layoutDiagramFail("gave \\(type(of: layout)), not a UICollectionViewCompositionalLayout", status: 3)
                    }
                    let sections = layoutDiagramAppliedSections()
                        ?? LayoutDiagramData.snapshot.map { layoutDiagramSections($0, from: \(Self.stringLiteral(file.snapshotFunctions.first?.title ?? ""))) }
                        ?? counts.map { SpecSection(name: nil, itemCount: $0, itemLabels: nil) }
                    layoutDiagramWrite(compositional, size: size, sections: sections, arguments: arguments)
                }
            } catch {
                layoutDiagramFail("threw \\(error)", status: 4)
            }
        }

        @MainActor func layoutDiagramWrite(_ layout: UICollectionViewCompositionalLayout, size: CGSize,
                                           sections: [SpecSection], arguments: [String]) {
            var writer = SpecWriter(title: \(Self.stringLiteral(function.title)), containerSize: size, sections: sections)
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
                print(try writer.write(layout), terminator: "")
            } catch {
                layoutDiagramFail("\\(error.location): \\(error.message)", status: 4)
            }
        }

        MainActor.assumeIsolated { layoutDiagramMain() }

        """
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { scalar in
            switch scalar {
            case "\\", "\"": return "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: return "\\u{\(String(scalar.value, radix: 16))}"
            default: return String(scalar)
            }
        }.joined() + "\""
    }
}
