import Foundation

extension UICollectionViewLayout {
    /// Computes every frame of the layout, as UIKit would, for a collection
    /// view of `containerSize` with `itemCounts[s]` items in section `s`.
    ///
    /// ```swift
    /// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [94])
    /// solution.collectionViewContentSize
    /// ```
    ///
    /// - Parameters:
    ///   - containerSize: The collection view's bounds size.
    ///   - itemCounts: How many items each section holds, in section order.
    ///   - safeAreaInsets: The collection view's safe area; the default
    ///     `contentInsetsReference` (`.safeArea`) keeps sections inside it.
    ///   - layoutMargins: The layout margins measured from the collection
    ///     view's edges. `nil` means the safe area plus the system minimum
    ///     (16 points, 20 in a regular-width environment).
    ///   - traitCollection: What section providers see; `.rightToLeft` mirrors the layout.
    ///   - itemLabels: Optional labels per section and item (snapshot identifiers), carried into the solution.
    ///   - measuredSize: Measures elements with estimated dimensions; see ``LayoutMeasurement``.
    ///   - rules: Switches for behaviour whose evidence is weak; see `docs/semantics.md`.
    ///   - frameLimit: The most frames (``LayoutSolution/frameCount``) the
    ///     solution may hold, checked before they are allocated. The default,
    ///     ``LayoutLimits/maxFrames``, is what the command line accepts; a
    ///     program that can afford more may raise it, up to `Int32.max` (2,147,483,647),
    ///     since a solution keeps indices in 32 bits.
    /// - Throws: ``LayoutError`` when the layout cannot be solved, naming the
    ///   section, group or item and the reason. It never traps.
    public func solve(containerSize: CGSize,
                      itemCounts: [Int],
                      safeAreaInsets: NSDirectionalEdgeInsets = .zero,
                      layoutMargins: NSDirectionalEdgeInsets? = nil,
                      traitCollection: UITraitCollection = UITraitCollection(),
                      itemLabels: [[String]]? = nil,
                      rules: LayoutRules = .uikit,
                      measuredSize: LayoutMeasurement? = nil,
                      frameLimit: Int = LayoutLimits.maxFrames) throws(LayoutError) -> LayoutSolution {
        try solve(LayoutRequest(containerSize: containerSize, itemCounts: itemCounts,
                                safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
                                traitCollection: traitCollection, itemLabels: itemLabels,
                                measurement: measuredSize, rules: rules, frameLimit: frameLimit))
    }

    /// Computes every frame of the layout for `request`, as
    /// ``solve(containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:itemLabels:rules:measuredSize:frameLimit:)``
    /// does for the same parameters.
    ///
    /// - Throws: ``LayoutError`` when the layout cannot be solved. It never traps.
    public func solve(_ request: LayoutRequest) throws(LayoutError) -> LayoutSolution {
        var request = request
        request.frameLimit = min(request.frameLimit, LayoutLimits.maxIndexableFrames)
        return try solver(for: request, toBe: "solved").solve()
    }

    /// The solver of this layout for `request`; only a compositional layout has one (`what` it
    /// was to be, for the error: "solved", "linted").
    func solver(for request: LayoutRequest, toBe what: String) throws(LayoutError) -> LayoutSolver {
        guard let layout = self as? UICollectionViewCompositionalLayout else {
            throw LayoutError(.unsupportedLayout, at: .layout,
                              "only UICollectionViewCompositionalLayout can be \(what), not \(type(of: self))")
        }
        return LayoutSolver(layout: layout, request: request)
    }

    /// The sections the layout gives in the environment
    /// ``solve(containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:itemLabels:rules:measuredSize:frameLimit:)``
    /// asks in, one per entry of `itemCounts`: what a section provider returns for that
    /// container and those traits.
    ///
    /// - Throws: ``LayoutError`` for a request that cannot be solved, or a provider that returns `nil`.
    public func resolvedSections(containerSize: CGSize,
                                 itemCounts: [Int],
                                 safeAreaInsets: NSDirectionalEdgeInsets = .zero,
                                 layoutMargins: NSDirectionalEdgeInsets? = nil,
                                 traitCollection: UITraitCollection = UITraitCollection(),
                                 rules: LayoutRules = .uikit) throws(LayoutError) -> [NSCollectionLayoutSection] {
        let request = LayoutRequest(containerSize: containerSize, itemCounts: itemCounts, safeAreaInsets: safeAreaInsets,
                                    layoutMargins: layoutMargins, traitCollection: traitCollection, rules: rules)
        return try solver(for: request, toBe: "asked for its sections").sections()
    }
}
