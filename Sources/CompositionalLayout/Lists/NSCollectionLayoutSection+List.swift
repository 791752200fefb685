import Foundation

extension NSCollectionLayoutSection {
    /// A list section (iOS 14): one full-width row per item, styled by `configuration`.
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
    ///     var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    ///     configuration.headerMode = sectionIndex == 0 ? .none : .supplementary
    ///     return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
    /// }
    /// ```
    ///
    /// The section is built from ordinary parts, so it can be inspected and
    /// changed like any other section:
    /// - each row is a group of one item, both `.fractionalWidth(1)` ×
    ///   `.estimated(ListMetrics.rowEstimatedHeight(for:))`, with no space
    ///   between rows (separators are drawn inside the cells and take no room,
    ///   so `showsSeparators` does not change any frame);
    /// - `contentInsetsReference` (and `supplementaryContentInsetsReference`,
    ///   so headers line up with rows) is `.layoutMargins` for `.insetGrouped` and
    ///   `.sidebar`, so the rows start at the layout margins, and `.none` for
    ///   the full-width appearances;
    /// - `.grouped` and `.insetGrouped` sections have
    ///   `ListMetrics.groupedSectionVerticalInset` above the rows unless they
    ///   have a supplementary header, and below them unless they have a
    ///   supplementary footer;
    /// - `headerMode == .supplementary` and `footerMode == .supplementary` add
    ///   boundary items (see `ListSupplementaryItems`); `.firstItemInSection`
    ///   styles the first row as a header and so changes no geometry.
    ///
    /// Every number is undocumented by Apple; `ListMetrics` names each one with
    /// its evidence, and `docs/lists.md` tabulates them.
    ///
    /// - Parameters:
    ///   - configuration: The list's appearance, header and footer modes and separators.
    ///   - layoutEnvironment: Accepted as in UIKit. The environment's
    ///     margins are applied by the solver through `contentInsetsReference`,
    ///     so the section does not depend on it.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let appearance = configuration.appearance
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(ListMetrics.rowEstimatedHeight(for: appearance)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize,
                                                     subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
        let section = NSCollectionLayoutSection(group: row)
        let rules = (layoutEnvironment as? LayoutEnvironment)?.rules ?? .uikit
        let verticalInset = ListMetrics.verticalInset(appearance, rules: rules,
                                                      displayScale: layoutEnvironment.traitCollection.displayScale)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: configuration.headerMode == .supplementary ? 0 : verticalInset,
            leading: 0,
            bottom: configuration.footerMode == .supplementary ? 0 : verticalInset,
            trailing: 0)
        section.contentInsetsReference = ListMetrics.contentInsetsReference(for: appearance)
        // Headers and footers line up with the rows: an inset list's are inset by the same margins.
        section.supplementaryContentInsetsReference = section.contentInsetsReference
        section.boundarySupplementaryItems = ListSupplementaryItems.items(for: configuration)
        section.listConfiguration = configuration
        return section
    }
}
