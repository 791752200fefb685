import CompositionalLayout
import Foundation

/// Writes a layout as a spec: what ``SpecReader`` reads back into a layout with
/// the same frames, in the given container and traits.
///
/// A section provider is asked for its sections in that environment, so the
/// spec holds what the provider returned there, not the provider; a custom
/// group's frames are those its provider gave there. A `visibleItemsInvalidationHandler` is
/// called at its section's offsets and written as what it set there (`visibleItemEffects`).
///
/// ```swift
/// let writer = SpecWriter(containerSize: CGSize(width: 390, height: 844),
///                         sections: [SpecSection(name: nil, itemCount: 12, itemLabels: nil)])
/// let yaml = try writer.write(createLayout())   // JSON, which is YAML too
/// ```
public struct SpecWriter {
    /// The spec's `title:`, which a diagram shows above the layout; none when `nil`.
    public var title: String?
    /// The collection view's size, in points, that sections are asked for and solved in (`container.width`, `.height`).
    public var containerSize: CGSize
    /// The safe area (`container.safeAreaInsets`) a `.safeArea` content insets reference keeps clear.
    public var safeAreaInsets: NSDirectionalEdgeInsets = .zero
    /// The layout margins (`container.layoutMargins`); `nil` leaves the safe area plus the system minimum.
    public var layoutMargins: NSDirectionalEdgeInsets?
    /// The traits (`container.traits`) a section provider is asked with and the spec records: size classes, scale, direction.
    public var traitCollection = UITraitCollection()
    /// The `uikit:` version to write, and whose rules to solve with.
    public var uikitVersion: Int?
    /// The data of each section: names, item counts, labels and measured sizes.
    public var sections: [SpecSection]
    /// Measured sizes of supplementaries, by section (`nil`: the layout's own) and element kind.
    var supplementarySizes: [SupplementaryMeasurements.Key: MeasuredSize] = [:]

    /// A writer for a layout in a container of `containerSize` points with `sections`' data, under `title`.
    public init(title: String? = nil, containerSize: CGSize, sections: [SpecSection]) {
        self.title = title
        self.containerSize = containerSize
        self.sections = sections
    }

    /// The spec, as JSON text.
    ///
    /// - Throws: ``CompositionalLayout/LayoutError`` when the layout cannot be solved in the container.
    public func write(_ layout: UICollectionViewCompositionalLayout) throws(LayoutError) -> String {
        let rules = uikitVersion.flatMap { LayoutRules.profile(uikit: $0) } ?? .uikit
        let counts = sections.map(\.itemCount)
        let resolved = try layout.resolvedSections(containerSize: containerSize, itemCounts: counts,
                                                   safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
                                                   traitCollection: traitCollection, rules: rules)
        // Custom groups' frames come from where the solver placed their items.
        let cells = Measurements(cells: sections.map(\.itemSizes), supplementaries: supplementarySizes)
        let solution = try layout.solve(containerSize: containerSize, itemCounts: counts,
                                        safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
                                        traitCollection: traitCollection, rules: rules,
                                        measuredSize: cells.layoutMeasurement)
        var document: [(String, SpecValue)] = []
        if let title { document.append(("title", .string(title))) }
        if let uikitVersion { document.append(("uikit", .number(Double(uikitVersion)))) }
        document.append(("container", container()))
        document.append(("configuration", configuration(layout.configuration)))
        let effects = solution.sampledVisibleItemEffects(sections: resolved, traitCollection: traitCollection,
                                                         rules: rules, adjustedContentInsets: safeAreaInsets)
        var written: [SpecValue] = []
        for (index, section) in resolved.enumerated() {
            var data = sections[index]
            if let samples = effects.sections[index] { data.visibleItemEffects = samples }
            written.append(self.section(section, index: index, data: data, solution: solution))
        }
        document.append(("sections", .array(written)))
        return SpecValue.object(document).text
    }

    // MARK: The document

