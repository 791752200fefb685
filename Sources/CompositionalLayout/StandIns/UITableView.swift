import Foundation

/// A stand-in for UIKit's `UITableView`, so that a table beside a collection
/// view compiles: its settings, registrations and delegates are kept; no row
/// is ever laid out or drawn (only a collection view's compositional layout
/// is solved).
///
/// Dequeuing makes a new cell of the registered class through `init()`,
/// which ``UITableViewCell`` declares `required` (see ``UICollectionReusableView``).
@preconcurrency
@MainActor
open class UITableView: UIScrollView {
    /// The automatic height of rows, headers and footers.
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: Style
    /// The data source; asked for counts by ``numberOfSections`` and ``numberOfRows(inSection:)``.
    open weak var dataSource: UITableViewDataSource?
    /// The height of a row.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of a row.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section headers.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section footers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// The separators' style.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// The separators' insets.
    open var separatorInset = UITableViewCell.standardSeparatorInset
    /// The views above the first section and below the last.
    open var tableHeaderView, tableFooterView: UIView?
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether the table is editing.
    open var isEditing = false
    /// The selected rows.
    public private(set) var indexPathsForSelectedRows: [IndexPath]?
    /// The first selected row.
    open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]

    /// A table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers a nib: cells are plain ``UITableViewCell``s, as the nib is not read.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = UITableViewCell.self
    }

    /// Registers a header or footer class for a reuse identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A new cell of the class registered for `identifier` (a plain cell if none).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = (cellClasses[identifier] ?? UITableViewCell.self).init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new cell of the class registered for `identifier`, or `nil` if none is.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cellClass = cellClasses[identifier] else { return nil }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new header or footer of the class registered for `identifier`, or `nil` if none is.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        return viewClass.init(reuseIdentifier: identifier)
    }

    /// The number of sections, from the data source (1 without one).
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 1 }

    /// The number of rows in a section, from the data source (0 without one).
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The visible cell at a row: none, as nothing is shown.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

    /// Reloads nothing, as nothing is shown.
    open func reloadData() {}
    /// Reloads nothing.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Inserts nothing: the data source's counts are asked again when needed.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Deletes nothing: the data source's counts are asked again when needed.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Reloads nothing.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Begins a batch of updates; does nothing.
    open func beginUpdates() {}
    /// Ends a batch of updates; does nothing.
    open func endUpdates() {}

    /// Runs `updates` now, then `completion(true)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Selects a row (or clears the selection, for `nil`).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { indexPathsForSelectedRows = nil; return }
        indexPathsForSelectedRows = allowsMultipleSelection ? (indexPathsForSelectedRows ?? []) + [indexPath] : [indexPath]
    }

    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedRows?.removeAll { $0 == indexPath }
    }

    /// Scrolls nowhere.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Sets editing; nothing animates.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// A table's style.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, headers that float.
        case plain
        /// Sections apart, on a grouped background.
        case grouped
        /// Grouped sections with rounded corners, inset from the edges.
        case insetGrouped
    }

    /// How rows animate in and out; kept, as nothing animates.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide from the right.
        case right
        /// Slide from the left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep the row in the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// Where a row scrolls to.
    public enum ScrollPosition: Int, Sendable {
        /// As little as needed.
        case none
        /// To the top.
        case top
        /// To the middle.
        case middle
        /// To the bottom.
        case bottom
    }
}
