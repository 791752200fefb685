import Foundation

/// Space between items in a group, or around an item as edge spacing.
///
/// - `fixed(s)`: exactly `s` points.
/// - `flexible(s)`: at least `s` points; space left over in the group after
///   layout is shared equally among the flexible spacings.
///
/// ```swift
/// group.interItemSpacing = .fixed(10)
/// ```
public struct NSCollectionLayoutSpacing: Hashable, Sendable {
    /// The fixed amount, or the minimum of a flexible spacing.
    public let spacing: CGFloat
    /// True for ``flexible(_:)``.
    public let isFlexibleSpacing: Bool

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    /// At least `flexibleSpacing` points; leftover space is shared among flexible spacings.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    /// True for ``fixed(_:)``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

extension NSCollectionLayoutSpacing: CustomStringConvertible {
    /// The Swift spelling: `.fixed(10)`, `.flexible(8)`.
    public var description: String {
        isFlexibleSpacing ? ".flexible(\(spacing.compactDescription))" : ".fixed(\(spacing.compactDescription))"
    }
}
