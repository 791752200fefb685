import CompositionalLayout
import Foundation
import LayoutDiagramPipeline
import LayoutSpec

/// Every way a layout comes in, read as a spec: a YAML or JSON spec file, standard input (`-`),
/// or a Swift file whose layout function is compiled and run.
public enum LayoutLoading {
    /// Reads the spec at `path`, with its diagnostics as the error. A `.swift` file is tutorial
    /// code: its layout function (`layout` names one when there are several) is compiled against
    /// `CompositionalLayout` and run, and its layout read as a spec (``SwiftLayoutProgram``).
    /// `containerSize`, when given, is the container a Swift file's layout function is asked in,
    /// instead of its `container` directive (a section provider may choose by width); `itemCounts`
    /// its item counts instead of its `items` directive; `device` a device the function is asked on:
    /// its container, safe area and traits.
    public static func loadSpecification(_ path: String, layout: String? = nil,
                                         containerSize: CGSize? = nil, itemCounts: [Int]? = nil,
                                         device: DeviceProfile? = nil) throws(ArtefactError) -> LayoutSpecification {
        if path.hasSuffix(".swift") {
            return try loadSwiftLayout(path, layout: layout, containerSize: containerSize, itemCounts: itemCounts,
                                       device: device)
        }
        do {
            return try SpecReader.read(contentsOf: path)
        } catch {
            throw ArtefactError(error.description)
        }
    }

    private static func loadSwiftLayout(_ path: String, layout: String?, containerSize: CGSize?, itemCounts: [Int]?,
                                        device: DeviceProfile?) throws(ArtefactError) -> LayoutSpecification {
        var file = try SwiftLayoutFile(contentsOf: path)
        if let containerSize { file.containerSize = containerSize }
        if let itemCounts { file.itemCounts = itemCounts }
        let names = file.functions.map(\.name)
        let function: SwiftLayoutFile.Function
        if let layout {
            // `Layouts.grid`; or `grid`, or `Layouts`, when that names only one layout. A view controller's
            // own layout functions may be named too.
            let all = file.functions + file.namedOnly
            let matches = all.filter {
                $0.name == layout || $0.name.hasSuffix(".\(layout)") || $0.name.hasPrefix("\(layout).")
            }
            guard let named = all.first(where: { $0.name == layout }) ?? (matches.count == 1 ? matches[0] : nil)
            else {
                throw ArtefactError("\(path):1:1: error: no layout function named '\(layout)'"
                                    + (names.isEmpty ? "" : " (there are: \(names.joined(separator: ", ")))"))
            }
            function = named
        } else {
            guard let only = file.functions.first else {
                throw ArtefactError("\(path):1:1: error: no layout function: write a "
                                    + "'func createLayout() -> UICollectionViewLayout' (at any level, without arguments), "
                                    + "a property of a layout type, or a view controller that makes a collection view"
                                    + (file.notTaken.isEmpty ? "" : "; seen but not taken: "
                                       + file.notTaken.joined(separator: "; ")))
            }
            guard file.functions.count == 1 else {
                throw ArtefactError("\(path):\(only.line):\(only.column): error: \(names.count) layout functions "
                                    + "(\(names.joined(separator: ", "))); name one with --layout")
            }
            function = only
        }
        if file.snapshotFunctions.count > 1 {
            let second = file.snapshotFunctions[1]
            throw ArtefactError("\(path):\(second.line):\(second.column): error: \(file.snapshotFunctions.count) snapshot "
                                + "functions (\(file.snapshotFunctions.map(\.name).joined(separator: ", "))); "
                                + "the data comes from one")
        }
        let program = SwiftLayoutProgram(file: file, function: function, build: try SwiftModuleBuild())
        let (text, note) = try program.run(on: device)
        // Said, not failed: the diagram may not show what the app's own data would.
        if let note {
            FileHandle.standardError.write(Data("\(path):\(function.line):\(function.column): note: \(note)\n".utf8))
        }
        do {
            var specification = try SpecReader.read(text, path: path)
            // Its problems are the function's: the spec it was written as is never shown.
            specification.reportedPosition = (function.line, function.column)
            return specification
        } catch {
            throw ArtefactError("\(path):\(function.line):\(function.column): error: \(function.title): "
                                + "its layout could not be read back: \(error.description)")
        }
    }
}

extension LayoutSpecification {
    /// Solves the spec, reporting layout errors at their place in the file.
    public func solveForArtefacts() throws(ArtefactError) -> LayoutSolution {
        do {
            return try solve()
        } catch {
            throw ArtefactError(error.description)
        }
    }

    /// ``LayoutSpec/LayoutSpecification/explain(_:containerSize:)``, its errors as artefact errors.
    public func explainForArtefacts(_ element: LayoutElementSelector) throws(ArtefactError) -> FrameExplanation {
        do {
            return try explain(element)
        } catch {
            throw ArtefactError(error.description)
        }
    }
}
