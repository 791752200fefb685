import ArgumentParser
import Foundation

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
    /// staging folder beside the output folder, and only when all of them are written are they moved in.
    /// A bad spec, a failed render or a full disk leaves the output folder as it was, so a golden
    /// folder never holds a mix of old and new files. (A process killed while staging leaves the
    /// staging folder, `.NAME.XXXXXX`, beside the output, never files inside it.)
    func run() throws {
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.badInput("\(output): error: cannot create the folder: \(error.localizedDescription)")
        }
        let specifications = try specs.map { spec in (spec, try loadSpecification(spec)) }
        let folder = URL(fileURLWithPath: output).standardizedFileURL
        var template = Array(folder.deletingLastPathComponent()
            .appendingPathComponent(".\(folder.lastPathComponent).XXXXXX").path.utf8CString)
        guard mkdtemp(&template) != nil else {
            throw CommandFailure.badInput("\(output): error: cannot create a staging folder beside it: "
                                          + String(cString: strerror(errno)))
        }
        let staging = URL(fileURLWithPath: String(cString: template))
        defer { try? FileManager.default.removeItem(at: staging) }
        var staged: [String] = []
        for (spec, specification) in specifications {
            for artefact in GalleryArtefact.artefacts(forSpecAt: spec) {
                let bytes = try artefact.render(specification)
                do {
                    try bytes.write(to: staging.appendingPathComponent(artefact.fileName))
                } catch {
                    throw CommandFailure.badInput("\(output): error: cannot write \(artefact.fileName): "
                                                  + error.localizedDescription)
                }
                staged.append(artefact.fileName)
            }
        }
        for name in staged {
            let from = staging.appendingPathComponent(name).path, to = folder.appendingPathComponent(name).path
            guard rename(from, to) == 0 else {
                throw CommandFailure.badInput("\(output): error: cannot move \(name) into place: "
                                              + String(cString: strerror(errno)))
            }
        }
        print("gallery: \(specs.count) specs rendered into \(output)/ (JSON, SVG and PNG, light and dark)")
    }
}
