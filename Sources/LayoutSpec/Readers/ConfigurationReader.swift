import CompositionalLayout

/// Reads `configuration`: the layout-wide `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```yaml
/// configuration:
///   scrollDirection: horizontal       # vertical (default) | horizontal
///   interSectionSpacing: 12
///   contentInsetsReference: safeArea  # automatic | none | safeArea (default) | layoutMargins | readableContent
///                                     # (these three are ConfigurationProperty.all)
///   boundarySupplementaryItems:       # the layout's own header and footer, see BoundaryItemReader
///     - {elementKind: layout-header, layoutSize: {width: .fractionalWidth(1), height: 60}, alignment: top}
/// ```
struct ConfigurationReader {
    let context: ReadContext

    static let keys = SpecKeys(known: ConfigurationProperty.all.keys + ["boundarySupplementaryItems"])

    /// The configuration `node` describes, or the default for a missing one; `nil` (reported) if anything is wrong.
    func read(_ node: SpecNode?) -> UICollectionViewCompositionalLayoutConfiguration? {
        var configuration = UICollectionViewCompositionalLayoutConfiguration()
        guard let node else { return configuration }
        guard let mapping = node.mapping(Self.keys) else { return nil }
        let errors = context.errorCount
        ConfigurationProperty.all.apply(ConfigurationProperty.all.read(mapping), to: &configuration)
        if let items = mapping["boundarySupplementaryItems"].flatMap(
            BoundaryItemReader(context: context, scope: .layout).boundaryItems) {
            configuration.boundarySupplementaryItems = items
        }
        return context.errorCount == errors ? configuration : nil
    }
}
