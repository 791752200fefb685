import CompositionalLayout
import Foundation

/// A section's `list:` as read: the list configuration, and where it was written.
struct ListSpecification {
    let configuration: UICollectionLayoutListConfiguration
    /// The `list` key, where errors about the list's section, groups and items are reported.
    let origin: SourceMap.Origin
}

/// Reads `list:`, which lays a section out as
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` does, instead of a `group:`.
///
/// ```yaml
/// list:
///   appearance: insetGrouped          # plain | grouped | insetGrouped | sidebar | sidebarPlain
///   headerMode: supplementary         # none (default) | supplementary | firstItemInSection; this and
///                                     # the next three are ListProperty.all
///   footerMode: none                  # none (default) | supplementary
///   showsSeparators: true             # default true
///   headerTopPadding: 8               # default: automatic
///   headerMeasuredSize: {height: 39.667}   # the header's self-sized height (with headerMode: supplementary)
///   footerMeasuredSize: {height: 20}       # likewise the footer's (with footerMode: supplementary)
/// ```
///
/// The section's other keys (`contentInsets` and the rest of ``SectionProperty/all``) are set
/// on the list's section when given, as code would after creating it;
/// `boundarySupplementaryItems` are added to the list's own header and footer.
struct ListReader {
    let context: ReadContext
    /// The section the list belongs to: its header's and footer's measured sizes are recorded for it.
    let scope: LayoutScope

    static let keys = SpecKeys(known: ["appearance"] + ListProperty.all.keys
                                       + ["headerMeasuredSize", "footerMeasuredSize"])
    /// The list's own header and footer: full width, estimated height (`ListSupplementaryItems`).
    private static let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                             heightDimension: .estimated(44))

    /// The list `entry` (the `list` key and its value) describes; `nil` (reported) if anything is wrong.
    func read(_ entry: SpecMapping.Entry) -> ListSpecification? {
        guard let mapping = entry.value.mapping(Self.keys, expecting: "a list configuration such as "
                                                + "{appearance: insetGrouped}") else { return nil }
        typealias Configuration = UICollectionLayoutListConfiguration
        let errors = context.errorCount
        let appearance = mapping.required("appearance")?.enumeration(Configuration.Appearance.self)
        // The appearance is set below; the measured sizes need the modes first.
        var configuration = Configuration(appearance: appearance ?? .plain)
        ListProperty.all.apply(ListProperty.all.read(mapping), to: &configuration)
        for (key, kind, mode) in [("headerMeasuredSize", UICollectionView.elementKindSectionHeader,
                                   configuration.headerMode == .supplementary),
                                  ("footerMeasuredSize", UICollectionView.elementKindSectionFooter,
                                   configuration.footerMode == .supplementary)] {
            guard let node = mapping[key] else { continue }
            guard mode else {
                node.report("a measured size needs \(key == "headerMeasuredSize" ? "headerMode" : "footerMode"): "
                            + "supplementary, or the list has no such view")
                continue
            }
            if let size = node.measuredSize(for: Self.boundarySize) {
                context.supplementaryMeasurements.record(size, elementKind: kind, section: scope.section, at: node)
            }
        }
        guard context.errorCount == errors, let appearance else { return nil }

        configuration.appearance = appearance
        return ListSpecification(configuration: configuration, origin: entry.keyNode.origin)
    }
}

/// Builds a list section while solving: `NSCollectionLayoutSection.list`
/// needs the layout environment, which is only known then.
///
/// Every object of the section it returns (the section, its group and item,
/// the list's header and footer) is recorded in the source map at the `list`
/// key, so solver errors about them are reported there. Settings from the
/// spec are applied afterwards and keep their own places.
final class ListSectionBuilder {
    let list: ListSpecification
    let settings: SectionSettings
    private let sourceMap: SourceMap

    init(list: ListSpecification, settings: SectionSettings, sourceMap: SourceMap) {
        self.list = list
        self.settings = settings
        self.sourceMap = sourceMap
    }

    /// The list section for `environment`, with the spec's settings applied.
    func section(in environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection.list(using: list.configuration, layoutEnvironment: environment)
        sourceMap.recordGenerated(Self.objects(in: section), by: self, createdAt: list.origin)
        settings.apply(to: section)
        return section
    }

    /// The section, and every group, item and supplementary in it.
    static func objects(in section: NSCollectionLayoutSection) -> [AnyObject] {
        var objects: [AnyObject] = [section]
        var pending: [NSCollectionLayoutItem] = [section.group]
        objects += section.boundarySupplementaryItems
        objects += section.decorationItems
        // A list section is a row group of one item; the bound only keeps a future, larger list finite.
        while let item = pending.popLast(), objects.count < 10_000 {
            objects.append(item)
            objects += item.supplementaryItems
            if let group = item as? NSCollectionLayoutGroup {
                pending += group.subitems
            }
        }
        return objects
    }
}
