import Foundation

/// A section repeats its group along the layout's scroll axis, with
/// `interGroupSpacing` between consecutive groups and `contentInsets` around
/// all of them.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 10
/// section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
/// ```
///
/// The group's fractional dimensions resolve against the collection view's
/// size minus the reference insets (see ``contentInsetsReference``) minus the
/// section's `contentInsets`.
public final class NSCollectionLayoutSection {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup

    /// Space between the section's boundary and its groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Space between consecutive groups along the scroll axis; none after the last.
    public var interGroupSpacing: CGFloat = 0

    /// Which boundary the section's `contentInsets` are measured from.
    /// `.automatic` follows the layout configuration.
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// How the section scrolls relative to the layout's main axis.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// Headers, footers and other views on the section's boundary.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Whether boundary items follow the section's leading and trailing
    /// `contentInsets` (deprecated in iOS 16 for ``supplementaryContentInsetsReference``).
    public var supplementariesFollowContentInsets = true

    /// The boundary that boundary items' insets are measured from (iOS 16);
    /// `.automatic` follows the configuration.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic

    /// Views behind the section, such as a background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// Called with the section's visible items as it scrolls, to change their look (a carousel
    /// scales its centre cell). Frames never change: what it sets is drawn over them, at the
    /// offsets ``LayoutSolution/sampledVisibleItemEffects(sections:traitCollection:rules:adjustedContentInsets:)`` samples.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration the section was made from by `list(using:layoutEnvironment:)`,
    /// so a diagram can draw it as a list (separators, rounded corners), and a spec can be written
    /// back with `list:`; `nil` for any other section. (Not in UIKit.)
    public internal(set) var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
