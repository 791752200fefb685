import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutDiagram
import LayoutDiagramSVG
import LayoutSpec

/// `layout-diagram render SPEC -o OUT.svg`: draws the solved layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the solved layout as SVG.",
        discussion: """
            The format comes from the output's extension. Points map 1:1 to SVG units. \
            Ids are stable, and salted with a hash of the spec so that several diagrams can share a page.
            """)

    @OptionGroup var input: SpecInput

    @Option(name: .shortAndLong, help: "The output file (.svg), or '-' for standard output.")
    var output: String

    @Option(help: "Prefix for ids and CSS classes (default: from a hash of the spec).")
    var salt: String?

    @Option(help: "Space around the diagram, in points.")
    var pad: Double = 16

    @Flag(help: "Leave out the <?xml …?> declaration, for inlining in HTML.")
    var noXMLDeclaration = false

    func validate() throws {
        let format = OutputFile(output).pathExtension
        guard output == "-" || format == "svg" else {
            throw ValidationError("unsupported output format '.\(format)': only .svg can be written so far")
        }
        guard pad.isFinite, pad >= 0, pad <= DiagramOptions.maxPadding else {
            throw ValidationError("--pad must be between 0 and \(Int(DiagramOptions.maxPadding))")
        }
    }

    func run() throws {
        let specification = try input.load()
        let solution = try specification.solveForCommand()
        let options = DiagramOptions(specification: specification, padding: pad, salt: salt)
        let bytes: Data
        do {
            let scene = try DiagramSceneBuilder(options: options).scene(for: solution)
            bytes = try SVGRenderer(options: .init(xmlDeclaration: !noXMLDeclaration)).render(scene)
        } catch {
            throw CommandFailure.badInput("\(input.spec): error: could not draw the layout: \(error)")
        }
        try OutputFile(output).write(bytes)
    }
}

extension DiagramOptions {
    /// Diagram options for a spec: its title (or file name), its section names,
    /// and a salt from its hash. Item labels travel in the solution, and the
    /// scene writes its own summary.
    init(specification: LayoutSpecification, padding: Double, salt: String?) {
        let title = specification.title
            ?? URL(fileURLWithPath: specification.path).deletingPathExtension().lastPathComponent
        self.init(title: title,
                  sectionNames: specification.sections.map(\.name),
                  padding: padding,
                  salt: DiagramSalt(salt ?? "ld" + String(specification.sourceDigest.prefix(6))))
    }
}
