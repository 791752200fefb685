import Foundation

/// Switches for behaviour that UIKit does not document and whose evidence is
/// weak. ``uikit`` holds the best-supported choices; `docs/semantics.md` gives
/// the evidence for each.
public struct LayoutRules: Hashable, Sendable {
    /// How a section measures a last group that holds fewer items than it can.
    public enum PartialGroupExtent: Hashable, Sendable {
        /// The group keeps its full `layoutSize` (its geometry does not depend on its item count).
        case fullGroup
        /// The group ends at its last placed item, as IBPCollectionViewCompositionalLayout does.
        case placedItems
    }

    /// How far (in points) a subitem may overshoot a group and still count as fitting.
    /// Absorbs floating-point error such as `3 × (390 / 3) = 390.00000000000006`.
    public var fitTolerance: CGFloat = 0.01
    /// See ``PartialGroupExtent``.
    public var partialGroupExtent: PartialGroupExtent = .fullGroup
    /// Whether a section with no items still takes up its top and bottom insets.
    public var emptySectionKeepsInsets = true

    /// What an orthogonal section's group resolves its fractional width (height,
    /// in a horizontal layout) against.
    public enum OrthogonalGroupReference: Hashable, Sendable {
        /// The container less the reference insets: section insets pad the
        /// scrolling content but do not shrink groups (IBP #78, whose reporter
        /// compared iOS 13 screenshots).
        case container
        /// The container less the reference insets and the section's insets,
        /// as for a section that does not scroll orthogonally.
        case sectionContent
    }

    /// See ``OrthogonalGroupReference``.
    public var orthogonalGroupReference: OrthogonalGroupReference = .container

    public init() {}

    /// The rules with the best evidence of matching UIKit.
    public static let uikit = LayoutRules()
}
