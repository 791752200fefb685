import Foundation

/// The width and height of an item, group or supplementary, each an
/// ``NSCollectionLayoutDimension``.
///
/// ```swift
/// let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
///                                       heightDimension: .absolute(44))
/// ```
public struct NSCollectionLayoutSize: Hashable, Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension,
                heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }
}

extension NSCollectionLayoutSize: CustomStringConvertible {
    /// Both dimensions in braces: `{.fractionalWidth(1), .absolute(44)}`.
    public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
