import Foundation
import LayoutDiagramPipeline

/// What `merge-reports` does, as Playwright's `merge-reports` joins the reports of a sharded
/// suite: the reports of `check --shard 1/N` … `N/N` become the one report an unsharded `check`
/// writes (their verdicts, actual files and diff images together, `report.html`, `reg.json`
/// and `check.json`), staged and swapped in as a whole.
///
/// Only the parts of one check are joined: each part records a digest of what its check was
/// given (``CheckInputsDigest``) and the run it was part of (`check --run-id`), and every part
/// must agree on both; each part must be given once, and no file may be reported by two parts.
/// Only regular files are gathered: a symbolic link (or anything else) in a part's `actual` or
/// `diff` folder is refused, since `check` never writes one. The merged folder is a report
/// folder like any other (``ReportFolder``).
public struct CheckReportMerge {
    /// The shards' report folders.
    public var reports: [String]
    /// The golden folder they were checked against.
    public var against: String
    /// The merged report's folder.
    public var report: String

    /// A merge of the report folders `reports`, checked against the golden folder `against`, into `report`.
    public init(reports: [String], against: String, report: String) {
        self.reports = reports
        self.against = against
        self.report = report
    }

    /// Merges, and writes the merged report. Every part of the check must be given once.
    public func run() throws(ArtefactError) -> CheckResult {
        var records: [CheckReport.Record] = []
        for folder in reports {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(CheckReport.recordFileName)
            guard let data = try? Data(contentsOf: url) else {
                throw ArtefactError("\(folder): error: no \(CheckReport.recordFileName); give folders written by 'check --report'")
            }
            do {
                records.append(try JSONDecoder().decode(CheckReport.Record.self, from: data))
            } catch {
                throw ArtefactError("\(url.path): error: not a check record: \(error.localizedDescription)")
            }
        }
        try checkParts(records.map { $0.shard.flatMap(CheckShard.init) })
        try checkSameCheck(records)
        try checkNoOverlap(records)
        try ReportFolder.checkReplaceable(report, inputs: reports + [against], golden: against)
        let files = try gatheredFiles()

        let reportURL = URL(fileURLWithPath: report)
        // A text diff's header names its part's actual file; the merged report holds it now.
        let items = records.flatMap { record in
            record.items.map { item in
                var item = item
                if let from = record.report {
                    item.textDiff = item.textDiff?.replacingOccurrences(of: "+++ \(from)/actual/", with: "+++ \(report)/actual/")
                }
                return item
            }
        }
        var result = CheckResult(expectedDirectory: URL(fileURLWithPath: against),
                                 actualDirectory: reportURL.appendingPathComponent("actual"),
                                 diffDirectory: reportURL.appendingPathComponent("diff"),
                                 items: items.sorted { $0.name < $1.name },
                                 cairoVersion: records.first?.cairoVersion ?? "",
                                 expectedCairoVersion: records.lazy.compactMap(\.expectedCairoVersion).first)
        result.reportPath = report
        result.runID = records.first?.run
        result.inputsDigest = records.first?.inputs
        return try StagedFolder.replace(report, keeping: false) { (staging) throws(ArtefactError) in
            do {
                for part in ["actual", "diff"] {
                    try FileManager.default.createDirectory(at: staging.appendingPathComponent(part),
                                                            withIntermediateDirectories: true)
                }
                for (from, to) in files {
                    try FileManager.default.copyItem(at: from, to: staging.appendingPathComponent(to))
                }
            } catch {
                throw ArtefactError("\(report): error: cannot gather the shards' files: \(error.localizedDescription)")
            }
            do throws(ArtefactFileError) {
                try CheckReport.write(result, to: staging, locatedAt: reportURL)
            } catch {
                throw ArtefactError(error)
            }
            return result
        }
    }

    /// Each part's files to copy (`actual/NAME` and `diff/NAME`), each a regular file: a symbolic
    /// link or anything else is refused (checked with `lstat`, so a link is never followed), as is
    /// a name two parts both hold.
    private func gatheredFiles() throws(ArtefactError) -> [(URL, String)] {
        var files: [(URL, String)] = []
        var owner: [String: String] = [:]
        for source in reports {
            for part in ["actual", "diff"] {
                let folder = URL(fileURLWithPath: source).appendingPathComponent(part)
                var info = stat()
                guard lstat(folder.path, &info) == 0 else { continue }
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw ArtefactError("\(folder.path): error: not a folder; 'check' writes \(part) as a folder")
                }
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                    let file = folder.appendingPathComponent(name)
                    guard lstat(file.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                        let what = info.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a regular file"
                        throw ArtefactError("\(file.path): error: \(what), which 'check' never writes; "
                                            + "merge-reports gathers only regular files")
                    }
                    let key = part + "/" + name
                    if let first = owner[key] {
                        throw ArtefactError("error: merge-reports: \(first) and \(source) both hold \(key); "
                                            + "give each part of the check once")
                    }
                    owner[key] = source
                    files.append((file, key))
                }
            }
        }
        return files
    }

    /// Throws unless every part records the same check (``CheckInputsDigest``) and the same run.
    private func checkSameCheck(_ records: [CheckReport.Record]) throws(ArtefactError) {
        for (folder, record) in zip(reports, records) where record.inputs == nil {
            throw ArtefactError("\(folder): error: the report does not record what its check was given "
                                + "(written by an older layout-diagram); run the check again")
        }
        guard let first = records.first else { return }
        for (folder, record) in zip(reports, records).dropFirst() {
            if record.inputs != first.inputs {
                throw ArtefactError("error: merge-reports: \(folder) is a part of another check than \(reports[0]) "
                                    + "(different specs, golden folder, tolerance or Cairo); give the parts of one check")
            }
            if record.run != first.run {
                throw ArtefactError("error: merge-reports: \(folder) is a part of another run than \(reports[0]) "
                                    + "(run id \(record.run.map { "'\($0)'" } ?? "none") vs "
                                    + "\(first.run.map { "'\($0)'" } ?? "none")); give the parts of one run")
            }
        }
    }

    /// Throws when two parts report the same file: the parts of one check share none.
    private func checkNoOverlap(_ records: [CheckReport.Record]) throws(ArtefactError) {
        var owner: [String: String] = [:]
        for (folder, record) in zip(reports, records) {
            for item in record.items {
                if let first = owner[item.name] {
                    throw ArtefactError("error: merge-reports: \(first) and \(folder) both report \(item.name); "
                                        + "give each part of the check once")
                }
                owner[item.name] = folder
            }
        }
    }

    /// Throws unless the parts are 1/N … N/N, each once, or a single unsharded report.
    private func checkParts(_ parts: [CheckShard?]) throws(ArtefactError) {
        let shards = parts.compactMap { $0 }
        guard !parts.isEmpty, shards.count == parts.count || parts.count == 1 else {
            throw ArtefactError("error: merge the reports of 'check --shard I/N', every I from 1 to N once")
        }
        guard let count = shards.first?.count else { return }
        let indices = shards.map(\.index)
        let missing = (1...count).filter { !indices.contains($0) }
        guard shards.allSatisfy({ $0.count == count }), missing.isEmpty, indices.count == count else {
            let detail = missing.isEmpty ? "a part is given twice, or parts of different splits"
                : "missing " + missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            throw ArtefactError("error: merge-reports needs every part of the check once: \(detail)")
        }
    }
}
