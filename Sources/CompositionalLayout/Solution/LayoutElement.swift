import Foundation

/// One solved element: a cell, a supplementary view or a decoration view.
public struct LayoutElement: Equatable, Sendable {
    public let category: UICollectionView.ElementCategory
    /// `nil` for cells.
    public let elementKind: String?
    /// `nil` only for layout-wide boundary items.
    public let section: Int?
    public let item: Int?
    /// The element's frame in content coordinates (for a cell: after `contentInsets`).
    public internal(set) var frame: CGRect
    /// For a cell, the slot its group gave it, before `contentInsets`; otherwise the frame.
    public internal(set) var slot: CGRect
    public internal(set) var zIndex: Int
    /// The item's label (from a snapshot's identifiers or a spec), for cells.
    public internal(set) var label: String? = nil
    /// How a `pinToVisibleBounds` boundary item moves with the content offset.
    var pin: BoundaryPin? = nil

    /// The element's index path, as UIKit reports it.
    public var indexPath: IndexPath? {
        guard let section, let item else { return nil }
        return IndexPath(item: item, section: section)
    }
}

/// What a pinned boundary item needs to follow the content offset: whether it
/// is a header or a footer, and the stretch of its host along the scroll axis.
struct BoundaryPin: Equatable, Sendable {
    enum Edge: Equatable, Sendable { case header, footer }
    let edge: Edge
    let hostStart: CGFloat
    let hostEnd: CGFloat
}
