import CompositionalLayout

/// A ``MeasuredSize`` in the spec: `{width, height}`, either may be left
/// out but not both. Each is a finite length greater than 0.
///
/// ```yaml
/// size: {height: 120}              # in `items`
/// measuredSize: {width: 80, height: 44}
/// ```
enum MeasuredSizeSyntax {
    static let keys = SpecKeys(known: ["width", "height"])
    static let expectation = "a measured size: a mapping with width, height or both"
}

extension SpecNode {
    /// The node as a measured size; `nil` (reported) otherwise.
    ///
    /// Given the `layoutSize` of the supplementary it measures, an axis whose
    /// dimension is not estimated is reported too, since the solver would ignore it.
    func measuredSize(for layoutSize: NSCollectionLayoutSize? = nil) -> MeasuredSize? {
        guard let mapping = mapping(MeasuredSizeSyntax.keys, expecting: MeasuredSizeSyntax.expectation) else {
            return nil
        }
        guard !mapping.entries.isEmpty else {
            if !mapping.hadRejectedKeys { reportExpected(MeasuredSizeSyntax.expectation) }
            return nil
        }
        let errors = context.errorCount
        let size = MeasuredSize(width: mapping["width"]?.size("a measured size"),
                                height: mapping["height"]?.size("a measured size"))
        if let layoutSize {
            for (axis, dimension) in [("width", layoutSize.widthDimension), ("height", layoutSize.heightDimension)]
            where !dimension.isEstimated {
                mapping[axis]?.report("a measured \(axis) has no effect: the \(axis) is \(dimension), not estimated")
            }
        }
        return context.errorCount == errors ? size : nil
    }
}
