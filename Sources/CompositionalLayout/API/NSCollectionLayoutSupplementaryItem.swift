import Foundation

/// An extra view attached to an item or a group, such as a badge.
///
/// It is anchored to its container: an item's cell (after the item's
/// `contentInsets`) or a group's frame. Its fractional dimensions resolve
/// against that container. It takes the index path of its item (for a group,
/// of the group's first item).
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge",
///     containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view, as it is registered: `"badge"`, `UICollectionView.elementKindSectionHeader`.
    public let elementKind: String
    /// The point of the container to attach to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary that meets it; `nil` means the same edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Drawing order; supplementaries draw above cells by default.
    public var zIndex = 1

    /// A supplementary of `layoutSize` attached at `containerAnchor`, meeting it with the same edges.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary of `layoutSize` whose `itemAnchor` point meets the container's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header, footer or other view on the boundary of a section, or of the
/// whole layout (`configuration.boundarySupplementaryItems`).
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// section.boundarySupplementaryItems = [header]
/// ```
///
/// A top header sits above the section's top inset and a bottom footer below
/// its bottom inset; with `extendsBoundary` (the default) they make the
/// section longer instead of overlapping its content.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edges or corner of its section the item sits on.
    public let alignment: NSRectAlignment
    /// Moves the item after placement.
    public let offset: CGPoint
    /// Whether the item makes its section longer (true) or overlaps its content.
    public var extendsBoundary = true
    /// Whether the item stays visible while its section scrolls by.
    public var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` on the `alignment` side of its section.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item on the `alignment` side of its section, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
                   itemAnchor: nil)
    }
}

/// A view behind a section, such as a background.
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
/// section.decorationItems = [background]
/// ```
///
/// A background covers the whole section across the container (header and
/// footer bands, insets and groups), less its own `contentInsets`. It has
/// `zIndex` 0, and the section's other elements are promoted to 1.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of view, as it is registered.
    public let elementKind: String
    /// Drawing order; a background draws below the section's other elements.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                      heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A decoration behind the whole section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
