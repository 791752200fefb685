import ArgumentParser
import Foundation
import LayoutDiagramArtefacts

/// `layout-diagram gallery SPECS... -o DIR`: every spec's frames, SVG and PNG, light and dark.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render specs into a folder: frames JSON, and SVG and PNG in light and dark.",
        discussion: """
            For NAME.yaml it writes NAME.json, NAME.svg, NAME.png, NAME-dark.svg and NAME-dark.png. \
            'check' renders the same files and compares them with a folder written by this command.
            Example: layout-diagram gallery examples/*.yaml -o output
            """)

    @Argument(help: "The spec files.")
    var specs: [String]

    @Option(name: .shortAndLong, help: "The folder to write into (created if needed).")
    var output: String

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("give at least one spec") }
    }

    /// Writes all the files or none: every spec is read first, then every file is rendered into a
    /// staging folder beside the output folder (``StagedFolder``), which is swapped in as a whole
    /// only when all of them are written. A bad spec, a failed render, a full disk or a kill leaves
    /// the output folder as it was, byte for byte, so a golden folder never holds a mix of old and
    /// new files. Files in the output folder that this run does not write are kept. Specs are
    /// rendered on every core at once (``ParallelMap``); the files do not depend on the order.
    func run() throws {
        let specifications = try specs.map { spec throws(CommandFailure) in
            (spec, try forCommand { () throws(ArtefactError) in try Artefact.loadSpecification(spec) })
        }
        let folder = try StagedFolder.forCommand(replacing: output)
        defer { folder.discard() }
        let output = self.output
        _ = try ParallelMap.map(specifications) { (spec, specification) throws(CommandFailure) in
            for artefact in Artefact.artefacts(forSpecAt: spec) {
                let bytes = try forCommand { () throws(ArtefactError) in try artefact.render(specification) }
                do {
                    try bytes.write(to: folder.staging.appendingPathComponent(artefact.fileName))
                } catch {
                    throw .badInput("\(output): error: cannot write \(artefact.fileName): \(error.localizedDescription)")
                }
            }
        }
        try folder.commitForCommand(keeping: true)
        print("gallery: \(specs.count) specs rendered into \(output)/ (JSON, SVG and PNG, light and dark)")
    }
}
