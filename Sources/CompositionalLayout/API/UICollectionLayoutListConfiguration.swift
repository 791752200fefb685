import Foundation

/// The configuration of a list section (iOS 14): its appearance and whether
/// it has a header and a footer.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// UIKit does not document a list's metrics; the values used are named in
/// `ListMetrics` and their evidence is in `docs/lists.md`. `showsSeparators`
/// changes no frame (separators are drawn inside the cells), and
/// `headerTopPadding` is added to a supplementary header's estimated height.
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
    /// How a list looks: UIKit's list appearances, each with its own insets and heights.
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Rows edge to edge, as in a plain table view.
        case plain
        /// Sections set apart by space, as in a grouped table view.
        case grouped
        /// Grouped sections inset from the sides, with rounded corners.
        case insetGrouped
        /// A sidebar's grouped look.
        case sidebar
        /// A sidebar's plain look.
        case sidebarPlain
    }

    /// Whether a list section has a header, and of which sort.
    public enum HeaderMode: Int, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A boundary supplementary item of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first cell is styled as its header.
        case firstItemInSection
    }

    /// Whether a list section has a footer.
    public enum FooterMode: Int, Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A boundary supplementary item of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// How the list looks.
    public var appearance: Appearance
    /// Whether each section has a header; none by default.
    public var headerMode: HeaderMode = .none
    /// Whether each section has a footer; none by default.
    public var footerMode: FooterMode = .none
    /// Whether rows show separators; no frame depends on it.
    public var showsSeparators = true
    /// Extra space above each header (iOS 15); `nil` means automatic.
    public var headerTopPadding: CGFloat?
    /// The list's background colour (a stand-in: kept, never drawn).
    public var backgroundColor: UIColor?
    /// The swipe action providers, kept for app code (`UICollectionLayoutListConfiguration+SwipeActions.swift`).
    var swipeActionProviders = ListSwipeActionProviders()

    /// A list configuration with `appearance`, no header and no footer.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
