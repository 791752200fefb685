import CompositionalLayout
import Foundation
import LayoutDiagramPipeline
import LayoutInput
import LayoutSpec

/// What kind of file an artefact is: how it is compared with its golden.
public enum ArtefactKind: String, Hashable, Sendable, Codable {
    /// Frames JSON, compared exactly.
    case json
    /// SVG, compared exactly.
    case svg
    /// PNG, compared by pixels within a ``Tolerance``.
    case png
    /// The explorer page (``ExplorerPage``), compared exactly.
    case html
}

/// One file of a gallery: what `gallery` writes and `check` compares, for one spec.
///
/// For a spec `NAME.yaml` the gallery holds `NAME.json` (the frames),
/// `NAME.svg` and `NAME.png` (light) and `NAME-dark.svg` and `NAME-dark.png`
/// (dark), drawn with the default settings and the spec's own `devices`, and `NAME.html`, the page
/// to explore it in (``ExplorerPage``), which draws all of it (`--overflow all`); and for a spec that scrolls
/// in a way a still cannot show (``AnimatedArtefact``), `NAME-scroll.png`, an animated PNG compared frame by frame.
public struct Artefact {
    /// The file's name in the gallery folder, which `check` also gives its golden copy: `NAME.json`, `NAME-dark.png`.
    public let fileName: String
    /// What the file is, and so how `check` compares it with its golden copy.
    public let kind: ArtefactKind
    private let make: (LayoutSpecification) throws(ArtefactError) -> Data

    /// The artefacts of a layout source (a spec, or one function of a Swift file), in a stable order,
    /// drawn as `rendering` says in each format and theme.
    public static func artefacts(for source: LayoutSource, rendering: DiagramRendering) -> [Artefact] {
        var artefacts = artefacts(named: source.name, rendering: rendering)
        if AnimatedArtefact.wanted(for: source) {
            var animation = SpecRendering()
            animation.drawing = rendering
            animation.format = .png
            animation.theme = .light
            animation.scale = AnimatedArtefact.scale
            animation.animation = AnimatedArtefact.animation
            artefacts.append(Artefact(fileName: source.name + AnimatedArtefact.suffix, kind: .png) { specification throws(ArtefactError) in
                try animation.render(specification)
            })
        }
        return artefacts
    }

    /// The artefacts `NAME.json`, `NAME.svg`, `NAME.png`, `NAME-dark.svg`, `NAME-dark.png` and `NAME.html`.
    static func artefacts(named name: String, rendering settings: DiagramRendering) -> [Artefact] {
        var artefacts = [Artefact(fileName: name + ".json", kind: .json) { specification throws(ArtefactError) in
            try specification.solveForArtefacts().framesJSON()
        }]
        for theme in [DiagramRendering.Theme.light, .dark] {
            for format in [DiagramRendering.Format.svg, .png] {
                var rendering = SpecRendering()
                rendering.drawing = settings
                rendering.theme = theme
                rendering.format = format
                let suffix = theme == .dark ? "-dark" : ""
                artefacts.append(Artefact(fileName: "\(name)\(suffix).\(format.rawValue)",
                                          kind: format == .svg ? .svg : .png) { specification throws(ArtefactError) in
                    try rendering.render(specification)
                })
            }
        }
        var page = SpecRendering()
        page.drawing = settings
        page.format = .html
        page.options.orthogonalOverflow = nil
        artefacts.append(Artefact(fileName: name + ".html", kind: .html) { specification throws(ArtefactError) in
            try page.render(specification)
        })
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
}
