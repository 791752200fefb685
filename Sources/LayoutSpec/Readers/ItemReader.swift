import CompositionalLayout

/// Reads the entries of a group's `subitems`: items and nested groups, each a
/// one-key mapping whose key says which it is.
///
/// ```yaml
/// subitems:
///   - item:
///       layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}
///       contentInsets: 5
///   - vertical:
///       layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}
///       subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}
///       count: 2
/// ```
///
/// Every object created is recorded in the source map at its key (`item`,
/// `horizontal`, …), so solver errors about it point there.
struct ItemReader {
    let context: ReadContext

    static let layoutKinds = "an item or a group: a mapping with one key, 'item', 'horizontal' or 'vertical'"

    /// The keys of a `subitems` entry.
    static let subitemKeys = SpecKeys(
        known: ["item", "horizontal", "vertical"],
        notYetSupported: ["custom"],
        misplaced: misplacedBodyKeys(inside: "'item:', 'horizontal:' or 'vertical:'"))

    /// The keys of an item's body.
    static let itemKeys = SpecKeys(known: ["layoutSize", "contentInsets", "edgeSpacing"],
                                   notYetSupported: ["supplementaryItems"])

    /// Settings that users write one level too high, beside `item:` instead of inside it.
    static func misplacedBodyKeys(inside wrapper: String) -> [String: String] {
        let bodyKeys = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems", "subitems", "subitem",
                        "repeatingSubitem", "count", "interItemSpacing"]
        return Dictionary(uniqueKeysWithValues: bodyKeys.map { key in
            (key, "'\(key)' belongs inside \(wrapper), not beside it")
        })
    }

    /// An entry of `subitems` (or the value of `subitem`/`repeatingSubitem`) inside a group
    /// nested `depth` groups deep; `nil` (reported) if it is not a valid item or group.
    func subitem(_ node: SpecNode, depth: Int) -> NSCollectionLayoutItem? {
        guard let entry = node.singleKeyMapping(Self.subitemKeys, expecting: Self.layoutKinds) else { return nil }
        switch entry.key {
        case "item": return item(entry)
        case "horizontal": return group(entry, axis: .horizontal, depth: depth + 1)
        default: return group(entry, axis: .vertical, depth: depth + 1)
        }
    }

    /// The item `item: {…}` describes.
    private func item(_ entry: SpecMapping.Entry) -> NSCollectionLayoutItem? {
        guard let body = entry.value.mapping(Self.itemKeys) else { return nil }
        let errors = context.errorCount
        let layoutSize = body.required("layoutSize")?.layoutSize()
        let contentInsets = body["contentInsets"]?.insets()
        let edgeSpacing = body["edgeSpacing"]?.edgeSpacing()
        guard context.errorCount == errors, let layoutSize else { return nil }

        let item = NSCollectionLayoutItem(layoutSize: layoutSize)
        item.contentInsets = contentInsets ?? .zero
        item.edgeSpacing = edgeSpacing
        context.sourceMap.record(item, createdAt: entry.keyNode)
        return item
    }
}
