import Foundation
import LayoutDiagramPipeline
import LayoutSpec

/// One layout to draw, check or lint: a spec file, or one layout function of a Swift file.
///
/// A Swift file with several layout functions gives one source per function, so `render`,
/// `gallery`, `check` and `lint` take each in turn (and `--layout` picks one). Its artefacts are
/// named after the file and the function: `Layouts.swift`'s `grid()` draws `Layouts-grid.svg`.
public struct LayoutSource: Sendable, Equatable {
    /// The spec's or the Swift file's path.
    public let path: String
    /// For a Swift file with several layout functions, the one this source is (`Layouts.grid`).
    public let function: String?
    /// What its files add to the file's name: the function's own name (`grid`), or its whole
    /// name where two types have a function of that name.
    public let suffix: String?

    /// The layout at `path`; for a Swift file with several layout functions, the one named
    /// `function`, whose files are suffixed with `suffix` (by default the function's name).
    public init(path: String, function: String? = nil, suffix: String? = nil) {
        self.path = path
        self.function = function
        self.suffix = suffix ?? function
    }

    /// The layouts at `path`: one per layout function of a Swift file that has several, else the file.
    public static func sources(at path: String) throws(ArtefactError) -> [LayoutSource] {
        guard path.hasSuffix(".swift") else { return [LayoutSource(path: path)] }
        let functions = try SwiftLayoutFile(contentsOf: path).functions
        guard functions.count > 1 else { return [LayoutSource(path: path)] }
        func short(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }
        let shortNames = functions.map { short($0.name) }
        return functions.map { function in
            let name = short(function.name)
            return LayoutSource(path: path, function: function.name,
                                suffix: shortNames.filter { $0 == name }.count == 1 ? name : function.name)
        }
    }

    /// The layouts of every path, in order: a Swift file with several layout functions is one per function.
    public static func sources(at paths: [String]) throws(ArtefactError) -> [LayoutSource] {
        var sources: [LayoutSource] = []
        for path in paths { sources += try self.sources(at: path) }
        return sources
    }

    /// What its files are named: the file's name without its extension, then `-FUNCTION` for one
    /// of several layout functions.
    public var name: String {
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return suffix.map { "\(base)-\($0)" } ?? base
    }

    /// `path` with the source's ``suffix`` added to the file's name: `Layouts-grid.svg` for
    /// `Layouts.svg`, when there are several functions.
    public func outputPath(_ path: String) -> String {
        guard let suffix else { return path }
        let file = path as NSString
        let ext = file.pathExtension
        return file.deletingPathExtension + "-\(suffix)" + (ext.isEmpty ? "" : ".\(ext)")
    }

    /// Reads the spec, or compiles and runs the function (``LayoutLoading/loadSpecification(_:layout:containerSize:itemCounts:device:)``).
    public func load() throws(ArtefactError) -> LayoutSpecification {
        try LayoutLoading.loadSpecification(path, layout: function)
    }
}
