import Foundation

/// A stand-in for UIKit's `UILayoutPriority`: how much a constraint matters, 1 to 1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float
    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's resistance to compression.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the fitting size's level.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Lower first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}
