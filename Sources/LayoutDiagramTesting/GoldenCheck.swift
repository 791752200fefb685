import Foundation
import LayoutDiagram
import LayoutDiagramCairo
import LayoutDiagramDiff
import LayoutDiagramPipeline

/// Checks actual output against one snapshot's golden files, or records
/// them, as the record mode says:
/// - ``LayoutSnapshotRecordMode/all``: write, without comparing;
/// - a missing golden: write (``LayoutSnapshotRecordMode/missing``) or fail
///   (``LayoutSnapshotRecordMode/never``);
/// - otherwise compare: the frames exactly, the PNG within the tolerance.
struct GoldenCheck {
    var location: SnapshotLocation
    var mode: LayoutSnapshotRecordMode

    /// Where the golden files are, for messages.
    private var folder: String { location.directory.path }
    private var name: String { location.name }

    // MARK: - Frames

    func frames(_ actual: Result<String, SnapshotProblem>) -> SnapshotOutcome {
        let actualText: String
        switch actual {
        case .success(let text): actualText = text
        case .failure(let problem): return .failed(problem)
        }
        let file = location.framesFile
        let actualData = Data(actualText.utf8)
        do throws(SnapshotProblem) {
            if mode == .all {
                let previous = try GoldenFile.read(file)
                try GoldenFile.write(actualData, to: file)
                return .recorded(SnapshotRecording(reason: .rerecorded, files: [file], changed: previous != actualData))
            }
            guard let goldenData = try GoldenFile.read(file) else {
                return try recordMissing([(actualData, file)])
            }
            // Byte for byte, as `layout-diagram check` compares the gallery's frames.
            if goldenData == actualData { return .matched }
            return .mismatched(framesMismatch(golden: String(decoding: goldenData, as: UTF8.self), actual: actualText,
                                              actualData: actualData))
        } catch {
            return .failed(error)
        }
    }

    private func framesMismatch(golden: String, actual: String, actualData: Data) -> SnapshotProblem {
        let file = location.framesFile.lastPathComponent
        let (goldenLines, actualLines) = (FramesText.lines(golden), FramesText.lines(actual))
        let attachment = location.attachmentName("actual.json")
        var message = "Snapshot \"\(name)\": the frames differ from the golden \(file) in \(folder)"
        if goldenLines == actualLines {
            // Most likely git converted the line endings on checkout.
            message += " only in line endings or the final newline (the golden must be the exact bytes; "
                + "`*.json -text` in .gitattributes keeps git from converting them)."
        } else {
            message += ":\n" + LineDiff(old: goldenLines, new: actualLines)
                .unified(oldName: "\(file) (golden)", newName: "\(file) (actual)")
        }
        message += "\nThe actual frames are attached as \(attachment). "
        message += "If the change is intended, re-record with \(LayoutSnapshotRecordMode.environmentVariable)=1."
        return SnapshotProblem(message, attachments: [SnapshotAttachment(name: attachment, data: actualData)])
    }

    // MARK: - PNG

    func image(_ actual: Result<Data, SnapshotProblem>, stamp: RendererStamp,
               tolerance: LayoutSnapshotTolerance) -> SnapshotOutcome {
        let actualPNG: Data
        switch actual {
        case .success(let data): actualPNG = data
        case .failure(let problem): return .failed(problem)
        }
        let file = location.imageFile
        do {
            let stampData = try stamp.encoded()
            let files = [(actualPNG, file), (stampData, location.stampFile)]
            if mode == .all {
                let previous = try GoldenFile.read(file)
                for (data, url) in files { try GoldenFile.write(data, to: url) }
                return .recorded(SnapshotRecording(reason: .rerecorded, files: files.map(\.1),
                                                   changed: previous != actualPNG))
            }
            guard let golden = try GoldenFile.read(file) else {
                return try recordMissing(files)
            }
            if golden == actualPNG { return .matched }
            return compare(golden: golden, actual: actualPNG, stamp: stamp, tolerance: tolerance)
        } catch let problem as SnapshotProblem {
            return .failed(problem)
        } catch {
            return .failed(SnapshotProblem("Cannot encode \(location.stampFile.lastPathComponent): \(error)."))
        }
    }

