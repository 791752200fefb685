import Foundation
import LayoutDiagramPipeline

/// What a layout program is compiled and linked against: the modules of ``SwiftModuleBuild/targets``
/// (`CompositionalLayout`, `LayoutSpec`, Yams), their code, and Yams's C module map.
///
/// It comes in two forms, both as the release or debug build made them, for the compiler that made them:
/// - **installed** (`make install`): `PREFIX/lib/layout-diagram/` holds `Modules/NAME.swiftmodule`,
///   `liblayout-diagram-runtime.a` (the objects the build made for those targets) and
///   `CYaml/module.modulemap` with its headers;
/// - **a SwiftPM products folder** (`.build/debug`, `.build/release`): `Modules/`, each target's objects
///   in `NAME.build/` as `layout-diagram.product/Objects.LinkFileList` names them (the objects the
///   command itself was linked from), and the module map in Yams's checkout.
///
/// ```swift
/// let runtime = try LayoutProgramRuntime.locate()
/// // -I runtime.modules, -fmodule-map-file=runtime.yamlModuleMap, runtime.linkArguments
/// ```
public struct LayoutProgramRuntime: Sendable, Equatable {
    /// Which of the two forms a runtime folder is.
    public enum Form: Sendable, Equatable {
        /// `PREFIX/lib/layout-diagram`, as `make install` lays it out.
        case installed
        /// A SwiftPM products folder, where `swift build` left this package.
        case products
    }

    /// The folder the runtime is in.
    public let folder: URL
    /// Its form.
    public let form: Form
    /// The folder of the `.swiftmodule` files (the compiler's `-I`).
    public let modules: URL
    /// Yams's C module map (`-fmodule-map-file`).
    public let yamlModuleMap: URL
    /// What the linker is given for the runtime's code: the objects, or the archive whole.
    public let linkArguments: [String]
    /// Every file a program is compiled or linked against, sorted: the modules, the module map's folder
    /// and the objects or archive. Their paths and contents key the program cache.
    public let files: [String]

    /// The variable that names a runtime folder, of either form, ahead of every other place.
    public static let environmentVariable = "LAYOUT_DIAGRAM_RUNTIME"
    /// Where an installed runtime is, from the folder of the executable: `PREFIX/bin/../lib/layout-diagram`.
    public static let installedPath = "../lib/layout-diagram"
    /// The archive of an installed runtime's objects.
    public static let archiveName = "liblayout-diagram-runtime.a"
    /// The folder of an installed runtime's C module map and headers.
    public static let moduleMapFolder = "CYaml"
    /// The products whose link file lists name the objects of a products folder, in order of preference:
    /// the command's own, then the test bundle's (`swift build --build-tests` makes both).
    static let linkedProducts = ["layout-diagram", "layout-diagramPackageTests"]

