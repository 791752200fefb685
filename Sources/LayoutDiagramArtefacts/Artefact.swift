import CompositionalLayout
import Foundation
import LayoutSpec

/// What kind of file an artefact is: how it is compared with its golden.
public enum ArtefactKind: String, Hashable, Sendable, Codable {
    /// Frames JSON, compared exactly.
    case json
    /// SVG, compared exactly.
    case svg
    /// PNG, compared by pixels within a ``Tolerance``.
    case png
}

/// Why an artefact could not be made: a message for standard error, already
/// positioned in the spec where the spec is the cause (`FILE:LINE:COL: error: …`).
public struct ArtefactError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// A file or folder that could not be written: `error: cannot write PATH: REASON`.
    public init(_ error: ArtefactFileError) {
        self.message = "error: \(error)"
    }
}

/// One file of a gallery: what `gallery` writes and `check` compares, for one spec.
///
/// For a spec `NAME.yaml` the gallery holds `NAME.json` (the frames),
/// `NAME.svg` and `NAME.png` (light) and `NAME-dark.svg` and `NAME-dark.png`
/// (dark), drawn with the default settings and the spec's own `devices`.
public struct Artefact {
    public let fileName: String
    public let kind: ArtefactKind
    private let make: (LayoutSpecification) throws(ArtefactError) -> Data

    /// The artefacts of the spec at `path`, in a stable order.
    public static func artefacts(forSpecAt path: String) -> [Artefact] {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var artefacts = [Artefact(fileName: name + ".json", kind: .json) { specification throws(ArtefactError) in
            try specification.solveForArtefacts().framesJSON()
        }]
        for theme in [DiagramRendering.Theme.light, .dark] {
            for format in [DiagramRendering.Format.svg, .png] {
                var rendering = DiagramRendering()
                rendering.theme = theme
                rendering.format = format
                let suffix = theme == .dark ? "-dark" : ""
                artefacts.append(Artefact(fileName: "\(name)\(suffix).\(format.rawValue)",
                                          kind: format == .svg ? .svg : .png) { specification throws(ArtefactError) in
                    try rendering.render(specification)
                })
            }
        }
        return artefacts
    }

    /// The file's bytes for `specification`.
    public func render(_ specification: LayoutSpecification) throws(ArtefactError) -> Data {
        try make(specification)
    }

    private init(fileName: String, kind: ArtefactKind,
                 make: @escaping (LayoutSpecification) throws(ArtefactError) -> Data) {
        self.fileName = fileName
        self.kind = kind
        self.make = make
    }

    /// Reads the spec at `path`, with its diagnostics as the error.
    public static func loadSpecification(_ path: String) throws(ArtefactError) -> LayoutSpecification {
        do {
            return try SpecReader.read(contentsOf: path)
        } catch {
            throw ArtefactError(error.description)
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
}
