import Foundation

/// How table rows are edited, for a data source's `commit editingStyle:`.
extension UITableViewCell {
    /// How a row is edited.
    public enum EditingStyle: Int, Sendable {
        /// Not at all.
        case none
        /// Deleted.
        case delete
        /// Inserted.
        case insert
    }
}
