import Foundation

/// Calls sections' `visibleItemsInvalidationHandler`s as UIKit does while the layout scrolls, and
/// keeps what they set.
///
/// - **Which items.** A section's cells and supplementary views (decorations are not given) whose
///   frames meet the visible rectangle: for a section that scrolls with the layout, the collection
///   view's bounds at the content offset, along the scroll axis; for an orthogonal section, its
///   viewport with the content scrolled by the section's own offset (a boundary item does not scroll).
///   An orthogonal section's items are given whatever the layout's content offset.
/// - **Their frames** are the solver's at that offset: a pinned header where it pins; in an orthogonal
///   section, where the item is at rest, as UIKit gives them (a carousel computes
///   `item.frame.midX - offset.x`).
/// - **The point** is the content offset of what scrolls the section: `(0, y)` in a vertical
///   layout (the collection view's, which is negative at rest under a safe area), and for an
///   orthogonal section its own, `(x, 0)`. `docs/semantics.md` §8 gives the evidence.
extension LayoutSolution {
    /// The most samples ``sampledVisibleItemEffects(sections:traitCollection:rules:adjustedContentInsets:)`` takes of one
    /// section: a bound on the handler's calls and on the spec that carries them.
    public static let maxVisibleItemSamples = 64

    /// The items of section `section` visible at `offset` (its orthogonal offset for an orthogonal
    /// section, else the content offset along the scroll axis), given to `handler`, and what it set
    /// on each.
    public func visibleItemSample(section: Int, handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler,
                                  atOffset offset: CGFloat, environment: any NSCollectionLayoutEnvironment,
                                  adjustedContentInsets: NSDirectionalEdgeInsets = .zero) -> VisibleItemSample {
        guard sections.indices.contains(section), offset.isFinite else { return VisibleItemSample(offset: offset, items: []) }
        let axis = Axis(scrollDirection)
        let orthogonal = sections[section].orthogonal
        let seen = orthogonal == nil ? pinned(atContentOffset: offset, adjustedContentInsets: adjustedContentInsets) : self
        var items: [VisibleLayoutItem] = []
        for element in seen.elements where element.section == section && element.category != .decorationView {
            let frame = element.frame
            if let orthogonal {
                // Cells and item or group supplementaries scroll with the section's content.
                let scrolls = element.category == .cell || element.anchor != nil
                let start = frame.minimum(along: axis.cross) - (scrolls ? offset : 0)
                let end = start + frame.length(along: axis.cross)
                guard end > orthogonal.viewport.minimum(along: axis.cross),
                      start < orthogonal.viewport.maximum(along: axis.cross) else { continue }
            } else {
                let viewport = containerSize.length(along: axis)
                guard frame.maximum(along: axis) > offset, frame.minimum(along: axis) < offset + viewport else { continue }
            }
            items.append(VisibleLayoutItem(element))
        }
        let point = orthogonal == nil ? CGPoint(along: axis, main: offset, cross: 0)
                                      : CGPoint(along: axis, main: 0, cross: offset)
        handler(items, point, environment)
        return VisibleItemSample(offset: offset, items: items.map { item in
            VisibleItemSample.Item(element: item.element, appearance: item.appearance)
        })
    }

