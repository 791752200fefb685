import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// An index path that names a row in a section, as UIKit's extension does for tables.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row of a two-element index path: its ``item``.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