    private func container() -> SpecValue {
        var entries: [(String, SpecValue)] = [("width", .number(Double(containerSize.width))),
                                              ("height", .number(Double(containerSize.height)))]
        if safeAreaInsets != .zero { entries.append(("safeAreaInsets", Self.insets(safeAreaInsets))) }
        if let layoutMargins { entries.append(("layoutMargins", Self.insets(layoutMargins))) }
        let traits = traitCollection, plain = UITraitCollection()
        var traitEntries: [(String, SpecValue)] = []
        if traits.userInterfaceStyle != plain.userInterfaceStyle {
            traitEntries.append(("userInterfaceStyle", .string("\(traits.userInterfaceStyle)")))
        }
        if traits.horizontalSizeClass != plain.horizontalSizeClass {
            traitEntries.append(("horizontalSizeClass", .string("\(traits.horizontalSizeClass)")))
        }
        if traits.verticalSizeClass != plain.verticalSizeClass {
            traitEntries.append(("verticalSizeClass", .string("\(traits.verticalSizeClass)")))
        }
        if traits.displayScale != plain.displayScale {
            traitEntries.append(("displayScale", .number(Double(traits.displayScale))))
        }
        if traits.layoutDirection != plain.layoutDirection {
            traitEntries.append(("layoutDirection", .string("\(traits.layoutDirection)")))
        }
        if !traitEntries.isEmpty { entries.append(("traits", .object(traitEntries))) }
        return .object(entries)
    }

    private func configuration(_ configuration: UICollectionViewCompositionalLayoutConfiguration) -> SpecValue {
        var entries = ConfigurationProperty.all.spec(configuration)
        if !configuration.boundarySupplementaryItems.isEmpty {
            entries.append(("boundarySupplementaryItems",
                            .array(configuration.boundarySupplementaryItems.map { boundary($0, section: nil) })))
        }
        return .object(entries)
    }

    private func section(_ section: NSCollectionLayoutSection, index: Int, data: SpecSection,
                         solution: LayoutSolution) -> SpecValue {
        var entries: [(String, SpecValue)] = []
        if let name = data.name { entries.append(("name", .string(name))) }
        entries.append(("items", items(data)))
        // A list section is built again from its configuration; its own header and footer come with it.
        var boundaries = section.boundarySupplementaryItems
        if let list = section.listConfiguration {
            entries.append(("list", self.list(list, section: index)))
            boundaries.removeAll { boundary in
                (list.headerMode == .supplementary && boundary.elementKind == UICollectionView.elementKindSectionHeader)
                    || (list.footerMode == .supplementary && boundary.elementKind == UICollectionView.elementKindSectionFooter)
            }
        } else {
            entries.append(("group", group(section.group, path: [], section: index, solution: solution)))
        }
        entries += SectionProperty.all.spec(section)
        if !boundaries.isEmpty {
            entries.append(("boundarySupplementaryItems", .array(boundaries.map { boundary($0, section: index) })))
        }
        if !section.decorationItems.isEmpty {
            entries.append(("decorationItems", .array(section.decorationItems.map { decoration in
                .object([("background", .string(decoration.elementKind))] + DecorationProperty.all.spec(decoration))
            })))
        }
        if !data.visibleItemEffects.isEmpty {
            entries.append(("visibleItemEffects", .array(data.visibleItemEffects.map(Self.sample))))
        }
        return .object(entries)
    }

    private func items(_ data: SpecSection) -> SpecValue {
        guard data.itemLabels != nil || !data.itemSizes.isEmpty else { return .number(Double(data.itemCount)) }
        if data.itemSizes.isEmpty, let labels = data.itemLabels { return .array(labels.map { .string($0) }) }
        return .array((0..<data.itemCount).map { index in
            var entries: [(String, SpecValue)] = []
            if let labels = data.itemLabels, labels.indices.contains(index) { entries.append(("label", .string(labels[index]))) }
            if let size = data.itemSizes[index] { entries.append(("size", Self.measured(size))) }
            return .object(entries)
        })
    }

