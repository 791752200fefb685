import CompositionalLayout

/// Reads a section's `decorationItems`: views behind the section, made as
/// Swift makes them, with `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// ```yaml
/// decorationItems:
///   - background: section-background   # the element kind
///     contentInsets: 8                  # the background is the section less these
///     zIndex: 0                         # default 0
/// ```
struct DecorationReader {
    let context: ReadContext

    static let keys = SpecKeys(known: ["background", "contentInsets", "zIndex"])

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
        let contentInsets = mapping["contentInsets"]?.insets()
        let zIndex = mapping["zIndex"]?.integer(SpecLimits.zIndex)
        guard context.errorCount == errors, let elementKind else { return nil }

        let item = NSCollectionLayoutDecorationItem.background(elementKind: elementKind)
        if let contentInsets { item.contentInsets = contentInsets }
        if let zIndex { item.zIndex = zIndex }
        context.sourceMap.record(item, createdAt: node)
        return item
    }
}
