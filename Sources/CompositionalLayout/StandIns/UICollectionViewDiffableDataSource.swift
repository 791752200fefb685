import Foundation

/// A stand-in for UIKit's `UICollectionViewDiffableDataSource`: it keeps the
/// snapshot applied to it and gives the collection view its data.
///
/// Applying a snapshot (``apply(_:animatingDifferences:completion:)`` and the
/// other forms) stores it, sets the collection view's
/// ``UICollectionView/appliedData`` to its sections and item texts, and runs
/// the completion at once. The cell and supplementary view providers are kept
/// and never called, as no cell is shown.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
///     collectionView, indexPath, item in
///     collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@preconcurrency
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the view for a supplementary element.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the views of supplementary elements (headers, footers); kept, never called.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What to do when the user reorders items; kept, never called.
    public var reorderingHandlers = ReorderingHandlers()
    /// What to do when the user expands or collapses items; kept, never called.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView`; it becomes the collection view's ``UICollectionView/dataSource``.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// The items of one section, as a section snapshot of root items.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        sectionSnapshot.append(currentSnapshot.itemIdentifiers(inSection: section))
        return sectionSnapshot
    }

    /// Applies a snapshot: see the type's discussion. Nothing animates; `completion` runs at once.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        store(snapshot)
        completion?()
    }

    /// Applies a snapshot: see the type's discussion.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        store(snapshot)
    }

    /// Applies a snapshot, as a reload: the same as ``apply(_:animatingDifferences:completion:)``.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        store(snapshot)
        completion?()
    }

    /// Applies a snapshot, as a reload.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        store(snapshot)
    }

    /// Applies a section snapshot to one section: its visible items (those whose
    /// parents are all expanded) become the section's items, and the section is
    /// appended if the snapshot does not have it. Its problems join the snapshot's.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                    to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var updated = currentSnapshot
        if updated.indexOfSection(section) == nil { updated.appendSections([section]) }
        updated.deleteItems(updated.itemIdentifiers(inSection: section))
        for problem in snapshot.problems { updated.record(problem) }
        updated.appendItems(snapshot.visibleItems, toSection: section)
        store(updated)
        completion?()
    }

    /// Applies a section snapshot to one section.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                    to section: SectionIdentifierType, animatingDifferences: Bool = true) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// The item at an index path, or `nil` if there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = currentSnapshot.sectionIdentifiers
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = currentSnapshot.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of an item, or `nil` if it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = currentSnapshot.sectionIdentifier(containingItem: itemIdentifier),
              let sectionIndex = currentSnapshot.indexOfSection(section),
              let item = currentSnapshot.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The section at an index, or `nil` if there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = currentSnapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of a section, or `nil` if it is not in the snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    /// The number of sections in the snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        currentSnapshot.numberOfSections
    }

    /// The number of items in a section of the snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { currentSnapshot.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell from the cell provider, or a plain cell if it gives none.
    open func collectionView(_ collectionView: UICollectionView,
                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) } ?? UICollectionViewCell()
    }

    /// The view from the supplementary view provider, or a plain view if it gives none.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }

    /// Whether an item can be moved: `false`, as UIKit's default.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// An item was moved; does nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    private func store(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        currentSnapshot = snapshot
        collectionView?.appliedData = AppliedSnapshotData(snapshot)
    }
}
