import ArgumentParser
import Foundation
import LayoutDiagramPipeline
import LayoutDiagramTools
import LayoutSpec

/// `layout-diagram check SPECS... --against DIR`: renders each spec as
/// `gallery` would and compares the files with the golden copies in DIR.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render specs and compare them with a gallery folder; exit 1 on any difference.",
        discussion: """
            Frames JSON and SVG must match byte for byte (a mismatch prints a unified diff of the first \
            differing lines). PNGs are compared by decoded pixels with pixelmatch's perceptual distance, \
            ignoring anti-aliasing. Files in DIR that nothing renders are reported as deleted, and files \
            missing from DIR as new, so check the whole gallery at once.
            The report folder gets report.html (expected, actual and diff side by side), reg.json \
            (reg-cli's format), and the actual and diff images.
            Example: layout-diagram check examples/*.yaml --against output
            To accept the changes, regenerate the folder: layout-diagram gallery examples/*.yaml -o output
            """)

    @Argument(help: "The spec files.")
    var specs: [String]

    @OptionGroup var folders: CheckFolders

    @OptionGroup var tolerance: ToleranceOptions

    @Option(help: ArgumentHelp("Check only part I of N (1/3, 2/3, 3/3 in three CI jobs), then join the reports "
                               + "with 'merge-reports'.", discussion: "A spec stays in its part when others are added.",
                               valueName: "I/N"),
            transform: { text in
                guard let shard = CheckShard(text) else {
                    throw ValidationError("give the part as I/N, with 1 ≤ I ≤ N ≤ 1000, such as 2/3")
                }
                return shard
            })
    var shard: CheckShard?

    @Option(help: ArgumentHelp("The CI run this check is part of (such as ${{ github.run_id }}), recorded in the "
                               + "report so that 'merge-reports' refuses a part of another run.", valueName: "id"))
    var runId: String?

    func validate() throws {
        guard !specs.isEmpty else { throw ValidationError("give at least one spec") }
        guard !specs.contains(SpecReader.standardInput) else {
            throw ValidationError("files are named after their specs, so standard input ('-') cannot be one")
        }
    }

    /// Checks and writes the report (``LayoutDiagramTools/GalleryCheck``), then prints what differs.
    func run() throws {
        let result = try forCommand { () throws(ArtefactError) in try galleryCheck.runWritingReport() }
        try Self.report(result, folders: folders, specs: specs, part: shard)
    }

    /// Prints what differs and the summary; a failure (exit 1) unless everything matches.
    static func report(_ result: CheckResult, folders: CheckFolders, specs: [String],
                       part: CheckShard? = nil, command: String = "check") throws {
        let (report, against) = (folders.report, folders.against)
        for item in result.items where item.verdict != .passed {
            print("\(item.verdict.rawValue.uppercased()) \(item.name): \(item.summary)")
            if let diff = item.textDiff { print(diff) }
        }
        if let expected = result.expectedCairoVersion, expected != result.cairoVersion {
            print("note: the golden PNGs were drawn with Cairo \(expected), this run with Cairo \(result.cairoVersion)")
        }
        let summary = "\(command)\(part.map { " \($0)" } ?? ""): \(result.passed.count) passed, \(result.failed.count) failed, "
            + "\(result.new.count) new, \(result.deleted.count) deleted; report: \(report)/report.html"
        print(summary)
        guard result.isClean else {
            let gallery = specs.isEmpty ? "layout-diagram gallery SPECS…"
                : "layout-diagram gallery \(specs.map(TerminalText.shellQuoted).joined(separator: " "))"
            throw CommandFailure(message: "\(command): \(against) does not match; to accept the changes, run: "
                                 + "\(gallery) -o \(TerminalText.shellQuoted(against))",
                                 exitCode: CommandFailure.comparisonFailed)
        }
    }

    /// Renders every spec into the report's `actual` folder and compares (``GalleryCheck``).
    func check() throws(CommandFailure) -> CheckResult {
        try forCommand { () throws(ArtefactError) in try galleryCheck.run() }
    }

    private var galleryCheck: GalleryCheck {
        GalleryCheck(specs: specs, against: folders.against, report: folders.report, tolerance: tolerance.tolerance,
                     rendering: .standard, shard: shard, runID: runId)
    }
}
