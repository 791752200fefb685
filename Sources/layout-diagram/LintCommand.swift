import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutInput
import LayoutSpec

/// `layout-diagram lint SPEC…`: layouts that are legal but almost certainly not what was meant.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report layouts that UIKit accepts but that are almost certainly not what was meant.",
        discussion: """
            Rules: \(LayoutLintRule.allCases.map { "\($0.code) \($0.rawValue): \($0.summary)" }.joined(separator: "; ")). \
            Each finding is a warning at the line that wrote the object at fault, with a fix; \
            see docs/lint.md.
            Exit status: 0 when nothing is found, 1 when something is, 2 when a spec cannot be read or solved \
            (the other specs are still linted).
            """)

    @Argument(help: "The spec files (YAML or JSON), or '-' for standard input.")
    var specs: [String]

    @Option(help: "text (warnings and fixes), json (one object per finding) or sarif (SARIF 2.1.0).",
            transform: choice)
    var format: LintReport.Format = .text

    @Option(help: ArgumentHelp("Leave out a rule, by name (repeat for several).", valueName: "rule"),
            transform: choice)
    var disable: [LayoutLintRule] = []

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output ('-').")
    var output: String = "-"

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("give at least one spec file") }
    }

    func run() throws {
        try OutputFile(output).refuseInputs(specs)
        var findings: [SpecLintFinding] = []
        var unreadable = 0, layouts = 0
        /// Runs `body`; a spec or layout function it cannot read or solve is reported, and the rest go on.
        func reporting(_ body: () throws -> Void) {
            do {
                try body()
            } catch let error as ArtefactError {
                LayoutDiagramCommand.writeToStandardError(error.message)
                unreadable += 1
            } catch {
                LayoutDiagramCommand.writeToStandardError("\(error)")
                unreadable += 1
            }
        }
        for path in specs {
            layouts += 1
            reporting {
                // Each layout function of a Swift file that has several, each on its own.
                let sources = try LayoutSource.sources(at: path)
                layouts += sources.count - 1
                for source in sources {
                    reporting {
                        findings += try source.load().lint().filter { !disable.contains($0.finding.rule) }
                    }
                }
            }
        }
        let report = LintReport(findings: findings)
        let data: Data
        do {
            data = try report.data(format, toolVersion: LayoutDiagramCommand.version)
        } catch {
            throw CommandFailure.badInput("error: cannot write the lint report: \(error)")
        }
        try OutputFile(output).write(data)
        if unreadable > 0 {
            // A Swift file with several layout functions counts each.
            throw CommandFailure(message: "lint: \(unreadable) of \(layouts) \(layouts == specs.count ? "specs" : "layouts") "
                                 + "could not be linted",
                                 exitCode: CommandFailure.badInput)
        }
        if !findings.isEmpty {
            throw CommandFailure(message: "", exitCode: CommandFailure.comparisonFailed)
        }
    }
}

