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
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    public enum HeaderMode: Int, Hashable, Sendable, CaseIterable {
        case none
        /// A boundary supplementary item of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first cell is styled as its header.
        case firstItemInSection
    }

    public enum FooterMode: Int, Hashable, Sendable, CaseIterable {
        case none
        /// A boundary supplementary item of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators = true
    /// Extra space above each header (iOS 15); `nil` means automatic.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
