import Foundation

/// Extra space outside an item's edges, applied before its `contentInsets`.
///
/// Edge spacing moves items and never resizes them: three 20-point items with
/// `trailing: .fixed(2)` stay 20 points wide, and each one starts 2 points
/// further along than it otherwise would. Flexible edges share the space left
/// over in the group; a flexible `top` and `bottom` centre an item across a
/// horizontal group.
///
/// ```swift
/// item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil,
///                                                  trailing: nil, bottom: nil)
/// ```
public struct NSCollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the item's leading edge; `nil` for none.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the item; `nil` for none.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the item's trailing edge; `nil` for none.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the item; `nil` for none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the given space on each edge (`nil` for none).
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
