import CompositionalLayout

/// Reads a section's `decorationItems`: views behind the section, made as
/// Swift makes them, with `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// ```yaml
/// decorationItems:
///   - background: section-background   # the element kind
///     contentInsets: 8                  # the background is the section less these (DecorationProperty.all)
///     zIndex: 0                         # default 0
/// ```
struct DecorationReader {
    let context: ReadContext

    static let keys = SpecKeys(known: ["background"] + DecorationProperty.all.keys)

    /// A `decorationItems` list; `nil` (reported) if any entry is wrong.
    func decorationItems(_ node: SpecNode) -> [NSCollectionLayoutDecorationItem]? {
        node.elements("a list of decoration items", decorationItem)
    }

    /// One entry of `decorationItems`.
    private func decorationItem(_ node: SpecNode) -> NSCollectionLayoutDecorationItem? {
        guard let mapping = node.mapping(Self.keys, expecting: "a decoration item such as {background: KIND}") else {
            return nil
        }
        let errors = context.errorCount
        let elementKind = mapping.required("background")?.elementKind()
        let properties = DecorationProperty.all.read(mapping)
        guard context.errorCount == errors, let elementKind else { return nil }

        var item = NSCollectionLayoutDecorationItem.background(elementKind: elementKind)
        DecorationProperty.all.apply(properties, to: &item)
        context.sourceMap.record(item, createdAt: node)
        return item
    }
}
