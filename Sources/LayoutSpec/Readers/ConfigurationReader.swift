import CompositionalLayout

/// Reads `configuration`: the layout-wide `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```yaml
/// configuration:
///   scrollDirection: horizontal       # vertical (default) | horizontal
///   interSectionSpacing: 12
///   contentInsetsReference: safeArea  # automatic | none | safeArea (default) | layoutMargins | readableContent
///   boundarySupplementaryItems:       # the layout's own header and footer, see BoundaryItemReader
///     - {elementKind: layout-header, layoutSize: {width: .fractionalWidth(1), height: 60}, alignment: top}
/// ```
struct ConfigurationReader {
    let context: ReadContext

    static let keys = SpecKeys(known: ["scrollDirection", "interSectionSpacing", "contentInsetsReference",
                                       "boundarySupplementaryItems"])

    /// The configuration `node` describes, or the default for a missing one; `nil` (reported) if anything is wrong.
    func read(_ node: SpecNode?) -> UICollectionViewCompositionalLayoutConfiguration? {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        guard let node else { return configuration }
        guard let mapping = node.mapping(Self.keys) else { return nil }
        let errors = context.errorCount
        if let direction = mapping["scrollDirection"]?.enumeration(UICollectionView.ScrollDirection.self) {
            configuration.scrollDirection = direction
        }
        if let spacing = mapping["interSectionSpacing"]?.number(.length) {
            configuration.interSectionSpacing = spacing
        }
        if let reference = mapping["contentInsetsReference"]?.enumeration(UIContentInsetsReference.self) {
            configuration.contentInsetsReference = reference
        }
        if let items = mapping["boundarySupplementaryItems"].flatMap(
            BoundaryItemReader(context: context, scope: .layout).boundaryItems) {
            configuration.boundarySupplementaryItems = items
        }
        return context.errorCount == errors ? configuration : nil
    }
}
