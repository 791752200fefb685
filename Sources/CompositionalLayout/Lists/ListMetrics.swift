import Foundation

/// Every metric of a list section, in one place.
///
/// UIKit documents none of these numbers: not the row height, the side
/// insets, the space between grouped sections, nor the header and footer
/// heights. Each constant below says where its value comes from and how much
/// it can be trusted. `docs/lists.md` has the same table per appearance.
///
/// To change a metric, change its constant here, then the row in
/// `docs/lists.md` and the expectations in `ListTests`, which pin the choice.
///
/// ```swift
/// ListMetrics.rowEstimatedHeight                        // 44
/// ListMetrics.sectionVerticalInset(for: .insetGrouped)  // 18
/// ```
public enum ListMetrics {
    // MARK: Rows

    /// Estimated height of a row in every appearance: 44 points.
    ///
    /// Evidence: UITableView's historical default row height and the HIG's
    /// minimum 44-point touch target; a low-provenance re-implementation of
    /// UIKit lists (R§10 "[isim]") uses `.estimated(44)`. Rows self-size, so
    /// this is only the size before measurement. Confidence: medium.
    public static let rowEstimatedHeight: CGFloat = 44

    /// Estimated height of a row in the `.sidebar` and `.sidebarPlain`
    /// appearances: 44 points, as other rows.
    ///
    /// Evidence: none specific; iPad sidebars show rows close to the table-view
    /// row. Kept separate so that it can be tuned alone. Confidence: low.
    public static let sidebarRowEstimatedHeight: CGFloat = 44

    // MARK: Section insets

    /// Space above the first row and below the last row of a `.grouped` or
    /// `.insetGrouped` section on an edge that has no supplementary header
    /// (top) or footer (bottom), before pixel rounding: 17.5 points.
    ///
    /// Evidence: [UIKit] 53 px = 17.667 pt at 3× on every such edge, in both
    /// appearances, at 375 and 390 pt (iOS 14; `corpus/deluxealonso-moderncollectionviews`):
    /// two sections are 35.333 apart, so each edge is rounded up on its own
    /// (``verticalInset(_:rules:displayScale:)``); the "35-point" gap of grouped table
    /// views halved. Whether it is 17.5 rounded up or 17.667 outright needs a 2× image.
    /// Confidence: high at 3×, medium elsewhere. [isim] (R§10) uses 18.
    public static let groupedSectionVerticalInset: CGFloat = 17.5

    /// Where the rows of a section start across the scroll axis.
    ///
    /// - `.insetGrouped` and `.sidebar` are inset: `.layoutMargins`, so rows
    ///   start at the safe area plus the system minimum margin (16 points, 20
    ///   in a regular-width environment; [Doc] `directionalLayoutMargins`).
    ///   Evidence that inset lists follow the layout margins: [isim] insets by
    ///   16 / 20; the inset style of Settings. Confidence: medium for
    ///   `.insetGrouped`, low for `.sidebar`.
    /// - `.plain`, `.grouped` and `.sidebarPlain` span the whole width:
    ///   `.none`, as table-view cells whose backgrounds reach under the safe
    ///   area. Confidence: low (only matters with a non-zero safe area).
    public static func contentInsetsReference(
        for appearance: UICollectionLayoutListConfiguration.Appearance) -> UIContentInsetsReference {
        switch appearance {
        case .insetGrouped, .sidebar: return .layoutMargins
        case .plain, .grouped, .sidebarPlain: return .none
        }
    }

    // MARK: Headers and footers

    /// Estimated height of a supplementary header or footer in `.plain` and
    /// `.sidebarPlain` lists: 28 points.
    ///
    /// Evidence: [isim] (R§10) uses 28 for plain lists. Confidence: low.
    public static let plainSupplementaryEstimatedHeight: CGFloat = 28

    /// Estimated height of a supplementary header or footer in `.grouped`,
    /// `.insetGrouped` and `.sidebar` lists: 38 points.
    ///
    /// Evidence: [isim] (R§10) uses 38 for grouped lists; the grouped header
    /// carries its own space above the title. Confidence: low.
    public static let groupedSupplementaryEstimatedHeight: CGFloat = 38

    /// Extra space above a supplementary header when `headerTopPadding` is
    /// `nil` ("automatic padding", [Doc]): none beyond the header's estimate.
    ///
    /// Evidence: none; iOS 15 added visibly more space above list headers (a
    /// Better Programming post compares iOS 14 and 15) but nobody measured it.
    /// Confidence: low.
    public static let automaticHeaderTopPadding: CGFloat = 0

    /// Whether supplementary headers stay pinned to the top while their
    /// section scrolls by: only in `.plain` lists.
    ///
    /// Evidence: plain table views float their headers; a blog post showing
    /// every appearance describes "sticky section headers" for plain lists and
    /// headers "that scroll along" for grouped ones; [isim] pins when the
    /// appearance is plain. Confidence: medium.
    public static func pinsHeaders(for appearance: UICollectionLayoutListConfiguration.Appearance) -> Bool {
        appearance == .plain
    }

    // MARK: Per appearance

    /// ``rowEstimatedHeight`` or, for sidebars, ``sidebarRowEstimatedHeight``.
    public static func rowEstimatedHeight(for appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        switch appearance {
        case .plain, .grouped, .insetGrouped: return rowEstimatedHeight
        case .sidebar, .sidebarPlain: return sidebarRowEstimatedHeight
        }
    }

    /// ``groupedSectionVerticalInset`` for `.grouped` and `.insetGrouped`; 0
    /// for the others, whose sections follow each other directly.
    public static func sectionVerticalInset(for appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        switch appearance {
        case .grouped, .insetGrouped: return groupedSectionVerticalInset
        case .plain, .sidebar, .sidebarPlain: return 0
        }
    }

    /// The vertical inset of a list section as laid out: ``sectionVerticalInset(for:)``
    /// rounded up to the pixel grid of `displayScale` (0: no grid), or 18 under
    /// ``LayoutRules/GroupedListVerticalInset/eighteen``.
    ///
    /// ```swift
    /// ListMetrics.verticalInset(.insetGrouped, rules: .uikit, displayScale: 3)   // 17.667
    /// ```
    public static func verticalInset(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                                     rules: LayoutRules, displayScale: CGFloat) -> CGFloat {
        let inset = sectionVerticalInset(for: appearance)
        guard inset > 0 else { return 0 }
        switch rules.groupedListVerticalInset {
        case .eighteen:
            return 18
        case .halfOf35RoundedUp:
            return PixelSnapping(scale: displayScale).ceil(inset)
        }
    }

    /// ``plainSupplementaryEstimatedHeight`` or ``groupedSupplementaryEstimatedHeight``.
    public static func supplementaryEstimatedHeight(
        for appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        switch appearance {
        case .plain, .sidebarPlain: return plainSupplementaryEstimatedHeight
        case .grouped, .insetGrouped, .sidebar: return groupedSupplementaryEstimatedHeight
        }
    }
}
