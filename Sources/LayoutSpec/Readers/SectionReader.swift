import CompositionalLayout
import Foundation

/// Reads one entry of `sections`: its data (`name`, `items`), its layout, and
/// the variants a section provider would switch to.
///
/// ```yaml
/// - name: Photos
///   items: 12                       # or [Inbox, Sent, …], or [{label: Inbox}, …]
///   group: {horizontal: {…}}
///   interGroupSpacing: 10
///   contentInsets: {leading: 16, trailing: 16}
///   variants:
///     - when: {minWidth: 600}
///       group: {horizontal: {…}}    # replaces the section's own group when the container is wide
/// ```
struct SectionReader {
    let context: ReadContext

    /// Keys that shape a section's layout, allowed both in a section and in its variants.
    private static let layoutKeys = ["group", "interGroupSpacing", "contentInsets", "contentInsetsReference",
                                     "orthogonalScrollingBehavior"]
    private static let unsupportedLayoutKeys = ["list", "supplementariesFollowContentInsets",
                                                "boundarySupplementaryItems", "decorationItems"]

    static let sectionKeys = SpecKeys(known: ["name", "items", "variants"] + layoutKeys,
                                      notYetSupported: unsupportedLayoutKeys)

    static let variantKeys = SpecKeys(
        known: ["when"] + layoutKeys,
        notYetSupported: unsupportedLayoutKeys,
        misplaced: Dictionary(uniqueKeysWithValues: ["name", "items", "variants"].map { key in
            (key, "'\(key)' belongs to the section, not to one of its variants")
        }))

    static let conditionKeys = SpecKeys(known: ["minWidth", "maxWidth", "userInterfaceStyle", "horizontalSizeClass",
                                                "verticalSizeClass"])

    static let itemKeys = SpecKeys(known: ["label"], notYetSupported: ["size"])

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
        let items = itemsNode.flatMap(self.items)
        let settings = self.settings(mapping)
        if !mapping.writtenKeys.contains("list") {
            _ = mapping.required("group")   // `list` instead of a group is reported as not supported yet
        }
        let variants = mapping["variants"].map { self.variants($0, base: settings) } ?? []
        guard context.errorCount == errors, let itemsNode, let items, let base = settings.makeSection() else {
            return nil
        }
        context.sourceMap.record(base, createdAt: node)
        let section = SpecSection(name: name, itemCount: items.count, itemLabels: items.labels)
        return Result(section: section, choices: SectionChoices(base: base, variants: variants), itemsNode: itemsNode)
    }

    // MARK: - Items

    /// `items`: a count, or a list of labels (`Inbox` or `{label: Inbox}`).
    private func items(_ node: SpecNode) -> (count: Int, labels: [String]?)? {
        switch node.content {
        case nil:
            return nil
        case .scalar:
            return node.integer(0...SpecLimits.maxItems).map { ($0, nil) }
        case .sequence(let sequence):
            guard sequence.count <= SpecLimits.maxItems else {
                node.report("expected at most \(SpecLimits.maxItems) items, got \(sequence.count)")
                return nil
            }
            let labels = node.sequence()?.map(label) ?? []
            let read = labels.compactMap { $0 }
            return read.count == labels.count ? (read.count, read) : nil
        case .null, .mapping:
            node.reportExpected("an item count, or a list of item labels")
            return nil
        }
    }

    /// One entry of an `items` list.
    private func label(_ node: SpecNode) -> String? {
        guard case .mapping? = node.content else { return node.text("a label, or a mapping with 'label'") }
        return node.mapping(Self.itemKeys)?.required("label")?.text("a label")
    }

    // MARK: - Layout

    /// The layout keys of a section or variant; any may be missing.
    struct Settings {
        var group: NSCollectionLayoutGroup?
        var interGroupSpacing: CGFloat?
        var contentInsets: NSDirectionalEdgeInsets?
        var contentInsetsReference: UIContentInsetsReference?
        var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior?

        /// These settings where given, `base` elsewhere: a variant's keys replace the section's own.
        func overriding(_ base: Settings) -> Settings {
            Settings(group: group ?? base.group,
                     interGroupSpacing: interGroupSpacing ?? base.interGroupSpacing,
                     contentInsets: contentInsets ?? base.contentInsets,
                     contentInsetsReference: contentInsetsReference ?? base.contentInsetsReference,
                     orthogonalScrollingBehavior: orthogonalScrollingBehavior ?? base.orthogonalScrollingBehavior)
        }

        /// The section these settings describe; `nil` without a group.
        func makeSection() -> NSCollectionLayoutSection? {
            guard let group else { return nil }
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = interGroupSpacing ?? 0
            section.contentInsets = contentInsets ?? .zero
            section.contentInsetsReference = contentInsetsReference ?? .automatic
            section.orthogonalScrollingBehavior = orthogonalScrollingBehavior ?? .none
            return section
        }
    }

    private func settings(_ mapping: SpecMapping) -> Settings {
        Settings(group: mapping["group"].flatMap(ItemReader(context: context).sectionGroup),
                 interGroupSpacing: mapping["interGroupSpacing"]?.number(.length),
                 contentInsets: mapping["contentInsets"]?.insets(),
                 contentInsetsReference: mapping["contentInsetsReference"]?.enumeration(UIContentInsetsReference.self),
                 orthogonalScrollingBehavior: mapping["orthogonalScrollingBehavior"]?.enumeration(
                     UICollectionLayoutSectionOrthogonalScrollingBehavior.self))
    }

    // MARK: - Variants

    private func variants(_ node: SpecNode,
                          base: Settings) -> [(condition: VariantCondition, section: NSCollectionLayoutSection)] {
        guard let elements = node.sequence("a list of variants") else { return [] }
        return elements.compactMap { element in
            guard let mapping = element.mapping(Self.variantKeys) else { return nil }
            let errors = context.errorCount
            let condition = mapping["when"].map(self.condition) ?? VariantCondition()
            let section = settings(mapping).overriding(base).makeSection()
            guard context.errorCount == errors, let condition, let section else { return nil }
            context.sourceMap.record(section, createdAt: element)
            return (condition, section)
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
