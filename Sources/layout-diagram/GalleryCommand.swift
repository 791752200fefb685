import ArgumentParser
import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutSpec

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

    @Flag(help: ArgumentHelp("Write the folder again whenever a spec changes, until stopped (Ctrl-C).",
                             discussion: "A broken spec leaves the folder as it was; the error goes to standard error."))
    var watch = false

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("give at least one spec") }
        guard !specs.contains(SpecReader.standardInput) else {
            throw ValidationError("files are named after their specs, so standard input ('-') cannot be one")
        }
    }

    /// Writes all the files or none (``LayoutDiagramTools/Gallery``).
    func run() throws {
        guard watch else { return try write() }
        func rewrite() {
            do {
                try write()
            } catch let failure as CommandFailure {
                LayoutDiagramCommand.writeToStandardError(failure.message)
            } catch {
                LayoutDiagramCommand.writeToStandardError("error: \(error)")
            }
            _ = StandardOutput.flushFailure()   // each line as it happens, for whoever watches
        }
        rewrite()
        FileWatcher(paths: specs).run(rewrite)
    }

    private func write() throws {
        try forCommand { () throws(ArtefactError) in try Gallery(specs: specs, output: output, rendering: .standard).write() }
        print("gallery: \(specs.count) specs rendered into \(output)/ (JSON, SVG and PNG, light and dark, and the HTML page)")
    }
}