    private func compare(golden: Data, actual: Data, stamp: RendererStamp,
                         tolerance: LayoutSnapshotTolerance) -> SnapshotOutcome {
        let file = location.imageFile.lastPathComponent
        let actualAttachment = SnapshotAttachment(name: location.attachmentName("actual.png"), data: actual)
        let notes = stamp.differences(fromGolden: goldenStamp(), file: location.stampFile.lastPathComponent)
        let result = PNGGoldenComparison(golden: golden, actual: actual, tolerance: tolerance)
        let comparison: PixelComparison
        switch result.verdict {
        case .identical, .withinTolerance:
            return .matched
        case .goldenUndecodable(let error):
            let message = "Snapshot \"\(name)\": the golden \(file) in \(folder) cannot be decoded as a PNG (\(error)). "
                + "Delete it, or re-record with \(LayoutSnapshotRecordMode.environmentVariable)=1. "
                + "The actual image is attached as \(actualAttachment.name)."
            return .failed(SnapshotProblem(message, attachments: [actualAttachment]))
        case .actualUndecodable(let error):
            return .failed(SnapshotProblem("Snapshot \"\(name)\": the diagram just drawn cannot be decoded (\(error))."))
        case .differs(let pixels):
            comparison = pixels
        }

        var message = "Snapshot \"\(name)\": the diagram differs from the golden \(file) in \(folder): "
        if let mismatch = comparison.sizeMismatch {
            message += "the image is \(mismatch.actual) pixels and the golden \(mismatch.expected); "
                + "an image of another size never matches."
        } else {
            message += "\(comparison.differentPixels) of \(comparison.totalPixels) pixels differ "
                + "(\(PNGGoldenComparison.percent(comparison.ratio))); allowed: \(tolerance.summary)."
            if comparison.antiAliasedPixels > 0 {
                message += " \(comparison.antiAliasedPixels) more differ only by anti-aliasing and were not counted."
            }
        }
        for note in notes { message += " " + note }

        var attachments = [actualAttachment]
        let diffName = location.attachmentName("diff.png")
        if let strip = try? result.diffStripPNG() {
            attachments.append(SnapshotAttachment(name: diffName, data: strip))
            message += " The actual image and the diff strip (golden | differences in red, anti-aliasing in yellow "
                + "| actual) are attached as \(actualAttachment.name) and \(diffName)."
        } else {
            message += " The actual image is attached as \(actualAttachment.name)."
        }
        message += " If the change is intended, re-record with \(LayoutSnapshotRecordMode.environmentVariable)=1."
        return .mismatched(SnapshotProblem(message, attachments: attachments, comparison: comparison))
    }

    /// The stamp stored beside the golden PNG, if it can be read.
    private func goldenStamp() -> RendererStamp? {
        guard let data = try? GoldenFile.read(location.stampFile) else { return nil }
        return RendererStamp.decoded(from: data)
    }

    // MARK: - Recording

    /// Writes the goldens of a missing snapshot, or fails in ``LayoutSnapshotRecordMode/never``.
    private func recordMissing(_ files: [(Data, URL)]) throws(SnapshotProblem) -> SnapshotOutcome {
        guard mode != .never else {
            let file = files[0].1.lastPathComponent
            throw SnapshotProblem("Snapshot \"\(name)\": there is no golden \(file) in \(folder), and the record mode "
                                  + "is never, so none was written. Record it locally (record mode missing, the "
                                  + "default) and commit it.")
        }
        for (data, url) in files { try GoldenFile.write(data, to: url) }
        return .recorded(SnapshotRecording(reason: .missing, files: files.map(\.1), changed: true))
    }
}
