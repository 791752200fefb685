import Foundation

/// The width and height of an item, group or supplementary, each an
/// ``NSCollectionLayoutDimension``.
///
/// ```swift
/// let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
///                                       heightDimension: .absolute(44))
/// ```
public struct NSCollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension,
                heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }
}

extension NSCollectionLayoutSize: CustomStringConvertible {
    public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
