import Foundation
import LayoutDiagramPipeline

/// The report of a `check` run: `report.html` for people, `reg.json` for tools, and
/// `check.json`, the verdicts as `merge-reports` reads them back.
///
/// ```swift
/// let result = CheckResult(expectedDirectory: golden, actualDirectory: out.appending(path: "actual"),
///                          diffDirectory: out.appending(path: "diff"), items: items,
///                          cairoVersion: "1.16.0", expectedCairoVersion: "1.16.0")
/// try CheckReport.write(result, to: out)   // out/report.html, out/reg.json
/// ```
///
/// Both files name the expected, actual and diff files by paths relative to
/// `reportDirectory`, so the report folder can be uploaded with its neighbours and
/// opened anywhere. Nothing in either file depends on the time or the machine: the
/// same result gives the same bytes.
///
/// - `report.html` is one static file: inline CSS, a few lines of JavaScript, no
///   network. See ``CheckReportHTML`` for what it shows.
/// - `reg.json` has reg-cli's shape; see ``RegJSON``.
public enum CheckReport {
    static let htmlFileName = "report.html"
    static let jsonFileName = "reg.json"
    /// What `merge-reports` reads back: the verdicts, with the part of the check they are.
    static let recordFileName = "check.json"

    /// `check.json`: the result's verdicts as `merge-reports` reads them.
    struct Record: Codable {
        var shard: String?
        /// The run the check was part of (`check --run-id`), when given.
        var run: String?
        /// What the check was given (``CheckInputsDigest``): the parts of one check share it.
        var inputs: String?
        /// The report folder the text diffs' headers name.
        var report: String?
        var cairoVersion: String
        var expectedCairoVersion: String?
        var items: [CheckItem]
    }

    /// The HTML report of `result`, to be saved as `reportDirectory/report.html`.
    static func html(for result: CheckResult, reportDirectory: URL) -> String {
        CheckReportHTML(result: result, reportDirectory: reportDirectory).document()
    }

    /// reg-cli's `reg.json` for `result`, to be saved in `reportDirectory`.
    static func regJSON(for result: CheckResult, reportDirectory: URL) -> Data {
        RegJSON(result, reportDirectory: reportDirectory).encoded()
    }

    /// Writes `report.html`, `reg.json`, `check.json` and the marker that makes the folder a report
    /// (``ReportFolder``) into `reportDirectory`, creating it if needed. Each file is written whole or not at all.
    /// With `location`, the files are written to `reportDirectory` (a staging
    /// folder) but their relative paths are those from `location`, where the
    /// folder will be.
    public static func write(_ result: CheckResult, to reportDirectory: URL,
                             locatedAt location: URL? = nil) throws(ArtefactFileError) {
        do {
            try FileManager.default.createDirectory(at: reportDirectory, withIntermediateDirectories: true)
        } catch {
            throw ArtefactFileError("create", reportDirectory.path, error.localizedDescription)
        }
        let location = location ?? reportDirectory
        try ReportFolder.writeMarker(in: reportDirectory)
        try AtomicFile.write(regJSON(for: result, reportDirectory: location),
                             to: reportDirectory.appendingPathComponent(jsonFileName).path)
        try AtomicFile.write(Data(html(for: result, reportDirectory: location).utf8),
                             to: reportDirectory.appendingPathComponent(htmlFileName).path)
        let record = Record(shard: result.shard?.description, run: result.runID, inputs: result.inputsDigest,
                            report: result.reportPath, cairoVersion: result.cairoVersion,
                            expectedCairoVersion: result.expectedCairoVersion, items: result.items)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain strings and enums cannot fail.
        try AtomicFile.write((try? encoder.encode(record)) ?? Data(),
                             to: reportDirectory.appendingPathComponent(recordFileName).path)
    }
}
