import CompositionalLayout

/// Reads `supplementaryItems` of items and groups: views anchored to the
/// item's cell or the group's frame, such as badges.
///
/// ```yaml
/// supplementaryItems:
///   - elementKind: badge
///     layoutSize: {width: .absolute(20), height: .absolute(20)}
///     containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}
///     itemAnchor: {edges: [bottom, leading]}   # optional: the supplementary's own point
///     zIndex: 1                                 # default 1; this and contentInsets are SupplementaryProperty.all
///     contentInsets: 0
///     measuredSize: {height: 24}                # for an estimated dimension
/// ```
///
/// Each supplementary is recorded in the source map at its entry, so solver
/// errors about it point there. A `measuredSize` applies to every instance of
/// the kind in the section (see ``SupplementaryMeasurements``).
struct SupplementaryReader {
    let context: ReadContext
    let scope: LayoutScope

    static let keys = SpecKeys(known: ["elementKind", "layoutSize", "containerAnchor", "itemAnchor"]
                                       + SupplementaryProperty.all.keys + ["measuredSize"])

    /// The keys every supplementary and boundary item has, read.
    struct Basics {
        let elementKind: String
        let layoutSize: NSCollectionLayoutSize
    }

    /// A `supplementaryItems` list; `nil` (reported) if any entry is wrong.
    func supplementaryItems(_ node: SpecNode) -> [NSCollectionLayoutSupplementaryItem]? {
        node.elements("a list of supplementary items", supplementaryItem)
    }

    /// One entry of `supplementaryItems`.
    private func supplementaryItem(_ node: SpecNode) -> NSCollectionLayoutSupplementaryItem? {
        entry(node, Self.keys, expecting: "a supplementary item: a mapping with elementKind, layoutSize and "
              + "containerAnchor", properties: SupplementaryProperty.all) { mapping in
            let containerAnchor = mapping.required("containerAnchor")?.anchor()
            let itemAnchor = mapping["itemAnchor"]?.anchor()
            return containerAnchor.map { containerAnchor in { basics in
                NSCollectionLayoutSupplementaryItem(layoutSize: basics.layoutSize, elementKind: basics.elementKind,
                                                    containerAnchor: containerAnchor, itemAnchor: itemAnchor)
            } }
        }
    }

    /// One entry of a list of supplementary or boundary items: `make` reads the initializer's
    /// arguments beyond ``Basics`` and gives what builds the item (`nil` if one is wrong), then the
    /// table's properties are set on it and it is recorded in the source map at `node`.
    func entry<Item: NSCollectionLayoutSupplementaryItem>(
        _ node: SpecNode, _ keys: SpecKeys, expecting expectation: String, properties table: SpecPropertyTable<Item>,
        make: (SpecMapping) -> ((Basics) -> Item)?
    ) -> Item? {
        guard let mapping = node.mapping(keys, expecting: expectation) else { return nil }
        let errors = context.errorCount
        let basics = self.basics(mapping)
        let build = make(mapping)
        let properties = table.read(mapping)
        guard context.errorCount == errors, let basics, let build else { return nil }

        var item = build(basics)
        table.apply(properties, to: &item)
        context.sourceMap.record(item, createdAt: node)
        return item
    }

    /// `elementKind`, `layoutSize` and `measuredSize` of a supplementary
    /// or boundary item; the measured size is recorded for the scope's section.
    private func basics(_ mapping: SpecMapping) -> Basics? {
        let errors = context.errorCount
        let elementKind = mapping.required("elementKind")?.elementKind()
        let layoutSize = mapping.required("layoutSize")?.layoutSize()
        let measuredSizeNode = mapping["measuredSize"]
        let measuredSize = layoutSize.flatMap { measuredSizeNode?.measuredSize(for: $0) }
        guard context.errorCount == errors, let elementKind, let layoutSize else { return nil }
        if let measuredSize, let measuredSizeNode {
            context.supplementaryMeasurements.record(measuredSize, elementKind: elementKind,
                                                     section: scope.section, at: measuredSizeNode)
        }
        return Basics(elementKind: elementKind, layoutSize: layoutSize)
    }
}
