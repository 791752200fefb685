import Foundation

/// What `merge-reports` does, as Playwright's `merge-reports` joins the reports of a sharded
/// suite: the reports of `check --shard 1/N` … `N/N` become the one report an unsharded `check`
/// writes (their verdicts, actual files and diff images together, `report.html`, `reg.json`
/// and `check.json`), staged and swapped in as a whole.
public struct CheckReportMerge {
    /// The shards' report folders.
    public var reports: [String]
    /// The golden folder they were checked against.
    public var against: String
    /// The merged report's folder.
    public var report: String

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
        return try StagedFolder.replace(report, keeping: false) { (staging) throws(ArtefactError) in
            do {
                for part in ["actual", "diff"] {
                    let target = staging.appendingPathComponent(part)
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                    for source in reports {
                        let from = URL(fileURLWithPath: source).appendingPathComponent(part)
                        for name in (try? FileManager.default.contentsOfDirectory(atPath: from.path)) ?? [] {
                            try FileManager.default.copyItem(at: from.appendingPathComponent(name),
                                                             to: target.appendingPathComponent(name))
                        }
                    }
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
