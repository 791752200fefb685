import CompositionalLayout
import Foundation

/// Reads `custom: {…}` groups: `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`
/// with the provider written as data.
///
/// ```yaml
/// custom:
///   layoutSize: {width: .fractionalWidth(1), height: .absolute(300)}
///   frames:                              # one index path each, in order
///     - {x: 0, y: 0, width: 100, height: 120, zIndex: 0}
///     - {x: 110, y: 0, width: 100, height: 60}
///   contentInsets: 0
///   supplementaryItems: [<supplementary>, …]
/// ```
///
/// or, instead of `frames`, the built-in ``WaterfallProvider``:
///
/// ```yaml
///   waterfall: {columns: 2, spacing: 10, contentInsets: {leading: 20, trailing: 20}, heights: [120, 80]}
/// ```
///
/// Frames are relative to the group, finite, with a width and height greater
/// than 0; at most ``SpecLimits/maxCustomFrames``. A waterfall places every
/// item of its section, so it must be the section's own group; each item's
/// height is its measured height (`items: [{size: {height}}]`), else
/// `heights[i % heights.count]`.
extension ItemReader {
    /// The keys of a custom group's body.
    static let customGroupKeys = SpecKeys(
        known: ["layoutSize", "frames", "waterfall"] + ItemProperty.all.keys + ["supplementaryItems"],
        misplaced: Dictionary(uniqueKeysWithValues: (["subitems", "subitem", "repeatingSubitem", "count"]
                                                     + GroupProperty.all.keys).map { key in
            (key, "'\(key)' belongs to 'horizontal:' or 'vertical:'; a custom group places its items at 'frames'")
        }))
    static let frameKeys = SpecKeys(known: ["x", "y", "width", "height", "zIndex"])
    static let waterfallKeys = SpecKeys(known: ["columns", "spacing", "contentInsets", "heights"])

    /// The group `custom: {…}` describes, the `depth`-th group from its section.
    func customGroup(_ entry: SpecMapping.Entry, depth: Int) -> NSCollectionLayoutGroup? {
        guard checkNesting(entry, depth: depth), let body = entry.value.mapping(Self.customGroupKeys) else {
            return nil
        }
        let errors = context.errorCount
        let settings = self.settings(of: body)
        let provider = self.provider(of: body, depth: depth)
        guard context.errorCount == errors, let settings, let provider else { return nil }

        let group = NSCollectionLayoutGroup.custom(layoutSize: settings.layoutSize, itemProvider: provider)
        settings.apply(to: group)
        context.sourceMap.record(group, createdAt: entry.keyNode)
        return group
    }

    /// The item provider `frames` or `waterfall` describes; exactly one is required.
    private func provider(of body: SpecMapping, depth: Int) -> NSCollectionLayoutGroupCustomItemProvider? {
        let forms = body.entries.filter { $0.key == "frames" || $0.key == "waterfall" }
        guard let form = forms.first else {
            body.node.report("missing item frames: give 'frames', or a built-in provider such as 'waterfall'")
            return nil
        }
        for extra in forms.dropFirst() {
            extra.keyNode.report("'\(extra.key)' cannot be combined with '\(form.key)'; give one of them")
        }
        switch form.key {
        case "frames":
            guard let items = customItems(form.value), forms.count == 1 else { return nil }
            return { _ in items }
        default:
            guard depth == 1 else {
                form.keyNode.report("a waterfall places every item of its section, so it must be the section's "
                                    + "group, not nested in another group")
                return nil
            }
            guard let waterfall = waterfall(form.value), forms.count == 1 else { return nil }
            return { environment in waterfall.items(in: environment) }
        }
    }

    // MARK: - Frames

    /// `frames`: the custom items, built once and recorded in the source map at their entries.
    private func customItems(_ node: SpecNode) -> [NSCollectionLayoutGroupCustomItem]? {
        guard let frames = node.sequence("a list of frames such as {x: 0, y: 0, width: 100, height: 120}",
                                         of: "frame", atMost: SpecLimits.maxCustomFrames) else { return nil }
        // Every frame is read, so that every problem is reported.
        let items = frames.compactMap(customItem)
        return items.count == frames.count ? items : nil
    }

