import Foundation

/// One solved element: a cell, a supplementary view or a decoration view, as
/// ``LayoutSolution/elements`` gives it.
public struct LayoutElement: Equatable, Sendable {
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let category: UICollectionView.ElementCategory
    /// `nil` for cells.
    public let elementKind: String?
    /// `nil` only for layout-wide boundary items.
    public let section: Int?
    /// The item's index within its section, for a cell; `nil` for other elements.
    public let item: Int?
    /// The element's frame in content coordinates (for a cell: after `contentInsets`).
    public let frame: CGRect
    /// For a cell, the slot its group gave it, before `contentInsets`; for a decoration, the
    /// section it is inset in; otherwise the frame.
    public let slot: CGRect
    /// Drawing order; higher draws above.
    public let zIndex: Int
    /// The item's label (from a snapshot's identifiers or a spec), for cells.
    public let label: String?
    /// For a cell, the item's `contentInsets` as declared; for a decoration, the decoration's: what
    /// lies between its ``slot`` and its ``frame`` (leading on the right in a right-to-left layout).
    /// Zero for other elements.
    public let contentInsets: NSDirectionalEdgeInsets
    /// For an item's or group's supplementary, how it was anchored; `nil` otherwise.
    public let anchor: SupplementaryAnchor?
    /// For a `pinToVisibleBounds` boundary item, which edge of its host it stays at; `nil` otherwise.
    public let pin: BoundaryPin?
    /// For a cell, the item's `layoutSize` as declared (`.fractionalWidth(1/3)`, `.estimated(100)`), which its
    /// slot resolved; `nil` for an item a custom group placed, and for other elements.
    public var layoutSize: NSCollectionLayoutSize? = nil
    /// For a cell of a `subitem:count:` group, the group's axis: along it the group gave the cell its
    /// share, and the declared dimension was not used. `nil` otherwise.
    public var countSizedAxis: NSCollectionLayoutGroup.LayoutAxis? = nil

    /// The element's index path, as UIKit reports it.
    public var indexPath: IndexPath? {
        guard let section, let item else { return nil }
        return IndexPath(item: item, section: section)
    }
}

/// Which edge a `pinToVisibleBounds` boundary item pins to: a header stays at the top of
/// the visible part of its host, a footer at the bottom.
public enum BoundaryPin: UInt8, Equatable, Sendable {
    /// The start of the scroll axis: the top (the leading edge in a horizontal layout).
    case header
    /// The end of the scroll axis: the bottom (the trailing edge in a horizontal layout).
    case footer
}

/// The stretches of a host (a section, or the whole layout) within which its pinned
/// boundary items move, along the scroll axis: a header's host ends where the footer
/// band starts, and a footer's starts where the header band ends, so the two never cross.
struct BoundaryPinHosts: Equatable, Sendable {
    /// A stretch along the scroll axis. Not a range: an empty section's can end before it starts.
    struct Host: Equatable, Sendable {
        var start: CGFloat
        var end: CGFloat
    }

    var header: Host
    var footer: Host

    static let none = BoundaryPinHosts(header: Host(start: 0, end: 0), footer: Host(start: 0, end: 0))

    func host(of pin: BoundaryPin) -> Host {
        pin == .header ? header : footer
    }
}
