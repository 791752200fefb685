import Foundation

/// The layout of one element, as `layoutAttributesForElements(in:)` returns it.
public final class UICollectionViewLayoutAttributes {
    /// The element's rectangle, in the collection view's content coordinates.
    public var frame: CGRect
    /// Drawing order; higher draws above.
    public var zIndex: Int
    /// The element's section and item (item 0 for a section's supplementary).
    public let indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// `nil` for cells; the element kind for supplementary and decoration views.
    public let representedElementKind: String?
    /// The element's opacity; the solver leaves it 1.
    public var alpha: CGFloat = 1
    /// Whether the element is hidden; the solver leaves it false.
    public var isHidden = false

    init(element: LayoutElement) {
        frame = element.frame
        zIndex = element.zIndex
        indexPath = IndexPath(item: element.item ?? 0, section: element.section ?? 0)
        representedElementCategory = element.category
        representedElementKind = element.elementKind
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    private init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        frame = .zero
        zIndex = 0
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
    }

    /// A copy, as UIKit's `copy()`, which app code casts back: `attributes.copy() as! UICollectionViewLayoutAttributes`.
    public func copy() -> Any {
        let copy = UICollectionViewLayoutAttributes(category: representedElementCategory, kind: representedElementKind,
                                                    indexPath: indexPath)
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        return copy
    }

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}
