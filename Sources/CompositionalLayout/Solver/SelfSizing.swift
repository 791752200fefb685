import Foundation

/// Measured sizes replace estimates (R§9).
///
/// - A leaf's measured size replaces only its estimated axes (`estimated` or
///   `uniformAcrossSiblings`); `nil` from the measurement keeps the estimate.
/// - An estimated group takes the extent of its children: along its axis
///   their lengths plus spacing and edge spacing, across it the largest
///   child; both plus the group's insets. A custom group takes the bounding
///   box of its frames.
/// - `uniformAcrossSiblings` makes siblings with that dimension as long as
///   the longest of them; on a section's outermost group the longest instance
///   sets every instance (see `SectionStacking.swift`).
/// - Fractional children of an estimated parent resolve against the
///   parent's current (estimated) size.
///
/// Without a measurement every estimate stands, and a section's group
/// instances are identical.
struct SelfSizing {
    let measurement: LayoutMeasurement?
    let section: Int
    /// The item index of leaf 0 of the group being laid out.
    let itemBase: Int
    /// How many items exist from `itemBase` on: leaves beyond them are never measured.
    let availableItems: Int

    /// No measurement: every estimate stands.
    static func estimates(section: Int) -> SelfSizing {
        SelfSizing(measurement: nil, section: section, itemBase: 0, availableItems: 0)
    }

    func indexPath(forLeaf leaf: Int) -> IndexPath? {
        leaf < availableItems ? IndexPath(item: itemBase + leaf, section: section) : nil
    }

    /// The size of the cell for `leaf`: `proposed`, with measured values on its estimated axes.
    /// `keepingAxis` is an axis whose length a `count` group forced.
    func measuredCell(_ item: NSCollectionLayoutItem, proposed: CGSize, leaf: Int, keepingAxis: Axis?,
                      at location: LayoutLocation) throws(LayoutError) -> CGSize {
        guard let indexPath = indexPath(forLeaf: leaf) else { return proposed }
        return try measured(MeasuredElement(category: .cell, elementKind: nil, indexPath: indexPath),
                            layoutSize: item.layoutSize, proposed: proposed, keepingAxis: keepingAxis,
                            at: location, subject: item)
    }

    /// The size of a supplementary attached to `leaf`.
    func measuredSupplementary(_ item: NSCollectionLayoutSupplementaryItem, proposed: CGSize, leaf: Int,
                               at location: LayoutLocation) throws(LayoutError) -> CGSize {
        guard let indexPath = indexPath(forLeaf: leaf) else { return proposed }
        return try measured(MeasuredElement(category: .supplementaryView, elementKind: item.elementKind,
                                            indexPath: indexPath),
                            layoutSize: item.layoutSize, proposed: proposed, keepingAxis: nil,
                            at: location, subject: item)
    }

    /// The size of a boundary item; `indexPath` is `nil` for the layout's own.
    func measuredBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, proposed: CGSize,
                          indexPath: IndexPath?, at location: LayoutLocation) throws(LayoutError) -> CGSize {
        try measured(MeasuredElement(category: .supplementaryView, elementKind: item.elementKind, indexPath: indexPath),
                     layoutSize: item.layoutSize, proposed: proposed, keepingAxis: nil, at: location, subject: item)
    }

    private func measured(_ element: MeasuredElement, layoutSize: NSCollectionLayoutSize, proposed: CGSize,
                          keepingAxis: Axis?, at location: LayoutLocation,
                          subject: AnyObject) throws(LayoutError) -> CGSize {
        let estimatedWidth = layoutSize.widthDimension.isEstimated && keepingAxis != .horizontal
        let estimatedHeight = layoutSize.heightDimension.isEstimated && keepingAxis != .vertical
        guard estimatedWidth || estimatedHeight, let measurement, let size = measurement(element, proposed) else {
            return proposed
        }
        let result = CGSize(width: estimatedWidth ? size.width : proposed.width,
                            height: estimatedHeight ? size.height : proposed.height)
        guard result.width.isNormal, result.height.isNormal, result.width > 0, result.height > 0,
              result.width <= LayoutLimits.maxLength, result.height <= LayoutLimits.maxLength else {
            throw LayoutError(.invalidDimension, at: location,
                              "the measured size \(result.width.compactDescription)×\(result.height.compactDescription)"
                              + " must be finite, greater than 0 and not denormal", subject: subject)
        }
        return result
    }

    /// An estimated group's size: `content` (the children's extent) plus the
    /// group's insets on each estimated axis; `proposed` elsewhere.
    static func groupSize(_ group: NSCollectionLayoutGroup, proposed: CGSize, content: CGSize) -> CGSize {
        let insets = group.contentInsets
        return CGSize(
            width: group.layoutSize.widthDimension.isEstimated
                ? content.width + insets.leading + insets.trailing : proposed.width,
            height: group.layoutSize.heightDimension.isEstimated
                ? content.height + insets.top + insets.bottom : proposed.height)
    }

    /// Makes siblings whose dimension is `uniformAcrossSiblings` as long as the longest of them, per axis.
    static func equalizeUniformSiblings<Child>(_ children: inout [Child], size: WritableKeyPath<Child, CGSize>,
                                               item: KeyPath<Child, NSCollectionLayoutItem>) {
        for axis in [Axis.horizontal, .vertical] {
            let uniform = children.indices.filter {
                children[$0][keyPath: item].layoutSize.dimension(along: axis).isUniformAcrossSiblings
            }
            guard uniform.count > 1 else { continue }
            let longest = uniform.map { children[$0][keyPath: size].length(along: axis) }.max() ?? 0
            for index in uniform {
                let current = children[index][keyPath: size]
                children[index][keyPath: size] = CGSize(along: axis, longest, cross: current.length(along: axis.cross))
            }
        }
    }
}
