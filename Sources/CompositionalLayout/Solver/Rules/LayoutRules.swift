import Foundation

/// Switches for behaviour that UIKit does not document, whose evidence is
/// weak, or that changed between UIKit versions. ``uikit`` holds the newest
/// behaviour with the best evidence; ``ios14`` and ``ios17`` are the profiles
/// of those UIKit versions where the ground-truth corpus (`corpus/`) shows
/// that they differ. `docs/semantics.md` gives the evidence for each switch.
public struct LayoutRules: Hashable, Sendable {
    // The switches, each with its default (the newest UIKit's); each enum, in
    // `LayoutRules+NAME.swift`, gives the choices and their evidence.

    /// How far (in points) a subitem may overshoot a group and still count as fitting.
    /// Absorbs floating-point error such as `3 × (390 / 3) = 390.00000000000006`.
    public var fitTolerance: CGFloat = 0.01
    /// How a section measures a last group that holds fewer items than it can (``PartialGroupExtent``).
    public var partialGroupExtent: PartialGroupExtent = .fullGroup
    /// What a section with no items takes up along the scroll axis (``EmptySection``).
    public var emptySection: EmptySection = .collapses
    /// What an orthogonal section's group resolves its fractional width (height, in a
    /// horizontal layout) against (``OrthogonalGroupReference``).
    public var orthogonalGroupReference: OrthogonalGroupReference = .container
    /// Where a `groupPagingCentered` section's first group starts across the scroll axis
    /// (``CentredGroupStart``).
    public var centredGroupStart: CentredGroupStart = .pageWithSpacingAfterLeadingInset
    /// What a section's group resolves a fraction of the scroll axis's length against
    /// (``SectionGroupScrollReference``). Across the scroll axis the section's insets
    /// always reduce the container.
    public var sectionGroupScrollReference: SectionGroupScrollReference = .collectionView
    /// What the subitem of `subitem:count:` resolves its dimensions against (``ForcedCountContainer``).
    public var forcedCountContainer: ForcedCountContainer = .innerLessSpacing
    /// The rectangle a group's supplementary items anchor to (``GroupSupplementaryContainer``).
    public var groupSupplementaryContainer: GroupSupplementaryContainer = .insetFrame
    /// The item of a group supplementary's index path (``GroupSupplementaryIndex``).
    public var groupSupplementaryIndex: GroupSupplementaryIndex = .groupOrdinal
    /// How frames meet the display's pixel grid when the trait collection has a
    /// `displayScale` (``PixelSnapping``).
    public var pixelSnapping: PixelSnapping = .floorLengths
    /// When UIKit's system minimum layout margin is 20 points rather than 16 (``SystemMinimumMargin``).
    public var systemMinimumMargin: SystemMinimumMargin = .byWidth
    /// The space above the first row and below the last row of a grouped list section
    /// without a header or footer (``GroupedListVerticalInset``).
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
