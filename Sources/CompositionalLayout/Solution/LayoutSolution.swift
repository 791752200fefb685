import Foundation

/// Every frame of a solved layout, plus the structure diagrams need: group
/// instances, insets and spacing gaps.
///
/// ```swift
/// let solution = try layout.solve(containerSize: CGSize(width: 390, height: 844), itemCounts: [94])
/// solution.collectionViewContentSize                       // CGSize
/// solution.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// let json = solution.framesJSON()                         // the frames JSON, one element per line
/// ```
public struct LayoutSolution: Sendable {
    /// The collection view's size.
    public let containerSize: CGSize
    /// The scrollable size: the container's extent across the scroll axis, and
    /// the end of the last section along it.
    public let collectionViewContentSize: CGSize
    /// The direction the layout scrolls in.
    public let scrollDirection: UICollectionView.ScrollDirection
    /// Every element, ordered by section, then category, then item, then element kind.
    public internal(set) var elements: LayoutElements
    /// Every section's solved geometry, in order.
    public internal(set) var sections: [SectionLayout]
    /// The spacing between consecutive sections.
    public internal(set) var interSectionGaps: [SpacingGap]
    /// `.rightToLeft` when the layout was mirrored for a right-to-left
    /// environment, so that `leading` insets lie on the right; otherwise `.leftToRight`.
    public internal(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// Where the layout's own pinned header and footer move, along the scroll axis.
    var pinHosts: BoundaryPinHosts = .none
    /// What the sections' `visibleItemsInvalidationHandler`s set on their visible items, sampled by
    /// offset; empty unless set (``sampledVisibleItemEffects(sections:traitCollection:rules:adjustedContentInsets:)``, or a spec's
    /// `visibleItemEffects`). A diagram draws each element with its appearance at the offset drawn.
    public var visibleItemEffects = VisibleItemEffects()

    /// Every frame the solution holds: its elements (cells, supplementary and
    /// decoration views), group instances and spacing gaps. This is what
    /// `solve(…, frameLimit:)` bounds, counted before solving allocates it.
    public var frameCount: Int {
        sections.reduce(elements.count + interSectionGaps.count) { $0 + $1.groups.count + $1.gaps.count }
    }

    /// The bytes the solution's frames take in memory: its elements, group instances and
    /// spacing gaps, each at its stored size (88, 48 and 40 bytes). `make bench` divides it
    /// by ``frameCount``.
    public var frameBytes: Int {
        let gapSize = MemoryLayout<SpacingGap>.stride
        return sections.reduce(elements.records.count * MemoryLayout<ElementRecord>.stride
                               + interSectionGaps.count * gapSize) {
            $0 + $1.groups.records.count * MemoryLayout<GroupRecord>.stride + $1.gaps.count * gapSize
        }
    }

    /// The attributes of every element whose frame intersects `rect`.
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        elements.filter { $0.frame.intersects(rect) }.map(UICollectionViewLayoutAttributes.init(element:))
    }

    /// The attributes of the cell at `indexPath`, or `nil` if there is no such cell.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cell(at: indexPath).map(UICollectionViewLayoutAttributes.init(element:))
    }

    /// The solved cell at `indexPath`.
    public func cell(at indexPath: IndexPath) -> LayoutElement? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let range = sections[indexPath.section].cellRange
        guard indexPath.item >= 0, indexPath.item < range.count else { return nil }
        return elements[range.lowerBound + indexPath.item]
    }

    /// The cells of section `section`, in item order.
    public func cells(inSection section: Int) -> LayoutElements.SubSequence {
        guard sections.indices.contains(section) else { return elements[0..<0] }
        return elements[sections[section].cellRange]
    }
}
