import ArgumentParser
import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools

/// `layout-diagram merge-reports REPORTS... --against DIR --report OUT`: joins the reports of
/// `check --shard 1/N` … `N/N` into one, as Playwright's `merge-reports` does.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the reports of a sharded check into one; exit 1 if any part differs.",
        discussion: """
            Each folder is a report written by 'check --shard I/N'; every part from 1 to N must be given once. \
            The merged folder gets every part's actual files and diff images, and report.html, reg.json and \
            check.json for the whole gallery, as one unsharded 'check' writes them. \
            Parts of different checks (other specs, golden folder, tolerance or --run-id), parts that overlap, \
            and parts holding symbolic links are refused (exit 2).
            Example: layout-diagram merge-reports shard-1 shard-2 shard-3 --against output --report merged
            """)

    @Argument(help: "The shards' report folders.")
    var reports: [String]

    @OptionGroup var folders: CheckFolders

    func validate() throws {
        guard !reports.isEmpty else { throw ValidationError("give the shards' report folders") }
    }

    func run() throws {
        let result = try forCommand { () throws(ArtefactError) in
            try CheckReportMerge(reports: reports, against: folders.against, report: folders.report).run()
        }
        try CheckCommand.report(result, folders: folders, specs: [], command: "merge-reports")
    }
}
