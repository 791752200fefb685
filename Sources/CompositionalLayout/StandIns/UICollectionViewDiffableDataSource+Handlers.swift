import Foundation

extension UICollectionViewDiffableDataSource {
    /// The closures UIKit calls when the user reorders items (a stand-in: kept, never called).
    public struct ReorderingHandlers {
        /// Whether an item can be reordered.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before a reordering is applied.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after a reordering is applied.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers.
        public init() {}
    }

    /// The closures UIKit calls when the user expands or collapses an item (a stand-in: kept, never called).
    public struct SectionSnapshotHandlers<ItemType: Hashable> {
        /// Whether an item can expand.
        public var shouldExpandItem: ((ItemType) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((ItemType) -> Void)?
        /// Whether an item can collapse.
        public var shouldCollapseItem: ((ItemType) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((ItemType) -> Void)?
        /// Gives the children of a parent as it expands.
        public var snapshotForExpandingParent: ((ItemType, NSDiffableDataSourceSectionSnapshot<ItemType>)
            -> NSDiffableDataSourceSectionSnapshot<ItemType>)?

        /// No handlers.
        public init() {}
    }
}
