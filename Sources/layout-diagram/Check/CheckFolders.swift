import ArgumentParser

/// The two folders `check` and `merge-reports` both name: the golden gallery compared with,
/// and the report written.
struct CheckFolders: ParsableArguments {
    @Option(help: ArgumentHelp("The golden folder, as written by 'gallery', that the specs (or the shards) are "
                               + "checked against.", valueName: "dir"))
    var against: String

    @Option(help: ArgumentHelp("Where to write the report and the actual files: a new or empty folder, or a previous "
                               + "report, which is replaced whole (see docs/ci.md).", valueName: "dir"))
    var report: String = ".build/layout-diagram-check"
}
