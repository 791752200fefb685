import Foundation
import LayoutDiagramPipeline
import LayoutInput

/// Where `check` and `merge-reports` may write a report, which replaces the folder as a whole
/// (``StagedFolder``): only a folder that is new, empty, or holds nothing but a previous report.
///
/// ```text
/// check specs/*.yaml --against golden --report .       error: the current folder holds other files
/// check specs/*.yaml --against golden --report golden  error: the report folder is the golden folder
/// check specs/*.yaml --against golden --report ..      error: the report folder holds the input specs/a.yaml
/// ```
///
/// A report is known by ``markerFileName``, which every report writes; a folder holding only a
/// report's own names (``ownNames``) and `check.json` is a report of a version before the marker.
/// Folders are compared by identity (``InputFiles``), never by their paths' spelling. Every refusal
/// happens before anything is written, and leaves the folder as it was.
public enum ReportFolder {
    /// The file that marks a folder as a report, so that the next run may replace it.
    public static let markerFileName = ".layout-diagram-report"

    /// What the marker says to a person who finds it.
    static let markerText = """
        This folder is a report of 'layout-diagram check' (or 'merge-reports'). The next run with the same
        --report replaces it whole; a folder without this file is never replaced.

        """

    /// Every name a report writes at its top level.
    public static let ownNames: Set<String> = [markerFileName, CheckReport.htmlFileName, CheckReport.jsonFileName,
                                               CheckReport.recordFileName, "actual", "diff"]

    /// Throws (an `error: …` message) unless a report may replace `path`: a folder that does not
    /// exist, is empty, or holds nothing but a previous report; never `golden`, a folder that
    /// holds one of `inputs` (the specs, the golden folder, the parts being merged) or the current
    /// folder, or a symbolic link.
    public static func checkReplaceable(_ path: String, inputs: [String], golden: String) throws(ArtefactError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }   // a new folder
        func refuse(_ why: String) -> ArtefactError {
            ArtefactError("error: --report \(path): \(why); give a new or empty folder, or a previous report's")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: throw refuse("it is a symbolic link, and a report replaces the folder itself")
        default: throw refuse("it is not a folder")
        }
        if let identity = InputFiles.Identity(path), identity == InputFiles.Identity(golden) {
            throw refuse("it is the golden folder (--against \(golden))")
        }
        if let input = InputFiles(inputs).input(inside: path) {
            throw refuse("it holds \(input), an input of this run, and a report replaces the folder as a whole")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw refuse("it cannot be read (\(error.localizedDescription))")
        }
        guard !names.isEmpty else { return }
        if InputFiles.holdsCurrentFolder(path) {
            throw refuse("it is (or holds) the current folder, which is not empty")
        }
        let foreign = names.filter { !ownNames.contains($0) }.sorted()
        let isReport = names.contains(markerFileName) || names.contains(CheckReport.recordFileName)
        guard foreign.isEmpty, isReport else {
            let shown = (foreign.isEmpty ? names.sorted() : foreign).prefix(3).joined(separator: ", ")
            throw refuse("it holds files that are not a report (\(shown)\(foreign.count > 3 ? ", …" : ""))")
        }
    }

    /// Writes the marker into a report folder being built.
    static func writeMarker(in folder: URL) throws(ArtefactFileError) {
        try AtomicFile.write(Data(markerText.utf8), to: folder.appendingPathComponent(markerFileName).path)
    }
}