    /// The runtime a layout program is built against: the folder `$LAYOUT_DIAGRAM_RUNTIME` names, else the
    /// installed one beside `executable` (`BIN/../lib/layout-diagram`), else `executable`'s own folder as a
    /// SwiftPM products folder. The error, when none is found, says where it looked.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL = currentExecutable()) throws(ArtefactError) -> LayoutProgramRuntime {
        if let named = environment[environmentVariable], !named.isEmpty {
            let folder = URL(fileURLWithPath: named).standardizedFileURL
            guard let runtime = try at(folder) else {
                throw ArtefactError("error: \(environmentVariable) is \(folder.path), which holds no runtime for layout "
                                    + "programs: neither \(archiveName) with Modules/ (as 'make install' lays out "
                                    + "PREFIX/lib/layout-diagram) nor a SwiftPM products folder with Modules/ "
                                    + "(.build/debug or .build/release)")
            }
            return runtime
        }
        let bin = executable.deletingLastPathComponent().standardizedFileURL
        let installed = bin.appendingPathComponent(installedPath).standardizedFileURL
        if let runtime = try at(installed) { return runtime }
        if let runtime = try at(bin) { return runtime }
        throw ArtefactError("error: cannot compile a Swift file: no runtime for layout programs; looked in "
                            + "\(installed.path) (installed by 'make install') and \(bin.path) (a SwiftPM products "
                            + "folder, from 'swift build'); \(environmentVariable) is not set. Install with 'make install "
                            + "PREFIX=…', or set \(environmentVariable) to a runtime folder")
    }

    /// The path of the running executable, symbolic links resolved (so a link in a `bin` folder leads to the
    /// install it belongs to).
    public static func currentExecutable() -> URL {
        URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
    }

    /// The runtime in `folder`, `nil` when it holds neither form; an error when it holds one but not whole.
    public static func at(_ folder: URL) throws(ArtefactError) -> LayoutProgramRuntime? {
        let manager = FileManager.default
        let modules = folder.appendingPathComponent("Modules")
        if manager.fileExists(atPath: folder.appendingPathComponent(archiveName).path) {
            return try installed(in: folder, modules: modules)
        }
        let marker = SwiftModuleBuild.targets[0]
        if manager.fileExists(atPath: modules.appendingPathComponent("\(marker).swiftmodule").path),
           manager.fileExists(atPath: folder.appendingPathComponent("\(marker).build").path) {
            return try products(in: folder, modules: modules)
        }
        return nil
    }

    private static func installed(in folder: URL, modules: URL) throws(ArtefactError) -> LayoutProgramRuntime {
        let map = folder.appendingPathComponent("\(moduleMapFolder)/module.modulemap")
        guard FileManager.default.fileExists(atPath: map.path) else {
            throw ArtefactError("error: the layout program runtime \(folder.path) has no \(moduleMapFolder)/module.modulemap; "
                                + "install it again ('make install')")
        }
        let archive = folder.appendingPathComponent(archiveName).path
        // Whole: an archive otherwise gives only the objects the program names, and a type's conformances
        // in an object it never names would be missing at run time (a dynamic cast failing quietly).
        return LayoutProgramRuntime(folder: folder, form: .installed, modules: modules, yamlModuleMap: map,
                                    linkArguments: ["-Xlinker", "--whole-archive", "-Xlinker", archive,
                                                    "-Xlinker", "--no-whole-archive"],
                                    files: (moduleFiles(in: modules) + headerFiles(beside: map) + [archive]).sorted())
    }

    private static func products(in folder: URL, modules: URL) throws(ArtefactError) -> LayoutProgramRuntime {
        // `.build/debug` → `.build/x86_64-…/debug` → `.build`, whose checkouts hold Yams.
        let real = folder.resolvingSymlinksInPath()
        let build = real.deletingLastPathComponent().deletingLastPathComponent()
        let map = build.appendingPathComponent("checkouts/Yams/Sources/CYaml/include/module.modulemap")
        guard FileManager.default.fileExists(atPath: map.path) else {
            throw ArtefactError("error: cannot find Yams's CYaml module map at \(map.path)")
        }
        let objects = try linkedObjects(in: folder, real: real)
        return LayoutProgramRuntime(folder: folder, form: .products, modules: modules, yamlModuleMap: map,
                                    linkArguments: objects,
                                    files: (moduleFiles(in: modules) + headerFiles(beside: map) + objects).sorted())
    }

    /// The objects of the targets, as the product's link file list names them: those the build made (a
    /// release build writes one per source file, not the whole-module object its output file map names),
    /// and none of a source file since deleted.
    static func linkedObjects(in folder: URL, real: URL) throws(ArtefactError) -> [String] {
        let lists = linkedProducts.map { folder.appendingPathComponent("\($0).product/Objects.LinkFileList") }
        guard let list = lists.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
              let text = try? String(contentsOf: list, encoding: .utf8) else {
            throw ArtefactError("error: \(folder.path) has no \(linkedProducts[0]).product/Objects.LinkFileList; "
                                + "run 'swift build' in the layout-diagram package")
        }
        let prefixes = SwiftModuleBuild.targets.map { "\(real.path)/\($0).build/" }
        let objects = text.split(separator: "\n").map { unquoted(String($0)) }
            .filter { path in prefixes.contains { path.hasPrefix($0) } }
        for target in SwiftModuleBuild.targets where !objects.contains(where: { $0.hasPrefix("\(real.path)/\(target).build/") }) {
            throw ArtefactError("error: \(list.path) names no object of \(target); run 'swift build' in the "
                                + "layout-diagram package")
        }
        return objects.sorted()
    }

    /// A line of a link file list, which quotes a path holding a space or a quote as a shell would.
    static func unquoted(_ line: String) -> String {
        guard line.count >= 2, let quote = line.first, quote == "\"" || quote == "'", line.last == quote else {
            return line
        }
        var path = "", escaped = false
        for character in line.dropFirst().dropLast() {
            if escaped || character != "\\" || quote == "'" {
                path.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return path
    }

    /// The `.swiftmodule` of each Swift target (a C target has none).
    private static func moduleFiles(in modules: URL) -> [String] {
        SwiftModuleBuild.targets.map { modules.appendingPathComponent("\($0).swiftmodule").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// The files in the module map's folder: the map and the headers it names.
    private static func headerFiles(beside map: URL) -> [String] {
        let folder = map.deletingLastPathComponent()
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .map { folder.appendingPathComponent($0).path }
            .filter { (try? FileManager.default.attributesOfItem(atPath: $0)[.type] as? FileAttributeType) == .typeRegular }
    }
}