    private func list(_ configuration: UICollectionLayoutListConfiguration, section: Int) -> SpecValue {
        var entries: [(String, SpecValue)] = [("appearance", .string("\(configuration.appearance)"))]
            + ListProperty.all.spec(configuration)
        for (key, kind) in [("headerMeasuredSize", UICollectionView.elementKindSectionHeader),
                            ("footerMeasuredSize", UICollectionView.elementKindSectionFooter)] {
            if let size = supplementarySizes[.init(section: section, elementKind: kind)] {
                entries.append((key, Self.measured(size)))
            }
        }
        return .object(entries)
    }

    // MARK: Items and groups

    private func group(_ item: NSCollectionLayoutItem, path: [Int], section: Int, solution: LayoutSolution) -> SpecValue {
        guard let group = item as? NSCollectionLayoutGroup else {
            return .object([("item", .object(common(item, section: section)))])
        }
        var body: [(String, SpecValue)] = [("layoutSize", Self.size(group.layoutSize))]
        switch group.layoutArrangement {
        case .subitems:
            body.append(("subitems", .array(group.subitems.enumerated().map { index, subitem in
                self.group(subitem, path: path + [index], section: section, solution: solution)
            })))
        case .forcedCount(let count), .repeatingCount(let count):
            let key: String
            if case .forcedCount = group.layoutArrangement { key = "subitem" } else { key = "repeatingSubitem" }
            body.append((key, self.group(group.subitems[0], path: path + [0], section: section, solution: solution)))
            body.append(("count", .number(Double(count))))
        case .custom:
            let frames = solution.placedCustomFrames(of: group, section: section, path: path) ?? []
            body.append(("frames", .array(frames.map { placed in
                .object([("x", .number(Double(placed.frame.minX))), ("y", .number(Double(placed.frame.minY))),
                         ("width", .number(Double(placed.frame.width))), ("height", .number(Double(placed.frame.height))),
                         ("zIndex", .number(Double(placed.zIndex)))])
            })))
            body += common(group, section: section).dropFirst()
            return .object([("custom", .object(body))])
        }
        body += GroupProperty.all.spec(group)
        body += common(group, section: section).dropFirst()
        return .object([(group.layoutAxis == .horizontal ? "horizontal" : "vertical", .object(body))])
    }

    /// `layoutSize`, the ``ItemProperty`` keys and `supplementaryItems`, as every item has them.
    private func common(_ item: NSCollectionLayoutItem, section: Int) -> [(String, SpecValue)] {
        var entries: [(String, SpecValue)] = [("layoutSize", Self.size(item.layoutSize))]
        entries += ItemProperty.all.spec(item)
        if !item.supplementaryItems.isEmpty {
            entries.append(("supplementaryItems", .array(item.supplementaryItems.map { supplementary($0, section: section) })))
        }
        return entries
    }

    private func supplementary(_ item: NSCollectionLayoutSupplementaryItem, section: Int) -> SpecValue {
        var entries: [(String, SpecValue)] = [("elementKind", .string(item.elementKind)),
                                              ("layoutSize", Self.size(item.layoutSize)),
                                              ("containerAnchor", Self.anchor(item.containerAnchor))]
        if let anchor = item.itemAnchor { entries.append(("itemAnchor", Self.anchor(anchor))) }
        entries += SupplementaryProperty.all.spec(item)
        if let size = supplementarySizes[.init(section: section, elementKind: item.elementKind)] {
            entries.append(("measuredSize", Self.measured(size)))
        }
        return .object(entries)
    }

