/// A namespace for the `UICollectionView` names that layout code refers to.
///
/// There is no view here: `UICollectionView.elementKindSectionHeader` and
/// `UICollectionView.ElementCategory` exist so that tutorial code compiles.
public enum UICollectionView {
    /// The element kind of a section header; the same raw value as UIKit's.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer; the same raw value as UIKit's.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The kind of view an element of the layout is.
    public enum ElementCategory: UInt, Hashable, Sendable, Comparable {
        /// A cell, for an item.
        case cell
        /// A supplementary view: a header, a footer, a badge.
        case supplementaryView
        /// A decoration view: a section background.
        case decorationView

        /// Cells first, then supplementary views, then decoration views.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The direction in which a collection view scrolls.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Sections stack top to bottom, and the view scrolls up and down.
        case vertical
        /// Sections stack leading to trailing, and the view scrolls sideways.
        case horizontal
    }
}

/// UIKit's Objective-C names for the section header and footer kinds.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
/// UIKit's Objective-C names for the section header and footer kinds.
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter

extension UICollectionView.ElementCategory: CustomStringConvertible {
    /// The name used in the frames JSON: `cell`, `supplementaryView` or `decorationView`.
    public var description: String {
        switch self {
        case .cell: return "cell"
        case .supplementaryView: return "supplementaryView"
        case .decorationView: return "decorationView"
        }
    }
}
