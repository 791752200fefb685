import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// An index path that names an item in a section, as UIKit's extension does.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of a two-element index path.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item of a two-element index path.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
