import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutDiagramArtefacts
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
        var findings: [SpecLintFinding] = []
        var unreadable = 0
        for path in specs {
            do {
                // Each layout function of a Swift file that has several.
                for source in try LayoutSource.sources(at: path) {
                    let specification = try source.load()
                    findings += try specification.lint().filter { !disable.contains($0.finding.rule) }
                }
            } catch let error as ArtefactError {
                LayoutDiagramCommand.writeToStandardError(error.message)
                unreadable += 1
            } catch let error as SpecError {
                LayoutDiagramCommand.writeToStandardError(error.description)
                unreadable += 1
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
            throw CommandFailure(message: "lint: \(unreadable) of \(specs.count) specs could not be linted",
                                 exitCode: CommandFailure.badInput)
        }
        if !findings.isEmpty {
            throw CommandFailure(message: "", exitCode: CommandFailure.comparisonFailed)
        }
    }
}

