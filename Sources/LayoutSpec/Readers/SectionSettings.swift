import CompositionalLayout
import Foundation

/// The layout keys of a section or of one of its variants, as read; any may
/// be missing. A variant's keys replace the section's own.
///
/// ```yaml
/// group: {horizontal: {…}}          # or list: {appearance: insetGrouped}
/// interGroupSpacing: 10                # and the other keys of SectionProperty.all
/// contentInsets: {leading: 16, trailing: 16}
/// contentInsetsReference: automatic
/// orthogonalScrollingBehavior: groupPaging
/// supplementariesFollowContentInsets: true
/// supplementaryContentInsetsReference: automatic
/// boundarySupplementaryItems: [<boundary>, …]
/// decorationItems: [{background: section-background}]
/// ```
struct SectionSettings {
    /// What lays the section out: a group, or a list configuration.
    enum Content {
        case group(NSCollectionLayoutGroup)
        case list(ListSpecification)
    }

    var content: Content?
    /// The ``SectionProperty`` values given, by key.
    var properties: [String: SpecPropertyValue<NSCollectionLayoutSection>] = [:]
    var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]?
    var decorationItems: [NSCollectionLayoutDecorationItem]?

    /// These settings where given, `base` elsewhere.
    func overriding(_ base: SectionSettings) -> SectionSettings {
        SectionSettings(
            content: content ?? base.content,
            properties: properties.merging(base.properties) { own, _ in own },
            boundarySupplementaryItems: boundarySupplementaryItems ?? base.boundarySupplementaryItems,
            decorationItems: decorationItems ?? base.decorationItems)
    }

    /// `values` by key.
    static func byKey(_ values: [SpecPropertyValue<NSCollectionLayoutSection>])
        -> [String: SpecPropertyValue<NSCollectionLayoutSection>] {
        Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0) })
    }

    /// The given property values, in ``SectionProperty/all``'s order.
    var orderedProperties: [SpecPropertyValue<NSCollectionLayoutSection>] {
        SectionProperty.all.keys.compactMap { properties[$0] }
    }

    /// Sets the given settings on `section`, as code would after creating it;
    /// the rest keep the section's values. Boundary items are appended, so a
    /// list's own header and footer stay.
    func apply(to section: NSCollectionLayoutSection) {
        var target = section
        SectionProperty.all.apply(orderedProperties, to: &target)
        if let boundarySupplementaryItems { section.boundarySupplementaryItems += boundarySupplementaryItems }
        if let decorationItems { section.decorationItems = decorationItems }
    }

    /// What the section provider does with these settings; `nil` without a group or list.
    ///
    /// A group section is built now and recorded in the source map at `node`;
    /// a list section is built while solving (see ``ListSectionBuilder``).
    func makeTemplate(recordedAt node: SpecNode) -> SectionTemplate? {
        switch content {
        case nil:
            return nil
        case .group(let group):
            let section = NSCollectionLayoutSection(group: group)
            apply(to: section)
            node.context.sourceMap.record(section, createdAt: node)
            return .section(section)
        case .list(let list):
            return .list(ListSectionBuilder(list: list, settings: self, sourceMap: node.context.sourceMap))
        }
    }
}

/// How the section provider gets one spec section's `NSCollectionLayoutSection`.
enum SectionTemplate {
    /// A section built when the spec was read.
    case section(NSCollectionLayoutSection)
    /// A list section, built for each environment as `NSCollectionLayoutSection.list` requires.
    case list(ListSectionBuilder)

    /// The section for `environment`.
    func section(in environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        switch self {
        case .section(let section): return section
        case .list(let builder): return builder.section(in: environment)
        }
    }
}
