import CompositionalLayout

/// Reads groups: `horizontal: {…}` and `vertical: {…}` (and dispatches
/// `custom: {…}`, see `CustomGroupReader.swift`).
///
/// A horizontal or vertical group is filled in exactly one of the three ways UIKit offers:
///
/// ```yaml
/// horizontal:
///   layoutSize: {width: .fractionalWidth(1), height: .absolute(44)}
///   subitems: [<item or group>, …]      # repeat the subitems while the next one fits
///   # subitem: <item or group>           # or: `count` equal slots, the subitem's length ignored
///   # repeatingSubitem: <item or group>  # or: `count` copies at the subitem's own size
///   # count: 3
///   interItemSpacing: .fixed(10)                # and the other keys of GroupProperty.all
///   contentInsets: 0                            # and the other keys of ItemProperty.all
///   edgeSpacing: {leading: .flexible(0)}
///   supplementaryItems: [<supplementary>, …]   # anchored to the group's frame
/// ```
extension ItemReader {
    static let sectionGroupKinds = "a group: a mapping with one key, 'horizontal', 'vertical' or 'custom'"

    /// The keys of a section's `group:` value.
    static let sectionGroupKeys = SpecKeys(
        known: ["horizontal", "vertical", "custom"],
        misplaced: misplacedBodyKeys(among: ["horizontal", "vertical", "custom"]).merging(
            ["item": "a section's group must be 'horizontal:', 'vertical:' or 'custom:'; "
                + "put the item in a group's 'subitems'"]
        ) { $1 })

    /// The keys of a group's body.
    static let groupKeys = SpecKeys(
        known: ["layoutSize", "subitems", "subitem", "repeatingSubitem", "count"] + GroupProperty.all.keys
            + ItemProperty.all.keys + ["supplementaryItems"],
        misplaced: Dictionary(uniqueKeysWithValues: ["frames", "waterfall"].map { key in
            (key, "'\(key)' belongs to a 'custom:' group, not to 'horizontal:' or 'vertical:'")
        }))

    /// The ways to give a group its subitems; exactly one is required.
    private static let arrangementKeys = ["subitems", "subitem", "repeatingSubitem"]

    /// A section's `group:` value.
    func sectionGroup(_ node: SpecNode) -> NSCollectionLayoutGroup? {
        guard let entry = node.singleKeyMapping(Self.sectionGroupKeys, expecting: Self.sectionGroupKinds) else {
            return nil
        }
        switch entry.key {
        case "horizontal": return group(entry, axis: .horizontal, depth: 1)
        case "vertical": return group(entry, axis: .vertical, depth: 1)
        default: return customGroup(entry, depth: 1)
        }
    }

    /// The group `horizontal: {…}` or `vertical: {…}` describes, the `depth`-th group from its section.
    func group(_ entry: SpecMapping.Entry, axis: NSCollectionLayoutGroup.LayoutAxis,
               depth: Int) -> NSCollectionLayoutGroup? {
        guard checkNesting(entry, depth: depth), let body = entry.value.mapping(Self.groupKeys) else { return nil }
        let errors = context.errorCount
        let settings = self.settings(of: body)
        let arrangement = self.arrangement(of: body, depth: depth)
        let properties = GroupProperty.all.read(body)
        guard context.errorCount == errors, let settings, let arrangement else { return nil }
        let layoutSize = settings.layoutSize

        let group: NSCollectionLayoutGroup
        switch (arrangement, axis) {
        case (.subitems(let subitems), .horizontal):
            group = .horizontal(layoutSize: layoutSize, subitems: subitems)
        case (.subitems(let subitems), .vertical):
            group = .vertical(layoutSize: layoutSize, subitems: subitems)
        case (.subitem(let subitem, let count), .horizontal):
            group = .horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
        case (.subitem(let subitem, let count), .vertical):
            group = .vertical(layoutSize: layoutSize, subitem: subitem, count: count)
        case (.repeatingSubitem(let subitem, let count), .horizontal):
            group = .horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
        case (.repeatingSubitem(let subitem, let count), .vertical):
            group = .vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
        }
        var target = group
        GroupProperty.all.apply(properties, to: &target)
        settings.apply(to: group)
        context.sourceMap.record(group, createdAt: entry.keyNode)
        return group
    }

    private enum Arrangement {
        case subitems([NSCollectionLayoutItem])
        case subitem(NSCollectionLayoutItem, count: Int)
        case repeatingSubitem(NSCollectionLayoutItem, count: Int)
    }

    /// Which of `subitems`, `subitem` + `count` and `repeatingSubitem` + `count` the body uses, read.
    private func arrangement(of body: SpecMapping, depth: Int) -> Arrangement? {
        let forms = Self.arrangementKeys.compactMap { body.entry($0) }
        guard let form = forms.first else {
            body.node.report("missing subitems: give 'subitems', or 'subitem' or 'repeatingSubitem' with 'count'")
            return nil
        }
        for extra in forms.dropFirst() {
            extra.keyNode.report("'\(extra.key)' cannot be combined with '\(form.key)'; give one of 'subitems', "
                                 + "'subitem' with 'count', or 'repeatingSubitem' with 'count'")
        }
        let count = self.count(in: body, for: form)

        switch form.key {
        case "subitems":
            guard let elements = form.value.sequence("a list of items and groups") else { return nil }
            guard !elements.isEmpty else {
                form.value.reportExpected("at least one item or group")
                return nil
            }
            let subitems = elements.map { subitem($0, depth: depth) }
            guard forms.count == 1 else { return nil }
            let read = subitems.compactMap { $0 }
            return read.count == subitems.count ? .subitems(read) : nil
        default:
            let subitem = self.subitem(form.value, depth: depth)
            guard forms.count == 1, let subitem, let count else { return nil }
            return form.key == "subitem" ? .subitem(subitem, count: count) : .repeatingSubitem(subitem, count: count)
        }
    }

    /// The `count` that goes with `subitem` or `repeatingSubitem`; reports one that is missing or out of place.
    private func count(in body: SpecMapping, for form: SpecMapping.Entry) -> Int? {
        let countEntry = body.entry("count")
        guard form.key != "subitems" else {
            countEntry?.keyNode.report("'count' goes with 'subitem' or 'repeatingSubitem', not with 'subitems'")
            return nil
        }
        guard let countEntry else {
            body.node.report("missing required key 'count' (it goes with '\(form.key)')")
            return nil
        }
        return countEntry.value.integer(1...SpecLimits.maxSubitemCount)
    }
}
