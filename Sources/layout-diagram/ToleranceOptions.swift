import ArgumentParser
import LayoutDiagramPipeline

/// The options that set a ``LayoutDiagramPipeline/Tolerance``, the same for `check` and `diff`.
struct ToleranceOptions: ParsableArguments {
    // `.unconditional`: "-1" is the option's value (and then a range error), not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("How different a pixel's colour must look to count, from 0 (any change) to 1; "
                               + "a distance per pixel, not a share of pixels.", valueName: "0...1"))
    var threshold: Double = 0.1

    @Option(parsing: .unconditional, help: ArgumentHelp("Pass with at most this many differing pixels (default 0).", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pass with at most this share of the pixels differing, from 0 to 1.",
                               valueName: "ratio"))
    var maxDiffRatio: Double?

    var tolerance: Tolerance {
        Tolerance(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }

    func validate() throws {
        if let problem = tolerance.problem {
            let flag = ["threshold": "--threshold", "maxDiffPixels": "--max-diff-pixels",
                        "maxDiffRatio": "--max-diff-ratio"][problem.name] ?? problem.name
            throw ValidationError("\(flag) is \(problem.value); it must be \(problem.expected)")
        }
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw ValidationError("--max-diff-pixels and --max-diff-ratio cannot be used together; give one")
        }
    }
}
