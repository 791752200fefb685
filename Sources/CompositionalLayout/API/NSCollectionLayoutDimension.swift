import Foundation

/// One axis of an ``NSCollectionLayoutSize``: a fraction of the container,
/// a point value, or an estimate that self-sizing replaces.
///
/// ```swift
/// NSCollectionLayoutSize(widthDimension: .fractionalWidth(1/3),   // a third of the container's width
///                        heightDimension: .absolute(44))          // 44 points
/// ```
///
/// Fractions resolve against the *effective* size of the container: its size
/// minus its `contentInsets` (for a section's group: the collection view minus
/// the reference insets minus the section's insets). Either axis may refer to
/// either container axis, so `heightDimension: .fractionalWidth(0.2)` makes
/// square-ish cells.
///
/// Values must be finite and greater than zero. UIKit logs and later asserts on
/// others; here ``UICollectionViewLayout/solve(containerSize:itemCounts:safeAreaInsets:layoutMargins:traitCollection:itemLabels:rules:measuredSize:frameLimit:)``
/// throws a ``LayoutError`` that names the item.
public struct NSCollectionLayoutDimension: Hashable, Sendable {
    /// How a dimension's value is interpreted.
    public enum Semantic: Hashable, Sendable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// A length in points.
        case absolute
        /// An estimate in points, replaced by the measured size.
        case estimated
        /// An estimate that grows to the largest measured sibling.
        case uniformAcrossSiblings
    }

    /// How ``dimension`` is interpreted.
    public let semantic: Semantic
    /// The fraction, the point value, or the estimate.
    public let dimension: CGFloat

    private init(_ semantic: Semantic, _ dimension: CGFloat) {
        self.semantic = semantic
        self.dimension = dimension
    }

    /// A fraction of the container's effective width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's effective height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalHeight, fractionalHeight)
    }

    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.absolute, absoluteDimension)
    }

    /// An estimate in points; the measured size of the content replaces it.
    ///
    /// Until a measurement is supplied the estimate is used as the size.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.estimated, estimatedDimension)
    }

    /// An estimate that grows to the largest measured sibling in the parent
    /// group (iOS 17). On a section's outermost group the largest size is shared
    /// across the whole section.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.uniformAcrossSiblings, estimatedDimension)
    }

    /// Whether the value is a fraction of the container's width.
    public var isFractionalWidth: Bool { semantic == .fractionalWidth }
    /// Whether the value is a fraction of the container's height.
    public var isFractionalHeight: Bool { semantic == .fractionalHeight }
    /// Whether the value is a length in points.
    public var isAbsolute: Bool { semantic == .absolute }
    /// True for `.estimated` and for `.uniformAcrossSiblings`, which behaves as an estimate.
    public var isEstimated: Bool { semantic == .estimated || semantic == .uniformAcrossSiblings }
    /// Whether the value is an estimate shared with the largest sibling.
    public var isUniformAcrossSiblings: Bool { semantic == .uniformAcrossSiblings }
}

extension NSCollectionLayoutDimension: CustomStringConvertible {
    /// The Swift spelling, e.g. `.fractionalWidth(0.5)`; used in error messages and diagrams.
    public var description: String {
        let value = dimension.compactDescription
        switch semantic {
        case .fractionalWidth: return ".fractionalWidth(\(value))"
        case .fractionalHeight: return ".fractionalHeight(\(value))"
        case .absolute: return ".absolute(\(value))"
        case .estimated: return ".estimated(\(value))"
        case .uniformAcrossSiblings: return ".uniformAcrossSiblings(estimate: \(value))"
        }
    }
}

extension CGFloat {
    /// A number in a message: ``CanonicalNumber/messageText(_:)``.
    var compactDescription: String { CanonicalNumber.messageText(Double(self)) }
}
