import Foundation
import LayoutDiagramPipeline
import LayoutInput

/// What `gallery` does: every spec's artefacts (``Artefact``), written into a
/// folder all together or not at all.
///
/// Every spec is read first, then every file is rendered, each on every core
/// at once (``ParallelMap``), into a staging folder beside the output folder
/// (``StagedFolder``), which is swapped in as a whole only when all of them
/// are written. A bad spec, a failed render, a full disk or a kill leaves the
/// output folder as it was, byte for byte, so a golden folder never holds a
/// mix of old and new files. Files in the output folder that this run does
/// not write are kept (hard-linked into the new folder). The files do not depend on the order of the work.
///
/// Nothing is silently replaced: a file the gallery writes may not be one of its specs
/// (`grid.json`, a JSON spec, in its own folder), and since the folder is swapped as a whole, it may
/// not hold a subfolder (which would be copied, not kept) or the current folder, unless it is empty.
/// Both are checked, by identity (``InputFiles``), before anything is written.
public struct Gallery {
    /// The spec and Swift files to draw, as given on the command line; a Swift file with several
    /// layout functions gives one set of files per function (``LayoutSource``).
    public var specs: [String]
    /// The gallery folder, created if missing and replaced as a whole; files in it that this run
    /// does not write are kept.
    public var output: String
    /// How the pictures are drawn, in each format and theme.
    public var rendering: DiagramRendering

    /// A gallery of `specs` to be written into `output`, drawn as `rendering` says
    /// (the command line passes `DiagramRendering.standard`).
    public init(specs: [String], output: String, rendering: DiagramRendering) {
        self.specs = specs
        self.output = output
        self.rendering = rendering
    }

    /// Reads every spec, renders every file and swaps the new folder in, or leaves `output` as it
    /// was and throws: a spec's diagnostics, a render's error, or a file that cannot be written.
    public func write() throws(ArtefactError) {
        // Read on every core too: with PNGs written in milliseconds, reading 100 specs one by one
        // was a third of the run.
        let specifications = try ParallelMap.map(try LayoutSource.sources(at: specs)) { source throws(ArtefactError) in
            (source, try source.load())
        }
        let output = self.output, rendering = self.rendering
        try checkFolder(writing: specifications.flatMap { Artefact.artefacts(for: $0.0, rendering: rendering).map(\.fileName) })
        try StagedFolder.replace(output, keeping: true) { (staging) throws(ArtefactError) in
            _ = try ParallelMap.map(specifications) { (source, specification) throws(ArtefactError) in
                for artefact in Artefact.artefacts(for: source, rendering: rendering) {
                    let bytes = try artefact.render(specification)
                    do {
                        try bytes.write(to: staging.appendingPathComponent(artefact.fileName))
                    } catch {
                        throw ArtefactError("\(output): error: cannot write \(artefact.fileName): \(error.localizedDescription)")
                    }
                }
            }
        }
    }

    /// Throws unless the gallery may swap its folder in: see the type's documentation.
    private func checkFolder(writing names: [String]) throws(ArtefactError) {
        let inputs = InputFiles(specs)
        for name in names {
            try inputs.checkOutput((output as NSString).appendingPathComponent(name))
        }
        guard AtomicFile.isDirectory(output),
              let entries = try? FileManager.default.contentsOfDirectory(atPath: output), !entries.isEmpty else { return }
        if InputFiles.holdsCurrentFolder(output) {
            throw ArtefactError("error: -o \(output): it is (or holds) the current folder, which is not empty, and a "
                                + "gallery folder is swapped in as a whole; give a folder of its own")
        }
        for entry in entries.sorted() {
            var info = stat()
            let path = (output as NSString).appendingPathComponent(entry)
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                throw ArtefactError("error: -o \(output): it holds the folder \(entry), and a gallery folder is swapped "
                                    + "in as a whole, which would copy it rather than keep it; give a folder of its own")
            }
        }
    }
}

extension DiagramRendering {
    /// The settings every command starts from: the gallery draws every picture with them (in each
    /// format and theme), `check` draws them again to compare, and `render` and `markdown` change
    /// what their options say. A new ``LayoutDiagram/DiagramOptions`` field reaches them all here.
    public static let standard = DiagramRendering()
}
