import Foundation

/// Layout-wide settings: scroll direction, spacing between sections, and the
/// reference boundary for content insets.
///
/// As in UIKit, a layout keeps a copy: change a configuration, then assign it
/// to `layout.configuration` again for the change to take effect.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.scrollDirection = .horizontal
/// configuration.interSectionSpacing = 20
/// ```
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis along which sections (and each section's groups) are stacked.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections; none after the last.
    public var interSectionSpacing: CGFloat = 0
    /// The boundary section insets are measured from; `.safeArea` by default.
    public var contentInsetsReference: UIContentInsetsReference = .safeArea
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with UIKit's defaults: vertical scrolling, no spacing, no boundary items.
    public init() {}

    func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}
