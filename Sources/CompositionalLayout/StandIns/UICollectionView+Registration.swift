import Foundation

extension UICollectionView {
    /// A stand-in for UIKit's cell registration: a cell class and the handler
    /// that configures a cell for an item.
    ///
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)`` makes
    /// a new `Cell` and runs the handler on it.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A stand-in for UIKit's supplementary registration: a view class, its
    /// element kind, and the handler that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view for an element kind and an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The element kind the views are for.
        public let elementKind: String
        let handler: Handler

        /// A registration for `elementKind` whose views `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// Registers a cell class for a reuse identifier.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    }

    /// Registers a view class for an element kind and a reuse identifier.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "\u{0}" + identifier] =
            (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    }

    /// A new cell of the class registered for `identifier` (a plain cell if none is).
    public func dequeueReusableCell(withReuseIdentifier identifier: String,
                                    for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = (cellClasses[identifier] ?? UICollectionViewCell.self).init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new view of the class registered for `elementKind` and `identifier` (a plain view if none is).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let view = (supplementaryClasses[elementKind + "\u{0}" + identifier] ?? UICollectionReusableView.self).init()
        view.reuseIdentifier = identifier
        return view
    }

    /// A new `Cell`, configured for `item` by the registration's handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        let cell = Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new `Supplementary`, configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let view = Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
