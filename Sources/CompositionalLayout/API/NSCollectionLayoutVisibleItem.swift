import Foundation

/// An element on screen in a section, as a section's
/// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` is given it: a cell or a
/// supplementary view, whose look the handler may change as the section scrolls.
///
/// ```swift
/// section.visibleItemsInvalidationHandler = { items, offset, environment in
///     let width = environment.container.contentSize.width
///     for item in items {
///         let distance = abs(item.frame.midX - offset.x - width / 2)
///         let scale = max(0.8, 1 - distance / width)
///         item.transform = CGAffineTransform(scaleX: scale, y: scale)
///     }
/// }
/// ```
///
/// ``frame`` is where the layout put the element (a pinned header where it pins); in an
/// orthogonal section it is where the element is at rest, and `offset` says how far the section
/// has scrolled. What the handler sets (``alpha``, ``transform`` or ``transform3D``, ``center``,
/// ``isHidden``, ``zIndex``) is drawn, the transform about the element's centre, as UIKit
/// applies a view's transform. See `docs/semantics.md` §8.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// How opaque the element is, from 0 to 1.
    var alpha: CGFloat { get set }
    /// Where the element draws among overlapping ones; higher draws above.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's centre; setting it moves the element.
    var center: CGPoint { get set }
    /// The element's transform, about its centre.
    var transform: CGAffineTransform { get set }
    /// The element's transform in three dimensions; its affine part is ``transform``.
    var transform3D: CATransform3D { get set }
    /// The element's name: its index path for a cell, its element kind for a supplementary view.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Where the layout put the element.
    var frame: CGRect { get }
    /// The element's size, at the origin.
    var bounds: CGRect { get }
    /// Whether the element is a cell or a supplementary view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element kind of a supplementary view; `nil` for a cell.
    var representedElementKind: String? { get }
}

/// The closure a section calls with its visible items, the scroll position and the
/// environment, before each layout pass as it scrolls
/// (``NSCollectionLayoutSection/visibleItemsInvalidationHandler``).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
