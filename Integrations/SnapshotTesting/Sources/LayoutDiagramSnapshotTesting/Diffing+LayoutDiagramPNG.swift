import Foundation
import LayoutDiagramPipeline
import SnapshotTesting

extension Diffing where Value == Data {
    /// Diagram PNGs compared as the command line's `check` and `expectLayoutSnapshot` compare them
    /// (``LayoutDiagramPipeline/PNGGoldenComparison``): the same bytes match; otherwise both are
    /// decoded and their pixels compared within `tolerance`, so a PNG re-encoded by another zlib,
    /// or anti-aliased a little differently, still matches. A mismatch says how many pixels differ
    /// and attaches the diff strip (`difference.png`: reference | differences | actual).
    public static func layoutDiagramPNG(tolerance: Tolerance = Tolerance()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let problem = tolerance.problem {
                return ("The tolerance's \(problem.name) is \(problem.value); it must be \(problem.expected).", [])
            }
            let comparison = PNGGoldenComparison(golden: reference, actual: actual, tolerance: tolerance)
            guard !comparison.matches else { return nil }
            let strip = (try? comparison.diffStripPNG()).flatMap { $0 }
            let attachments = strip.map { [DiffAttachment.data($0, name: "difference.png")] } ?? []
            return (message(for: comparison.verdict, actual: actual, tolerance: tolerance), attachments)
        }
    }

    /// Why two diagrams do not match, in one sentence.
    private static func message(for verdict: PNGGoldenComparison.Verdict, actual: Data,
                                tolerance: Tolerance) -> String {
        switch verdict {
        case .identical, .withinTolerance:
            return "The diagram matches its reference."
        case .differs(let pixels):
            if let mismatch = pixels.sizeMismatch {
                return "The diagram is \(mismatch.actual) pixels; its reference is \(mismatch.expected)."
            }
            return "\(pixels.differentPixels) of \(pixels.totalPixels) pixels differ "
                + "(\(PNGGoldenComparison.percent(pixels.ratio))), beyond the tolerance: \(tolerance.summary)."
        case .goldenUndecodable(let reason):
            return "The reference is not a PNG this decoder reads: \(reason)."
        case .actualUndecodable(let reason):
            // The strategies snapshot a drawing failure as its text (see `DiagramSnapshot`).
            if let failure = DiagramSnapshot.failure(in: actual) { return "The diagram could not be drawn: \(failure)" }
            return "The diagram is not a PNG this decoder reads: \(reason)."
        }
    }
}
