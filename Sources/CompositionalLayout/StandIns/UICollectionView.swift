import Foundation

/// A stand-in for UIKit's `UICollectionView`: it keeps its layout, its
/// registrations and the data its diffable data source applied, and draws
/// nothing. It also holds the names that layout code refers to:
/// ``elementKindSectionHeader``, ``ElementCategory``, ``ScrollDirection``.
///
/// A program that runs an app's view controller finds the collection views it
/// made in ``createdInstances``, solves the ``collectionViewLayout`` of one,
/// and reads its sections and cell labels from ``appliedData``:
///
/// ```swift
/// UIView.standInScreenSize = CGSize(width: 390, height: 844)
/// let controller = GridViewController()
/// controller.loadViewIfNeeded()
/// if let collectionView = UICollectionView.createdInstances.last {
///     let layout = collectionView.collectionViewLayout    // to solve
///     let data = collectionView.appliedData              // sections, item labels, problems
/// }
/// ```
@preconcurrency
@MainActor
open class UICollectionView: UIScrollView {
    /// The element kind of a section header; the same raw value as UIKit's.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer; the same raw value as UIKit's.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Every collection view made so far, in the order they were made.
    ///
    /// The references are strong: a layout program is short-lived, and a view
    /// controller's collection view must outlive the code that made it. The
    /// storage is `nonisolated(unsafe)`, read and written on one thread.
    nonisolated(unsafe) public internal(set) static var createdInstances: [UICollectionView] = []

    /// The layout; giving a layout sets its ``UICollectionViewLayout/collectionView``.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }

    /// The data source; weak, as UIKit's. A diffable data source sets itself here.
    open weak var dataSource: UICollectionViewDataSource?

    /// The last data a diffable data source applied: each section's name and
    /// each item's label, and the snapshot's problems. `nil` until one applies
    /// a snapshot. See ``AppliedSnapshotData``.
    ///
    /// It is `nonisolated(unsafe)`, so a program reads it from any context.
    nonisolated(unsafe) public internal(set) var appliedData: AppliedSnapshotData?

    /// A view behind the cells.
    open var backgroundView: UIView?
    /// Whether cells can be selected.
    open var allowsSelection = true
    /// Whether several cells can be selected.
    open var allowsMultipleSelection = false
    /// Whether cells can be selected while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether the collection view is editing.
    open var isEditing = false
    /// Whether cells are prefetched.
    open var isPrefetchingEnabled = true
    /// Whether cells can be moved by dragging.
    open var dragInteractionEnabled = false
    /// The index paths of the selected items.
    public private(set) var indexPathsForSelectedItems: [IndexPath]? = []

    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]

    /// A collection view with a frame and a layout; it joins ``createdInstances``.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        Self.createdInstances.append(self)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the layout; nothing animates.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Sets the layout, then runs `completion(true)`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// The number of sections, from the data source (1 without one).
    open var numberOfSections: Int {
        dataSource.map { $0.numberOfSections(in: self) } ?? 1
    }

    /// The number of items in a section, from the data source (0 without one).
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource.map { $0.collectionView(self, numberOfItemsInSection: section) } ?? 0
    }

    /// Reloads everything; nothing is shown, so nothing changes.
    open func reloadData() {}
    /// Reloads sections; nothing changes.
    open func reloadSections(_ sections: IndexSet) {}
    /// Inserts sections; nothing changes.
    open func insertSections(_ sections: IndexSet) {}
    /// Deletes sections; nothing changes.
    open func deleteSections(_ sections: IndexSet) {}
    /// Reloads items; nothing changes.
    open func reloadItems(at indexPaths: [IndexPath]) {}
    /// Inserts items; nothing changes.
    open func insertItems(at indexPaths: [IndexPath]) {}
    /// Deletes items; nothing changes.
    open func deleteItems(at indexPaths: [IndexPath]) {}
    /// Moves an item; nothing changes.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

    /// Runs `updates` now, then `completion(true)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Selects an item; kept in ``indexPathsForSelectedItems``.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return }
        if !allowsMultipleSelection { indexPathsForSelectedItems = [] }
        if indexPathsForSelectedItems?.contains(indexPath) == false { indexPathsForSelectedItems?.append(indexPath) }
    }

    /// Deselects an item.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    }

    /// Scrolls to an item; nothing scrolls.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// The cell shown for an item: none, as nothing is shown.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    /// The index path of a cell: none, as no cell is shown.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    /// The cells shown: none.
    open var visibleCells: [UICollectionViewCell] { [] }
    /// The index paths of the items shown: none.
    open var indexPathsForVisibleItems: [IndexPath] { [] }
    /// The supplementary view shown for an element: none.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        nil
    }

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

    /// Where an item ends up when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The position's bits.
        public let rawValue: UInt
        /// A position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Not scrolled.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
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