    /// Each handler of `sections` (the layout's sections as its provider gave them for this
    /// solution) called at its section's rest offsets and between them, every eighth of the
    /// viewport, at most ``maxVisibleItemSamples`` times: for an orthogonal section across its
    /// scrolling range, for the others along the layout from its offset at rest to its end.
    public func sampledVisibleItemEffects(sections declared: [NSCollectionLayoutSection],
                                          traitCollection: UITraitCollection = UITraitCollection(),
                                          rules: LayoutRules = .uikit,
                                          adjustedContentInsets: NSDirectionalEdgeInsets = .zero) -> VisibleItemEffects {
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: containerSize),
                                            traitCollection: traitCollection, rules: rules)
        var effects = VisibleItemEffects()
        for (index, section) in declared.enumerated() where sections.indices.contains(index) {
            guard let handler = section.visibleItemsInvalidationHandler else { continue }
            effects.sections[index] = visibleItemOffsets(section: index, adjustedContentInsets: adjustedContentInsets)
                .map { offset in
                    visibleItemSample(section: index, handler: handler, atOffset: offset, environment: environment,
                                      adjustedContentInsets: adjustedContentInsets)
                }
        }
        return effects
    }

    /// Each element's appearance with the content at `contentOffset` along the scroll axis and each
    /// orthogonal section at its offset in `orthogonalOffsets` (else its first rest offset): every
    /// handler of `sections` called once, at its section's offset. Elements drawn as laid out are
    /// left out.
    ///
    /// ```swift
    /// let sections = try layout.resolvedSections(containerSize: size, itemCounts: [8])
    /// let looks = solution.visibleItemAppearances(sections: sections, contentOffset: 0, orthogonalOffsets: [0: 273])
    /// looks[.cell(section: 0, item: 0)]?.transform   // the first card, a page away from the centre
    /// ```
    public func visibleItemAppearances(sections declared: [NSCollectionLayoutSection], contentOffset: CGFloat,
                                       orthogonalOffsets: [Int: CGFloat] = [:],
                                       traitCollection: UITraitCollection = UITraitCollection(),
                                       rules: LayoutRules = .uikit,
                                       adjustedContentInsets: NSDirectionalEdgeInsets = .zero)
        -> [LayoutElementSelector: VisibleItemAppearance] {
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: containerSize),
                                            traitCollection: traitCollection, rules: rules)
        var result: [LayoutElementSelector: VisibleItemAppearance] = [:]
        for (index, section) in declared.enumerated() where sections.indices.contains(index) {
            guard let handler = section.visibleItemsInvalidationHandler else { continue }
            let offset = sections[index].orthogonal.map { orthogonalOffsets[index] ?? $0.restOffsets.first ?? 0 }
                ?? contentOffset
            let sample = visibleItemSample(section: index, handler: handler, atOffset: offset, environment: environment,
                                           adjustedContentInsets: adjustedContentInsets)
            for item in sample.items where !item.appearance.isPlain { result[item.element] = item.appearance }
        }
        return result
    }

    /// The offsets section `section`'s handler is sampled at, ascending.
    func visibleItemOffsets(section: Int, adjustedContentInsets: NSDirectionalEdgeInsets) -> [CGFloat] {
        let axis = Axis(scrollDirection)
        let stops: [CGFloat], viewport: CGFloat
        if let orthogonal = sections[section].orthogonal {
            viewport = orthogonal.viewport.length(along: axis.cross)
            stops = orthogonal.restOffsets.isEmpty ? [0] : orthogonal.restOffsets
        } else {
            viewport = containerSize.length(along: axis)
            let start = restingContentOffset(adjustedContentInsets: adjustedContentInsets)
            let end = collectionViewContentSize.length(along: axis) - viewport
                + adjustedContentInsets.trailing(along: axis)
            stops = end > start ? [start, end] : [start]
        }
        let step = max(viewport / 8, 1)
        var offsets: [CGFloat] = []
        for (from, to) in zip(stops, stops.dropFirst()) {
            let count = max(1, Int(((to - from) / step).rounded(.up)))
            offsets += (0..<count).map { from + (to - from) * CGFloat($0) / CGFloat(count) }
        }
        offsets.append(stops[stops.count - 1])
        let limit = Self.maxVisibleItemSamples
        guard offsets.count > limit, let first = offsets.first, let last = offsets.last else { return offsets }
        return (0..<limit).map { first + (last - first) * CGFloat($0) / CGFloat(limit - 1) }
    }
}

/// One element as a handler sees it: its place, and what the handler sets.
final class VisibleLayoutItem: NSCollectionLayoutVisibleItem {
    var alpha: CGFloat = 1
    var zIndex: Int
    var isHidden = false
    var center: CGPoint
    var transform3D = CATransform3DIdentity
    let name: String
    let indexPath: IndexPath
    let frame: CGRect
    let representedElementCategory: UICollectionView.ElementCategory
    let representedElementKind: String?
    /// How the spec and `explain` name the element.
    let element: LayoutElementSelector
    private let layoutZIndex: Int

    init(_ element: LayoutElement) {
        let section = element.section ?? 0, item = element.item ?? 0
        frame = element.frame
        center = CGPoint(x: element.frame.midX, y: element.frame.midY)
        zIndex = element.zIndex
        layoutZIndex = element.zIndex
        indexPath = IndexPath(item: item, section: section)
        representedElementCategory = element.category
        representedElementKind = element.elementKind
        if element.category == .cell {
            self.element = .cell(section: section, item: item)
            name = "\(section).\(item)"
        } else {
            let kind = element.elementKind ?? ""
            self.element = .view(kind: kind, section: element.section, item: item)
            name = kind
        }
    }

    var transform: CGAffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = CATransform3D(newValue) }
    }

    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// What the handler set, within ``VisibleItemAppearance/bounded``'s limits.
    var appearance: VisibleItemAppearance {
        VisibleItemAppearance(alpha: alpha, transform: transform,
                              translation: CGPoint(x: center.x - frame.midX, y: center.y - frame.midY),
                              zIndex: zIndex == layoutZIndex ? nil : zIndex, isHidden: isHidden).bounded
    }
}
