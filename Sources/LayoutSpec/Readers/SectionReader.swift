import CompositionalLayout
import Foundation

/// Reads one entry of `sections`: its data (`name`, `items`), its layout, and
/// the variants a section provider would switch to.
///
/// ```yaml
/// - name: Photos
///   items: 12                       # or [Inbox, Sent, …], or [{label: Inbox, size: {height: 60}}, …]
///   group: {horizontal: {…}}        # or list: {appearance: insetGrouped}
///   contentInsets: {leading: 16, trailing: 16}
///   boundarySupplementaryItems: [<boundary>, …]
///   decorationItems: [{background: section-background}]
///   visibleItemEffects: [{offset: 0, items: [{element: "0.1", transform: [0.8, 0, 0, 0.8, 0, 0]}]}]
///   variants:
///     - when: {minWidth: 600}
///       group: {horizontal: {…}}    # replaces the section's own group when the container is wide
/// ```
///
/// A section has exactly one of `group` and `list`; see ``SectionSettings``
/// for the other layout keys.
struct SectionReader {
    let context: ReadContext

    /// Keys that shape a section's layout, allowed both in a section and in its variants.
    private static let layoutKeys = ["group", "list"] + SectionProperty.all.keys
        + ["boundarySupplementaryItems", "decorationItems"]

    static let sectionKeys = SpecKeys(known: ["name", "items", "variants"] + layoutKeys + ["visibleItemEffects"])

    static let variantKeys = SpecKeys(
        known: ["when"] + layoutKeys,
        misplaced: Dictionary(uniqueKeysWithValues: ["name", "items", "variants"].map { key in
            (key, "'\(key)' belongs to the section, not to one of its variants")
        }))

    static let conditionKeys = SpecKeys(known: ["minWidth", "maxWidth", "userInterfaceStyle", "horizontalSizeClass",
                                                "verticalSizeClass"])

    /// A section as read: the data it shows and the layouts it may take.
    struct Result {
        let section: SpecSection
        let choices: SectionChoices
        /// The `items` value, where a spec-wide item limit is reported.
        let itemsNode: SpecNode
    }

    /// The section at `sections[index]`; `nil` (reported) if anything in it is wrong.
    func section(_ node: SpecNode, index: Int) -> Result? {
        context.sourceMap.recordSection(index, at: node)
        guard let mapping = node.mapping(Self.sectionKeys) else { return nil }
        let errors = context.errorCount
        let name = mapping["name"]?.text()
        let itemsNode = mapping.required("items")
        let items = itemsNode.flatMap(SectionItemsReader(context: context).read)
        let scope = LayoutScope(section: index, items: items)
        let settings = self.settings(mapping, scope: scope)
        if !mapping.contains("group"), !mapping.contains("list"),
           mapping.suggestedKeys.isDisjoint(with: ["group", "list"]) {
            node.report("missing required key 'group', or 'list' for a list section")
        }
        let variants = mapping["variants"].map { self.variants($0, base: settings, scope: scope) } ?? []
        let effects = mapping["visibleItemEffects"].flatMap(VisibleItemEffectsReader(context: context, section: index).read)
        guard context.errorCount == errors, let itemsNode, let items,
              let base = settings.makeTemplate(recordedAt: node) else {
            return nil
        }
        var section = SpecSection(name: name, itemCount: items.count, itemLabels: items.labels,
                                  itemSizes: items.sizes)
        section.visibleItemEffects = effects ?? []
        return Result(section: section, choices: SectionChoices(base: base, variants: variants), itemsNode: itemsNode)
    }

    // MARK: - Layout

    /// The layout keys of a section or variant, read.
    private func settings(_ mapping: SpecMapping, scope: LayoutScope) -> SectionSettings {
        if let list = mapping.entry("list"), mapping.contains("group") {
            list.keyNode.report("'list' cannot be combined with 'group'; a section is laid out by a group "
                                + "or is a list, not both")
        }
        // Both are read, so that the problems inside each are reported too.
        let group = mapping["group"].flatMap(ItemReader(context: context, scope: scope).sectionGroup)
        let list = mapping.entry("list").flatMap(ListReader(context: context, scope: scope).read)
        let boundaryReader = BoundaryItemReader(context: context, scope: scope)
        return SectionSettings(
            content: group.map { .group($0) } ?? list.map { .list($0) },
            properties: SectionSettings.byKey(SectionProperty.all.read(mapping)),
            boundarySupplementaryItems: mapping["boundarySupplementaryItems"].flatMap(boundaryReader.boundaryItems),
            decorationItems: mapping["decorationItems"].flatMap(DecorationReader(context: context).decorationItems))
    }

    // MARK: - Variants

    private func variants(_ node: SpecNode, base: SectionSettings,
                          scope: LayoutScope) -> [(condition: VariantCondition, template: SectionTemplate)] {
        guard let elements = node.sequence("a list of variants") else { return [] }
        return elements.compactMap { element in
            guard let mapping = element.mapping(Self.variantKeys) else { return nil }
            let errors = context.errorCount
            let condition = mapping["when"].map(self.condition) ?? VariantCondition()
            let settings = self.settings(mapping, scope: scope)
            guard context.errorCount == errors, let condition,
                  let template = settings.overriding(base).makeTemplate(recordedAt: element) else { return nil }
            return (condition, template)
        }
    }

    /// `when: {…}`; `nil` (reported) if it is not a valid condition.
    private func condition(_ node: SpecNode) -> VariantCondition? {
        guard let mapping = node.mapping(Self.conditionKeys) else { return nil }
        let errors = context.errorCount
        let condition = VariantCondition(
            minWidth: mapping["minWidth"]?.number(.length),
            maxWidth: mapping["maxWidth"]?.number(.length),
            userInterfaceStyle: mapping["userInterfaceStyle"]?.enumeration(UIUserInterfaceStyle.self),
            horizontalSizeClass: mapping["horizontalSizeClass"]?.enumeration(UIUserInterfaceSizeClass.self),
            verticalSizeClass: mapping["verticalSizeClass"]?.enumeration(UIUserInterfaceSizeClass.self))
        if let minWidth = condition.minWidth, let maxWidth = condition.maxWidth, minWidth >= maxWidth,
           let maxWidthNode = mapping["maxWidth"] {
            maxWidthNode.report("maxWidth must be greater than minWidth (\(NumberSyntax.format(Double(minWidth)))); "
                                + "this variant can never apply")
        }
        return context.errorCount == errors ? condition : nil
    }
}