    /// One entry of `frames`.
    private func customItem(_ node: SpecNode) -> NSCollectionLayoutGroupCustomItem? {
        guard let mapping = node.mapping(Self.frameKeys, expecting: "a frame: a mapping with x, y, width and height")
        else { return nil }
        let errors = context.errorCount
        let x = mapping["x"]?.number(.offset) ?? 0
        let y = mapping["y"]?.number(.offset) ?? 0
        let width = mapping.required("width")?.size("a custom frame's width and height")
        let height = mapping.required("height")?.size("a custom frame's width and height")
        let zIndex = mapping["zIndex"]?.integer(SpecLimits.zIndex) ?? 0
        guard context.errorCount == errors, let width, let height else { return nil }

        let item = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: x, y: y, width: width, height: height),
                                                     zIndex: zIndex)
        context.sourceMap.record(item, createdAt: node)
        return item
    }

    // MARK: - Waterfall

    /// `waterfall: {…}`, with one height per item of the section.
    private func waterfall(_ node: SpecNode) -> WaterfallProvider? {
        guard let mapping = node.mapping(Self.waterfallKeys) else { return nil }
        let errors = context.errorCount
        let columns = mapping.required("columns").flatMap(columnCount)
        let spacing = mapping["spacing"]?.number(.length) ?? 0
        let contentInsets = mapping["contentInsets"]?.insets() ?? .zero
        if contentInsets.bottom != 0, let insetsNode = mapping["contentInsets"] {
            insetsNode.report("a waterfall's bottom inset has no effect (an estimated group is as tall as its "
                              + "tallest column); put the space in the section's contentInsets")
        }
        let heights = mapping["heights"]?.elements("a list of heights") { $0.size("a waterfall height") }
        if heights?.isEmpty == true, let heightsNode = mapping["heights"] {
            heightsNode.reportExpected("at least one height")
        }
        guard context.errorCount == errors, let columns, let items = scope.items else { return nil }
        guard items.count <= SpecLimits.maxCustomFrames else {
            node.report("a waterfall holds every item of its section in one group, at most "
                        + "\(SpecLimits.maxCustomFrames); this section has \(items.count)")
            return nil
        }
        guard let itemHeights = itemHeights(items, heights: heights ?? [], at: node) else { return nil }
        return WaterfallProvider(columns: columns, spacing: spacing, contentInsets: contentInsets,
                                 heights: itemHeights)
    }

    /// `columns`: 1 to ``SpecLimits/maxWaterfallColumns``.
    private func columnCount(_ node: SpecNode) -> Int? {
        guard let text = node.text("a whole number") else { return nil }
        guard NumberSyntax.isIntegerLiteral(text) else {
            node.reportExpected("a whole number")
            return nil
        }
        // Digits too many for an Int are too many columns (or too few, with a minus).
        let columns = NumberSyntax.integer(text) ?? (text.contains("-") ? Int.min : Int.max)
        guard columns >= 1 else {
            node.report("a waterfall needs at least 1 column")
            return nil
        }
        guard columns <= SpecLimits.maxWaterfallColumns else {
            node.report("a waterfall has at most \(SpecLimits.maxWaterfallColumns) columns, got \(text)")
            return nil
        }
        return columns
    }

    /// Each item's height: measured, else from `heights` in turn; reports the first item with neither.
    private func itemHeights(_ items: SectionItems, heights: [CGFloat], at node: SpecNode) -> [CGFloat]? {
        var result: [CGFloat] = []
        result.reserveCapacity(items.count)
        for index in 0..<items.count {
            if let measured = items.sizes[index]?.height {
                result.append(measured)
            } else if !heights.isEmpty {
                result.append(heights[index % heights.count])
            } else {
                node.report("item \(index) has no height: give the waterfall 'heights', or give the item a "
                            + "measured height in the section's items, as in {label: A, size: {height: 120}}")
                return nil
            }
        }
        return result
    }
}
