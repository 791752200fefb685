import Foundation
import LayoutDiagram
import LayoutSpec

/// One file of a gallery: what `gallery` writes and `check` compares, for one spec.
///
/// For a spec `NAME.yaml` the gallery holds `NAME.json` (the frames),
/// `NAME.svg` and `NAME.png` (light) and `NAME-dark.svg` and `NAME-dark.png`
/// (dark), drawn with the default settings and the spec's own `devices`.
struct GalleryArtefact {
    let fileName: String
    let kind: CheckItem.Kind
    private let make: (LayoutSpecification) throws(CommandFailure) -> Data

    /// The artefacts of the spec at `path`, in a stable order.
    static func artefacts(forSpecAt path: String) -> [GalleryArtefact] {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var artefacts = [GalleryArtefact(fileName: name + ".json", kind: .json) { specification throws(CommandFailure) in
            try specification.solveForCommand().framesJSON()
        }]
        for theme in [ThemeChoice.light, .dark] {
            for format in [DiagramFormat.svg, .png] {
                var settings = DiagramSettings()
                settings.theme = theme
                settings.format = format
                let suffix = theme == .dark ? "-dark" : ""
                artefacts.append(GalleryArtefact(fileName: "\(name)\(suffix).\(format.rawValue)",
                                                 kind: format == .svg ? .svg : .png) { specification throws(CommandFailure) in
                    try settings.render(specification)
                })
            }
        }
        return artefacts
    }

    /// The file's bytes for `specification`.
    func render(_ specification: LayoutSpecification) throws(CommandFailure) -> Data {
        try make(specification)
    }

    private init(fileName: String, kind: CheckItem.Kind,
                 make: @escaping (LayoutSpecification) throws(CommandFailure) -> Data) {
        self.fileName = fileName
        self.kind = kind
        self.make = make
    }
}

/// Reads a spec for `gallery` and `check`, reporting errors as bad input.
func loadSpecification(_ path: String) throws(CommandFailure) -> LayoutSpecification {
    do {
        return try SpecReader.read(contentsOf: path)
    } catch {
        throw .badInput(error.description)
    }
}
