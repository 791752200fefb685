import Foundation

/// The element a measurement is asked for.
public struct MeasuredElement: Hashable, Sendable {
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let category: UICollectionView.ElementCategory
    /// `nil` for cells.
    public let elementKind: String?
    /// The element's index path; item 0 of its section for boundary items,
    /// and `nil` for the layout's own boundary items.
    public let indexPath: IndexPath?

    /// The element of `category` and `elementKind` at `indexPath`.
    public init(category: UICollectionView.ElementCategory, elementKind: String?, indexPath: IndexPath?) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
    }
}

/// Measures an element, as a cell's `preferredLayoutAttributesFitting(_:)` would.
///
/// It is given the element and its proposed size (the estimate on estimated
/// axes, the resolved length elsewhere) and returns the measured size, or
/// `nil` to keep the estimate. Only the axes whose dimension is estimated (or
/// `uniformAcrossSiblings`) take the measured value.
///
/// ```swift
/// let solution = try layout.solve(containerSize: size, itemCounts: [20]) { element, proposed in
///     element.category == .cell ? CGSize(width: proposed.width, height: 120) : nil
/// }
/// ```
public typealias LayoutMeasurement = (MeasuredElement, CGSize) -> CGSize?
