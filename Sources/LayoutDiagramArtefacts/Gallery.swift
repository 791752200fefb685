import Foundation

/// What `gallery` does: every spec's artefacts (``Artefact``), written into a
/// folder all together or not at all.
///
/// Every spec is read first, then every file is rendered, each on every core
/// at once (``ParallelMap``), into a staging folder beside the output folder
/// (``StagedFolder``), which is swapped in as a whole only when all of them
/// are written. A bad spec, a failed render, a full disk or a kill leaves the
/// output folder as it was, byte for byte, so a golden folder never holds a
/// mix of old and new files. Files in the output folder that this run does
/// not write are kept. The files do not depend on the order of the work.
public struct Gallery {
    public var specs: [String]
    public var output: String

    public init(specs: [String], output: String) {
        self.specs = specs
        self.output = output
    }

    public func write() throws(ArtefactError) {
        // Read on every core too: with PNGs written in milliseconds, reading 100 specs one by one
        // was a third of the run.
        let specifications = try ParallelMap.map(try LayoutSource.sources(at: specs)) { source throws(ArtefactError) in
            (source, try source.load())
        }
        let output = self.output
        try StagedFolder.replace(output, keeping: true) { (staging) throws(ArtefactError) in
            _ = try ParallelMap.map(specifications) { (source, specification) throws(ArtefactError) in
                for artefact in Artefact.artefacts(for: source) {
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
}
