import Foundation

/// The layout of one element, as `layoutAttributesForElements(in:)` returns it.
public final class UICollectionViewLayoutAttributes {
    public var frame: CGRect
    public var zIndex: Int
    public let indexPath: IndexPath
    public let representedElementCategory: UICollectionView.ElementCategory
    /// `nil` for cells; the element kind for supplementary and decoration views.
    public let representedElementKind: String?
    public var alpha: CGFloat = 1
    public var isHidden = false

    init(element: LayoutElement) {
        frame = element.frame
        zIndex = element.zIndex
        indexPath = IndexPath(item: element.item ?? 0, section: element.section ?? 0)
        representedElementCategory = element.category
        representedElementKind = element.elementKind
    }

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        frame = .zero
        zIndex = 0
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}
