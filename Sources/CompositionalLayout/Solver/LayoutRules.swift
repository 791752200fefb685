import Foundation

/// Switches for behaviour that UIKit does not document, whose evidence is
/// weak, or that changed between UIKit versions. ``uikit`` holds the newest
/// behaviour with the best evidence; ``ios14`` and ``ios17`` are the profiles
/// of those UIKit versions where the ground-truth corpus (`corpus/`) shows
/// that they differ. `docs/semantics.md` gives the evidence for each switch.
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

    /// What a section with no items takes up along the scroll axis.
    public enum EmptySection: Hashable, Sendable {
        /// Nothing: its content insets drop out, and it has no background decoration and no
        /// orthogonal band. Its boundary items are still laid out, and `interSectionSpacing`
        /// still applies around it (iOS 17).
        case collapses
        /// Its top and bottom insets, less one `interGroupSpacing` (the spacing after "the
        /// last group" is taken back even though there is none), with its decorations
        /// and, for an orthogonal section, its band (iOS 14).
        case keepsInsetsLessInterGroupSpacing
        /// Its top and bottom insets (the engine's rule before the corpus; no evidence).
        case keepsInsets
    }

    /// See ``EmptySection``.
    public var emptySection: EmptySection = .collapses

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

    /// Where a `groupPagingCentered` section's first group starts across the scroll axis, at rest,
    /// in a collection view `W` long, with groups `w` long; its content ends as it starts, mirrored.
    /// UIKit 14.5 (428 pt at 3×, 0.9-wide groups, section insets leading 5 and trailing 20,
    /// `interGroupSpacing` 15) starts it at 19.0, not at the centred `(W − w)/2 = 21.4`. The first
    /// four readings below all give 18.9 there, which rounds to 19.0; no image yet separates them
    /// (`docs/semantics.md` §8).
    public enum CentredGroupStart: Hashable, Sendable {
        /// `leading + (W − w − interGroupSpacing)/2`: the content keeps the section's leading inset,
        /// as in every orthogonal section, and scrolls behind an inset that centres one page of
        /// group paging, a group and the spacing after it. With no insets, `interGroupSpacing` moves
        /// the group back by half its length.
        case pageWithSpacingAfterLeadingInset
        /// `(W − w)/2 − (trailing − interGroupSpacing)/2`: a trailing inset wider than the spacing
        /// moves the group back by half the difference; the leading inset does not move it.
        case lessHalfTrailingInsetBeyondSpacing
        /// `(W − w − leading)/2`: centred in the collection view less the section's leading inset,
        /// from the collection view's leading edge.
        case lessHalfLeadingInset
        /// `2 × leading + (W − leading − trailing − w)/2`: centred between the section's insets, then
        /// moved on by the leading inset again.
        case betweenInsetsAfterLeadingInset
        /// `(W − w)/2`: the section's insets and spacing ignored, the group exactly centred. The
        /// engine's rule before UIKit 14.5 was measured, which refutes it when the insets are uneven.
        case ignoringSectionInsets
    }

    /// See ``CentredGroupStart``.
    public var centredGroupStart: CentredGroupStart = .pageWithSpacingAfterLeadingInset

    /// What a section's group resolves a fraction of the scroll axis's length against
    /// (`.fractionalHeight` in a vertical layout, `.fractionalWidth` in a horizontal one),
    /// unless the section scrolls orthogonally: an orthogonal section's group always sees
    /// the collection view less the section's insets along that axis.
    public enum SectionGroupScrollReference: Hashable, Sendable {
        /// The collection view's full length, ignoring the section's insets and the
        /// adjusted content insets (safe area, bars) along that axis.
        case collectionView
        /// The collection view less the section's insets along that axis.
        case sectionContent
    }

    /// See ``SectionGroupScrollReference``. Across the scroll axis the section's insets
    /// always reduce the container.
    public var sectionGroupScrollReference: SectionGroupScrollReference = .collectionView

    /// What the subitem of `subitem:count:` resolves its dimensions against.
    public enum ForcedCountContainer: Hashable, Sendable {
        /// The group's inner size, whose length along the group's axis is less
        /// `(count − 1) × interItemSpacing`, for both of the subitem's dimensions.
        case innerLessSpacing
        /// The group's inner size; only the forced length subtracts the spacing.
        case inner
    }

    /// See ``ForcedCountContainer``.
    public var forcedCountContainer: ForcedCountContainer = .innerLessSpacing

    /// The rectangle a group's supplementary items anchor to.
    public enum GroupSupplementaryContainer: Hashable, Sendable {
        /// The group's frame less its `contentInsets`.
        case insetFrame
        /// The group's frame, its insets included.
        case frame
        /// The group's frame, its insets included, with the container anchor's fractional
        /// offset ignored. The corpus cannot tell this from ``insetFrame`` yet: its only
        /// group supplementary has a fractional offset that equals the group's inset.
        case frameIgnoringFractionalOffset
    }

    /// See ``GroupSupplementaryContainer``.
    public var groupSupplementaryContainer: GroupSupplementaryContainer = .insetFrame

    /// The item of a group supplementary's index path.
    public enum GroupSupplementaryIndex: Hashable, Sendable {
        /// The group's ordinal within its section: 0, 1, 2, … (counted per element kind).
        case groupOrdinal
        /// The index of the group's first item.
        case firstItem
    }

    /// See ``GroupSupplementaryIndex``.
    public var groupSupplementaryIndex: GroupSupplementaryIndex = .groupOrdinal

    /// How frames meet the display's pixel grid (multiples of `1 / displayScale`) when the
    /// trait collection has a `displayScale`. Without one the arithmetic stays exact.
    public enum PixelSnapping: Hashable, Sendable {
        /// Each resolved item and group length is floored to the grid, and the layout stacks
        /// the floored lengths (iOS 17: `0.25 × 393 = 98.25` is 98 at 3×).
        case floorLengths
        /// The layout is computed exactly, then each element's origin and size are rounded to
        /// the nearest pixel, separately (iOS 13 and 14: a 187.5-pt row starts at 199.5 → 199.667).
        case roundFrames
        /// Exact arithmetic even with a display scale.
        case none
    }

    /// See ``PixelSnapping``.
    public var pixelSnapping: PixelSnapping = .floorLengths

    /// UIKit's system minimum layout margin on the leading and trailing edges, which the
    /// default layout margins add to the safe area (and so `.layoutMargins` sections and
    /// `.insetGrouped` lists start there).
    public enum SystemMinimumMargin: Hashable, Sendable {
        /// 20 pt in a container at least 390 pt wide (iPhone 12 and later, Plus and Max
        /// phones, iPads) or with a regular horizontal size class; 16 pt otherwise.
        case byWidth
        /// 20 pt with a regular horizontal size class, 16 pt otherwise.
        case bySizeClass
    }

    /// See ``SystemMinimumMargin``.
    public var systemMinimumMargin: SystemMinimumMargin = .byWidth

    /// The space above the first row and below the last row of a `.grouped` or `.insetGrouped`
    /// list section, on an edge without a supplementary header or footer.
    public enum GroupedListVerticalInset: Hashable, Sendable {
        /// 17.5 pt (half the 35-pt gap of grouped tables) rounded up to the pixel grid, on each
        /// edge: 17.667 at 3×, 17.5 at 2× and without a display scale.
        case halfOf35RoundedUp
        /// 18 pt (a re-implementation's constant; the engine's rule before the corpus).
        case eighteen
    }

    /// See ``GroupedListVerticalInset``.
    public var groupedListVerticalInset: GroupedListVerticalInset = .halfOf35RoundedUp

    /// The rules of ``uikit``, the newest UIKit behaviour.
    public init() {}

    /// The newest UIKit behaviour, with the best-supported choices where UIKit is silent.
    public static let uikit = LayoutRules()

    /// UIKit in iOS 17 (and iOS 16, whose frames in the corpus agree with it): the same as ``uikit``.
    public static let ios17 = LayoutRules()

    /// UIKit in iOS 13 and 14 (whose frames in the corpus are identical), where the corpus shows
    /// that it differs from iOS 17.
    public static let ios14: LayoutRules = {
        var rules = LayoutRules()
        rules.emptySection = .keepsInsetsLessInterGroupSpacing
        rules.pixelSnapping = .roundFrames
        return rules
    }()

    /// The first UIKit version each profile applies to, oldest first: 13–15 follow ``ios14``
    /// (15 unmeasured: a choice), 16 and later ``ios17`` (16.1 measured).
    public static let profiles: [(since: Int, rules: LayoutRules)] = [(13, .ios14), (16, .ios17)]

    /// The profile for UIKit `version`; `nil` before iOS 13, which has no compositional layout.
    public static func profile(uikit version: Int) -> LayoutRules? {
        profiles.last { $0.since <= version }?.rules
    }
}
