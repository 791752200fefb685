import Foundation

extension UICollectionViewLayout {
    /// Computes every frame of the layout for the sections and items of a
    /// diffable data source snapshot.
    ///
    /// ```swift
    /// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    /// snapshot.appendSections([0])
    /// snapshot.appendItems(["a", "b"])
    /// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), snapshot: snapshot)
    /// ```
    ///
    /// Section `s` has `snapshot.numberOfItems(inSection: snapshot.sectionIdentifiers[s])`
    /// items, and each cell is labelled with `String(describing:)` of its item
    /// identifier. Everything else is as in
    /// ``UICollectionViewLayout/solve(containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:itemLabels:rules:measuredSize:frameLimit:)``.
    /// A section provider may look the section up with
    /// `snapshot.sectionIdentifiers[sectionIndex]`.
    ///
    /// - Throws: `LayoutError(.invalidValue)` if the snapshot recorded
    ///   problems (duplicate identifiers, items appended to a missing section;
    ///   see ``NSDiffableDataSourceSnapshot/problems``), quoting them; otherwise
    ///   whatever solving throws.
    public func solve<SectionIdentifierType, ItemIdentifierType>(
        containerSize: CGSize,
        snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        safeAreaInsets: NSDirectionalEdgeInsets = .zero,
        layoutMargins: NSDirectionalEdgeInsets? = nil,
        traitCollection: UITraitCollection = UITraitCollection(),
        rules: LayoutRules = .uikit,
        measuredSize: LayoutMeasurement? = nil) throws(LayoutError) -> LayoutSolution {
        if let first = snapshot.problems.first {
            let others = snapshot.problemCount - 1
            throw LayoutError(.invalidValue, at: .layout,
                              "invalid snapshot: \(first)" + (others > 0 ? " (and \(others) more problem(s))" : ""))
        }
        let items = snapshot.itemIdentifiersBySection
        // Labels are built only for a snapshot the solver can take; a larger one is refused by `solve` itself.
        let labels = snapshot.numberOfItems <= LayoutLimits.maxItems
            ? items.map { $0.map { String(describing: $0) } } : nil
        return try solve(containerSize: containerSize, itemCounts: items.map(\.count),
                         safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
                         traitCollection: traitCollection, itemLabels: labels, rules: rules,
                         measuredSize: measuredSize)
    }
}
