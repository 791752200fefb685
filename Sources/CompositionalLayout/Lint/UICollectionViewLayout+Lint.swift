import Foundation

extension UICollectionViewLayout {
    /// The places where the layout is legal but almost certainly not what its
    /// author meant (see ``LayoutLintRule``), in the container and with the
    /// data ``solve(containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:itemLabels:rules:measuredSize:frameLimit:)``
    /// takes. The layout is solved first, since some pitfalls only show in
    /// where things land.
    ///
    /// ```swift
    /// let findings = try layout.lint(containerSize: CGSize(width: 390, height: 844), itemCounts: [12])
    /// findings.map(\.rule)   // e.g. [.fractionsOverflow]
    /// ```
    ///
    /// - Throws: ``LayoutError`` when the layout cannot be solved.
    public func lint(containerSize: CGSize,
                     itemCounts: [Int],
                     safeAreaInsets: NSDirectionalEdgeInsets = .zero,
                     layoutMargins: NSDirectionalEdgeInsets? = nil,
                     traitCollection: UITraitCollection = UITraitCollection(),
                     rules: LayoutRules = .uikit,
                     measuredSize: LayoutMeasurement? = nil) throws(LayoutError) -> [LayoutLintFinding] {
        let request = LayoutRequest(containerSize: containerSize, itemCounts: itemCounts, safeAreaInsets: safeAreaInsets,
                                    layoutMargins: layoutMargins, traitCollection: traitCollection,
                                    measurement: measuredSize, rules: rules)
        let solver = try solver(for: request, toBe: "linted")
        let solution = try solver.solve()
        let linter = LayoutLinter(sections: try solver.sections(), solution: solution,
                                  scrollAxis: Axis(solver.layout.currentConfiguration.scrollDirection))
        return linter.findings()
    }
}