    private func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int?) -> SpecValue {
        var entries: [(String, SpecValue)] = [("elementKind", .string(item.elementKind)),
                                              ("layoutSize", Self.size(item.layoutSize)),
                                              ("alignment", .string("\(item.alignment)"))]
        if item.offset != .zero { entries.append(("absoluteOffset", Self.point(item.offset))) }
        entries += BoundaryItemProperty.all.spec(item)
        if let size = supplementarySizes[.init(section: section, elementKind: item.elementKind)] {
            entries.append(("measuredSize", Self.measured(size)))
        }
        return .object(entries)
    }

    // MARK: Values

    /// A `visibleItemEffects` sample: each item with only what differs from its look as laid out.
    static func sample(_ sample: VisibleItemSample) -> SpecValue {
        .object([("offset", .number(Double(sample.offset))), ("items", .array(sample.items.map { item in
            let look = item.appearance, t = look.transform
            var entries: [(String, SpecValue)] = [("element", .string(item.element.description))]
            if t != .identity {
                entries.append(("transform", .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map { .number(Double($0)) })))
            }
            if look.alpha != 1 { entries.append(("alpha", .number(Double(look.alpha)))) }
            if look.translation != .zero { entries.append(("translation", point(look.translation))) }
            if let zIndex = look.zIndex { entries.append(("zIndex", .number(Double(zIndex)))) }
            if look.isHidden { entries.append(("isHidden", .bool(true))) }
            return .object(entries)
        }))])
    }

    static func size(_ size: NSCollectionLayoutSize) -> SpecValue {
        .object([("width", dimension(size.widthDimension)), ("height", dimension(size.heightDimension))])
    }

    static func dimension(_ dimension: NSCollectionLayoutDimension) -> SpecValue {
        let value = SpecValue.number(Double(dimension.dimension))
        if dimension.isFractionalWidth { return .object([("fractionalWidth", value)]) }
        if dimension.isFractionalHeight { return .object([("fractionalHeight", value)]) }
        if dimension.isAbsolute { return .object([("absolute", value)]) }
        if dimension.isUniformAcrossSiblings { return .object([("uniformAcrossSiblings", value)]) }
        return .object([("estimated", value)])
    }

    static func edgeSpacing(_ edges: NSCollectionLayoutEdgeSpacing) -> SpecValue {
        var spacing: [(String, SpecValue)] = []
        for (name, value) in [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing),
                              ("bottom", edges.bottom)] {
            if let value { spacing.append((name, Self.spacing(value))) }
        }
        return .object(spacing)
    }

    static func spacing(_ spacing: NSCollectionLayoutSpacing) -> SpecValue {
        .object([(spacing.isFlexibleSpacing ? "flexible" : "fixed", .number(Double(spacing.spacing)))])
    }

    static func insets(_ insets: NSDirectionalEdgeInsets) -> SpecValue {
        .object([("top", .number(Double(insets.top))), ("leading", .number(Double(insets.leading))),
                 ("bottom", .number(Double(insets.bottom))), ("trailing", .number(Double(insets.trailing)))])
    }

    static func point(_ point: CGPoint) -> SpecValue {
        .object([("x", .number(Double(point.x))), ("y", .number(Double(point.y)))])
    }

    static func measured(_ size: MeasuredSize) -> SpecValue {
        var entries: [(String, SpecValue)] = []
        if let width = size.width { entries.append(("width", .number(Double(width)))) }
        if let height = size.height { entries.append(("height", .number(Double(height)))) }
        return .object(entries)
    }

    static func anchor(_ anchor: NSCollectionLayoutAnchor) -> SpecValue {
        var edges: [SpecValue] = []
        for (name, edge) in [("top", NSDirectionalRectEdge.top), ("leading", .leading), ("bottom", .bottom),
                             ("trailing", .trailing)] where anchor.edges.contains(edge) {
            edges.append(.string(name))
        }
        var entries: [(String, SpecValue)] = [("edges", .array(edges))]
        if anchor.offset != .zero {
            entries.append((anchor.isAbsoluteOffset ? "absoluteOffset" : "fractionalOffset", point(anchor.offset)))
        }
        return .object(entries)
    }
}

extension LayoutSpecification {
    /// This spec as ``SpecWriter`` writes it: the layout its sections give in the spec's
    /// container and traits, with its data, title and measured sizes. Reading it back gives the
    /// same frames.
    public func written() throws(SpecError) -> String {
        var writer = SpecWriter(title: title, containerSize: containerSize, sections: sections)
        writer.safeAreaInsets = safeAreaInsets
        writer.layoutMargins = layoutMargins
        writer.traitCollection = traitCollection
        writer.uikitVersion = uikitVersion
        writer.supplementarySizes = measurements.supplementaries
        do {
            return try writer.write(layout)
        } catch {
            throw SpecError(diagnostics: [diagnostic(for: error)])
        }
    }
}
