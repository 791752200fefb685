import CompositionalLayout

/// Reads the entries of a group's `subitems`: items and nested groups, each a
/// one-key mapping whose key says which it is.
///
/// ```yaml
/// subitems:
///   - item:
///       layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}
///       contentInsets: 5
///       supplementaryItems: [<supplementary>, …]
///   - vertical:
///       layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}
///       subitem: {item: {layoutSize: {width: .fractionalWidth(1), height: .fractionalHeight(1)}}}
///       count: 2
///   - custom:
///       layoutSize: {width: .fractionalWidth(0.5), height: .fractionalHeight(1)}
///       frames: [{x: 0, y: 0, width: 80, height: 80}]
/// ```
///
/// Every object created is recorded in the source map at its key (`item`,
/// `horizontal`, …), so solver errors about it point there.
struct ItemReader {
    let context: ReadContext
    /// The section being read, for supplementaries' measured sizes and for waterfalls.
    let scope: LayoutScope

    static let layoutKinds = "an item or a group: a mapping with one key, 'item', 'horizontal', 'vertical' or 'custom'"

    /// The keys of a `subitems` entry.
    static let subitemKeys = SpecKeys(
        known: ["item", "horizontal", "vertical", "custom"],
        misplaced: misplacedBodyKeys(among: ["item", "horizontal", "vertical", "custom"]))

    /// The keys of an item's body.
    static let itemKeys = SpecKeys(known: ["layoutSize"] + ItemProperty.all.keys + ["supplementaryItems"])

    /// Which wrappers (`item`, `horizontal`, …) each body key belongs inside.
    private static let bodyKeyOwners: [(key: String, owners: [String])] = {
        let everyKind = ["item", "horizontal", "vertical", "custom"]
        let axisGroups = ["horizontal", "vertical"]
        return [("layoutSize", everyKind)] + ItemProperty.all.keys.map { ($0, everyKind) }
            + [("supplementaryItems", everyKind), ("subitems", axisGroups), ("subitem", axisGroups),
               ("repeatingSubitem", axisGroups), ("count", axisGroups)] + GroupProperty.all.keys.map { ($0, axisGroups) }
            + [("frames", ["custom"]), ("waterfall", ["custom"])]
    }()

    /// Settings that users write one level too high, beside `item:` instead of
    /// inside it, for a mapping whose one key may be any of `wrappers`.
    static func misplacedBodyKeys(among wrappers: [String]) -> [String: String] {
        var reasons: [String: String] = [:]
        for (key, owners) in bodyKeyOwners {
            let names = owners.filter(wrappers.contains).map { "'\($0):'" }
            guard let last = names.last else { continue }
            let list = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
            reasons[key] = "'\(key)' belongs inside \(list), not beside it"
        }
        return reasons
    }

    /// An entry of `subitems` (or the value of `subitem`/`repeatingSubitem`) inside a group
    /// nested `depth` groups deep; `nil` (reported) if it is not a valid item or group.
    func subitem(_ node: SpecNode, depth: Int) -> NSCollectionLayoutItem? {
        guard let entry = node.singleKeyMapping(Self.subitemKeys, expecting: Self.layoutKinds) else { return nil }
        switch entry.key {
        case "item": return item(entry)
        case "horizontal": return group(entry, axis: .horizontal, depth: depth + 1)
        case "vertical": return group(entry, axis: .vertical, depth: depth + 1)
        default: return customGroup(entry, depth: depth + 1)
        }
    }

    /// The item `item: {…}` describes.
    private func item(_ entry: SpecMapping.Entry) -> NSCollectionLayoutItem? {
        guard let body = entry.value.mapping(Self.itemKeys) else { return nil }
        guard let settings = settings(of: body) else { return nil }
        let item = NSCollectionLayoutItem(layoutSize: settings.layoutSize)
        settings.apply(to: item)
        context.sourceMap.record(item, createdAt: entry.keyNode)
        return item
    }

    /// The keys items and every kind of group share.
    struct Settings {
        let layoutSize: NSCollectionLayoutSize
        /// The ``ItemProperty`` values given.
        let properties: [SpecPropertyValue<NSCollectionLayoutItem>]
        let supplementaryItems: [NSCollectionLayoutSupplementaryItem]?

        func apply(to item: NSCollectionLayoutItem) {
            var target = item
            ItemProperty.all.apply(properties, to: &target)
            item.supplementaryItems = supplementaryItems ?? []
        }
    }

    /// `layoutSize`, the ``ItemProperty`` keys and `supplementaryItems` of an
    /// item's or group's body; `nil` if any is wrong (or missing, for `layoutSize`).
    /// Compare `context.errorCount` to find problems in the body's other keys.
    func settings(of body: SpecMapping) -> Settings? {
        let errors = context.errorCount
        let layoutSize = body.required("layoutSize")?.layoutSize()
        let properties = ItemProperty.all.read(body)
        let supplementaryItems = body["supplementaryItems"].flatMap {
            SupplementaryReader(context: context, scope: scope).supplementaryItems($0)
        }
        guard context.errorCount == errors, let layoutSize else { return nil }
        return Settings(layoutSize: layoutSize, properties: properties, supplementaryItems: supplementaryItems)
    }

    /// Whether a group `depth` groups from its section may be read; reports one nested too deep.
    func checkNesting(_ entry: SpecMapping.Entry, depth: Int) -> Bool {
        guard depth <= SpecLimits.maxGroupNesting else {
            // Stop here: reading further would only find the same problem deeper down.
            entry.keyNode.report("groups are nested more than \(SpecLimits.maxGroupNesting) deep")
            return false
        }
        return true
    }
}
