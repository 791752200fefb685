import CompositionalLayout
import Foundation
import LayoutDiagramCairo
import LayoutDiagramDiff
import LayoutDiagramPipeline
import LayoutInput

/// What `check` does: renders each spec as `gallery` would, on every core,
/// writes the renderings into the report's `actual` folder, and compares each
/// file with its golden copy (the JSON and SVG exactly, the PNG by pixels
/// within a ``Tolerance``); golden files that nothing renders any more are
/// reported as deleted.
public struct GalleryCheck {
    /// The spec and Swift files to render and compare, as given on the command line.
    public var specs: [String]
    /// The golden folder.
    public var against: String
    /// The report folder.
    public var report: String
    /// How much a PNG may differ from its golden copy and still pass; JSON and SVG must match exactly.
    public var tolerance: Tolerance
    /// How the pictures are drawn, in each format and theme: as the gallery drew them.
    public var rendering: DiagramRendering
    /// The part of the check this run makes; `nil` for all of it.
    public var shard: CheckShard?
    /// The CI run this check is part of, recorded so that `merge-reports` refuses a part of another run.
    public var runID: String?

    /// A check of `specs` against the golden folder `against`, writing its report into `report`;
    /// `shard` (`nil`: all of it) and `runID` only for a check split across CI jobs.
    public init(specs: [String], against: String, report: String, tolerance: Tolerance, rendering: DiagramRendering,
                shard: CheckShard? = nil, runID: String? = nil) {
        self.rendering = rendering
        self.specs = specs
        self.against = against
        self.report = report
        self.tolerance = tolerance
        self.shard = shard
        self.runID = runID
    }

    /// Checks, and writes the report folder (the renderings, the diff strips, `report.html` and
    /// `reg.json`): staged and swapped in as a whole (``StagedFolder``), so a failure part-way leaves
    /// the previous report as it was.
    public func runWritingReport() throws(ArtefactError) -> CheckResult {
        try ReportFolder.checkReplaceable(report, inputs: specs + [against], golden: against)
        return try StagedFolder.replace(report, keeping: false) { (staging) throws(ArtefactError) in
            let result = try run(stagingIn: staging)
            do throws(ArtefactFileError) {
                try CheckReport.write(result, to: staging, locatedAt: URL(fileURLWithPath: report))
            } catch {
                throw ArtefactError(error)
            }
            return result
        }
    }

    /// Renders every spec into the report's `actual` folder and compares. With
    /// `staging`, the files go there instead, and the result names the report
    /// folder they will be in once the staging folder is swapped in.
    public func run(stagingIn staging: URL? = nil) throws(ArtefactError) -> CheckResult {
        // Written in place, the report's actual/ and diff/ are replaced: only in a report's folder.
        if staging == nil { try ReportFolder.checkReplaceable(report, inputs: specs + [against], golden: against) }
        let expectedDirectory = URL(fileURLWithPath: against)
        let reportDirectory = URL(fileURLWithPath: report)
        let writtenDirectory = staging ?? reportDirectory
        let actualDirectory = reportDirectory.appendingPathComponent("actual")
        let diffDirectory = reportDirectory.appendingPathComponent("diff")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: against, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ArtefactError("\(against): error: no such folder")
        }
        do {
            for directory in [writtenDirectory.appendingPathComponent("actual"), writtenDirectory.appendingPathComponent("diff")] {
                try? FileManager.default.removeItem(at: directory)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            }
        } catch {
            throw ArtefactError("\(report): error: cannot create the report folder: \(error.localizedDescription)")
        }

