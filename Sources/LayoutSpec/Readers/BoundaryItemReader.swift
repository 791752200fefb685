import CompositionalLayout

/// Reads `boundarySupplementaryItems`: headers, footers and other views on
/// the boundary of a section, or (in `configuration`) of the whole layout.
///
/// ```yaml
/// boundarySupplementaryItems:
///   - elementKind: UICollectionView.elementKindSectionHeader   # or any string
///     layoutSize: {width: .fractionalWidth(1), height: .estimated(44)}
///     alignment: top                  # one of NSRectAlignment's nine cases
///     absoluteOffset: {x: 0, y: -10}  # optional
///     extendsBoundary: true           # default true; this and the next three are BoundaryItemProperty.all
///     pinToVisibleBounds: false       # default false
///     zIndex: 1                       # default 1
///     contentInsets: 0
///     measuredSize: {height: 60}      # for an estimated dimension
/// ```
struct BoundaryItemReader {
    let context: ReadContext
    let scope: LayoutScope

    static let keys = SpecKeys(known: ["elementKind", "layoutSize", "alignment", "absoluteOffset"]
                                       + BoundaryItemProperty.all.keys + ["measuredSize"])

    /// A `boundarySupplementaryItems` list; `nil` (reported) if any entry is wrong.
    func boundaryItems(_ node: SpecNode) -> [NSCollectionLayoutBoundarySupplementaryItem]? {
        node.elements("a list of boundary supplementary items", boundaryItem)
    }

    /// One entry of `boundarySupplementaryItems`.
    private func boundaryItem(_ node: SpecNode) -> NSCollectionLayoutBoundarySupplementaryItem? {
        let reader = SupplementaryReader(context: context, scope: scope)
        return reader.entry(node, Self.keys, expecting: "a boundary supplementary item: a mapping with elementKind, "
                            + "layoutSize and alignment", properties: BoundaryItemProperty.all) { mapping in
            let alignment = mapping.required("alignment")?.enumeration(NSRectAlignment.self)
            let absoluteOffset = mapping["absoluteOffset"]?.point() ?? .zero
            return alignment.map { alignment in { basics in
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: basics.layoutSize, elementKind: basics.elementKind,
                                                            alignment: alignment, absoluteOffset: absoluteOffset)
            } }
        }
    }
}
