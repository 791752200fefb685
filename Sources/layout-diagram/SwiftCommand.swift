import ArgumentParser
import Foundation
import LayoutDiagramPipeline
import LayoutInput
import LayoutSpec

/// `layout-diagram swift SPEC`: the spec's layout as UIKit code.
struct SwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Print the spec's layout as UIKit code: a createLayout() to paste into a tutorial.",
        discussion: """
            The code uses UIKit's own names, so it compiles with UIKit, or with this package's \
            CompositionalLayout module after changing the import, and lays out the same frames. \
            A section with variants becomes a function that tests the environment; a list, \
            NSCollectionLayoutSection.list(using:layoutEnvironment:). Item counts, labels and measured \
            sizes are data, not layout: they are named in a comment. A custom group is written as the \
            frames it has in the spec's container.
            """)

    @Argument(help: "The spec file (YAML or JSON), or '-' for standard input.")
    var spec: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output ('-').")
    var output: String = "-"

    func run() throws {
        try OutputFile(output).refuseInputs([spec])
        let specification = try forCommand { () throws(ArtefactError) in try LayoutLoading.loadSpecification(spec) }
        let source: String
        do {
            source = try specification.swiftSource()
        } catch {
            throw CommandFailure.badInput(error.description)
        }
        try OutputFile(output).write(Data(source.utf8))
    }
}
