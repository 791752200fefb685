import ArgumentParser
import CompositionalLayout
import Foundation

/// `layout-diagram frames SPEC`: prints the frames JSON of CONTRACT §4.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print every solved frame as JSON.",
        discussion: "The output is the frames JSON: keys sorted, numbers rounded to 1/10000, byte-stable.")

    @OptionGroup var input: SpecInput

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output ('-').")
    var output: String = "-"

    @Option(parsing: .unconditional, help: ArgumentHelp("Report pinned headers and footers as seen at this content offset along the scroll axis.",
                               discussion: """
                                   The visible area is the container less the safe area along the scroll axis, \
                                   as in a collection view that adjusts its content insets automatically: \
                                   at rest the offset is minus the top safe area.
                                   """,
                               valueName: "offset"))
    var contentOffset: Double?

    func validate() throws {
        if let contentOffset, !contentOffset.isFinite {
            throw ValidationError("--content-offset must be a finite number")
        }
    }

    func run() throws {
        try OutputFile(output).refuseInputs([input.spec])
        let specification = try input.load()
        var solution = try specification.solveForCommand()
        if let contentOffset {
            solution = solution.pinned(atContentOffset: contentOffset,
                                       adjustedContentInsets: specification.safeAreaInsets)
        }
        try OutputFile(output).write(solution.framesJSON())
    }
}
