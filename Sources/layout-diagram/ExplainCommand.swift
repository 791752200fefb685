import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutInput
import LayoutSpec

/// `layout-diagram explain SPEC --element 0.3`: how one frame was computed, with the arithmetic.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how an element's frame is computed, with the arithmetic written out.",
        discussion: """
            Elements: 0.3 (item 3 of section 0), section-header@0 (a supplementary or decoration view of \
            section 0, by kind), badge@0.3 (by kind at an index path), layout-header (the layout's own), \
            s0-g3 or s0-g3.1.0 (group instance 3 of section 0, or its nested group at subitem path 1, 0: \
            the diagram's ids). See docs/explain.md.
            """)

    @OptionGroup var input: SpecInput

    @Option(name: .shortAndLong, help: ArgumentHelp("The element to explain (repeat for several).", valueName: "element"),
            transform: selector)
    var element: [LayoutElementSelector] = []

    @Option(help: "text (a step per stage, a line per quantity) or json.", transform: choice)
    var format: ExplanationReport.Format = .text

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output ('-').")
    var output: String = "-"

    /// Reads an element from the command line.
    static func selector(_ text: String) throws -> LayoutElementSelector {
        guard let selector = LayoutElementSelector(text) else {
            throw ValidationError("'\(text)' names no element: give an index path (0.3), a kind "
                                  + "(section-header@0, badge@0.3, layout-header) or a group (s0-g3)")
        }
        return selector
    }

    func validate() throws {
        guard !element.isEmpty else { throw ValidationError("give an element to explain with --element, e.g. 0.3") }
        do {
            _ = try ExplainedElements(element)
        } catch {
            throw ValidationError(String(error.message.dropFirst("error: ".count)))
        }
    }

    func run() throws {
        try OutputFile(output).refuseInputs([input.spec])
        let specification = try input.load()
        let explanations = try forCommand { () throws(ArtefactError) in
            // Each element once; their solves within a budget counted from one solve first.
            let elements = try ExplainedElements(element)
            if elements.selectors.count > 1 {
                try elements.checkBudget(frames: try specification.solveForArtefacts().frameCount, of: specification)
            }
            return try elements.selectors.map { selector throws(ArtefactError) in try specification.explainForArtefacts(selector) }
        }
        let data: Data
        do {
            data = try ExplanationReport(explanations: explanations).data(format)
        } catch {
            throw CommandFailure.badInput("error: cannot write the explanation: \(error)")
        }
        try OutputFile(output).write(data)
    }
}
