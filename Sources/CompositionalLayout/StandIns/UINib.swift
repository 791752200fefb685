import Foundation

/// A stand-in for UIKit's `UINib`: the name of a nib, which is never read.
/// Cells registered with one are made from their class, through `init()`.
/// It is an `NSObject`, as UIKit's is.
public final class UINib: NSObject, @unchecked Sendable {
    /// The nib's name.
    public let name: String

    /// A nib by name.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The nib's top-level objects: none, as the nib is never read.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

extension UICollectionView.CellRegistration {
    /// A registration whose cells come from a nib (made here from `Cell`'s class), configured by `handler`.
    public init(cellNib: UINib, handler: @escaping Handler) {
        self.init(handler: handler)
    }
}

extension UICollectionView {
    /// Registers a nib for a reuse identifier: cells are plain `UICollectionViewCell`s, as the nib
    /// (which names the class) is not read. Prefer registering the class.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a nib for a supplementary view: views are plain `UICollectionReusableView`s.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
}