        // Every spec on every core at once (ParallelMap); the verdicts are sorted by name below.
        let actualFolder = writtenDirectory.appendingPathComponent("actual")
        let diffFolder = writtenDirectory.appendingPathComponent("diff")
        let sources = try LayoutSource.sources(at: specs)
        let mySources = sources.filter { shard?.owns(specAt: $0.path) ?? true }
        let perSpec = try ParallelMap.map(mySources) { source throws(ArtefactError) -> [(CheckItem, cairo: String?)] in
            let specification = try source.load()
            var found: [(CheckItem, cairo: String?)] = []
            for artefact in Artefact.artefacts(for: source, rendering: rendering) {
                let actual = try artefact.render(specification)
                try Self.writeReportFile(actual, to: actualFolder.appendingPathComponent(artefact.fileName))
                let goldenURL = expectedDirectory.appendingPathComponent(artefact.fileName)
                guard let golden = try? Data(contentsOf: goldenURL) else {
                    found.append((CheckItem(name: artefact.fileName, kind: artefact.kind, verdict: .new,
                                            summary: "not in \(against)"), nil))
                    continue
                }
                let cairo = artefact.kind == .png ? Self.cairoVersion(of: golden) : nil
                found.append((try compare(artefact, golden: golden, actual: actual, diffDirectory: diffFolder), cairo))
            }
            return found
        }
        var items = perSpec.flatMap { $0.map(\.0) }
        // What every spec renders, in any part: a golden file is deleted only when no part renders it.
        let rendered = Set(sources.flatMap { Artefact.artefacts(for: $0, rendering: rendering).map(\.fileName) })
        // The first golden PNG's Cairo version, in spec order, as before.
        let expectedCairo = perSpec.lazy.flatMap { $0 }.compactMap(\.cairo).first
        for name in (try? FileManager.default.contentsOfDirectory(atPath: against)) ?? []
        where !rendered.contains(name) && shard?.owns(fileNamed: name) ?? true {
            guard let kind = CheckItem.Kind(rawValue: URL(fileURLWithPath: name).pathExtension.lowercased()) else { continue }
            items.append(CheckItem(name: name, kind: kind, verdict: .deleted, summary: "nothing renders it any more"))
        }
        items.sort { $0.name < $1.name }
        var result = CheckResult(expectedDirectory: expectedDirectory, actualDirectory: actualDirectory,
                                 diffDirectory: diffDirectory, items: items, cairoVersion: CairoRenderer.cairoVersion,
                                 expectedCairoVersion: expectedCairo)
        result.shard = shard
        result.reportPath = report
        result.runID = runID
        result.inputsDigest = CheckInputsDigest.digest(specs: specs, against: against, tolerance: tolerance)
        return result
    }

    /// Writes a file of the report's fresh folder: plainly, since the folder is this run's own and is
    /// swapped in whole; AtomicFile's care for links, devices and temporaries is for paths a user names.
    private static func writeReportFile(_ data: Data, to url: URL) throws(ArtefactError) {
        do {
            try data.write(to: url)
        } catch {
            throw ArtefactError("\(url.path): error: cannot write: \(error.localizedDescription)")
        }
    }

    private func compare(_ artefact: Artefact, golden: Data, actual: Data,
                         diffDirectory: URL) throws(ArtefactError) -> CheckItem {
        let name = artefact.fileName
        switch artefact.kind {
        case .json, .svg, .html:
            guard golden != actual else {
                return CheckItem(name: name, kind: artefact.kind, verdict: .passed, summary: "identical")
            }
            // Frames JSON has one element per line and SVG (alone or in a page) one shape per line, so lines are what change.
            let lines = { (data: Data) in FramesText.lines(String(decoding: data, as: UTF8.self)) }
            let diff = LineDiff(old: lines(golden), new: lines(actual))
            let hunk = diff.unified(oldName: "\(against)/\(name)", newName: "\(report)/actual/\(name)")
            return CheckItem(name: name, kind: artefact.kind, verdict: .failed, summary: "the bytes differ",
                             textDiff: hunk.isEmpty ? nil : hunk)
        case .png:
            let result = PNGGoldenComparison(golden: golden, actual: actual, tolerance: tolerance)
            let comparison: PixelComparison
            switch result.verdict {
            case .identical:
                return CheckItem(name: name, kind: .png, verdict: .passed, summary: "identical")
            case .goldenUndecodable(let error), .actualUndecodable(let error):
                return CheckItem(name: name, kind: .png, verdict: .failed, summary: "cannot decode the PNG: \(error)")
            case .withinTolerance(let pixels), .differs(let pixels):
                comparison = pixels
            }
            let limit = tolerance.allowed + (tolerance.maxDiffRatio == nil ? " pixels" : "")
            var summary: String
            if let mismatch = comparison.sizeMismatch {
                summary = "sizes differ: \(mismatch.expected) vs \(mismatch.actual)"
            } else {
                summary = "\(comparison.differentPixels) pixels differ "
                    + "(\(PNGGoldenComparison.percent(comparison.ratio))), \(comparison.antiAliasedPixels) anti-aliased "
                    + "pixels ignored; allowed \(limit)"
            }
            if let note = result.frameNote { summary = note + ": " + summary }
            guard !result.matches else {
                return CheckItem(name: name, kind: .png, verdict: .passed, summary: summary)
            }
            let diffName = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent + "-diff.png"
            let png: Data
            do {
                png = try result.diffStripPNG() ?? Data()
            } catch {
                throw ArtefactError("\(name): error: cannot write the diff image: \(error)")
            }
            try Self.writeReportFile(png, to: diffDirectory.appendingPathComponent(diffName))
            return CheckItem(name: name, kind: .png, verdict: .failed, summary: summary, diffImage: diffName)
        }
    }

    /// `1.16.0` from a PNG's `Software` chunk (`layout-diagram, Cairo 1.16.0`).
    public static func cairoVersion(of png: Data) -> String? {
        guard let software = PNGTextChunk.entries(in: png)[PNGTextChunk.softwareKeyword],
              let range = software.range(of: "Cairo ") else { return nil }
        return String(software[range.upperBound...])
    }
}
