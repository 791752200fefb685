import Foundation

/// A stand-in for UIKit's `UIAxis`: horizontal, vertical, or both.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The axes' bits.
    public let rawValue: UInt
    /// Axes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Horizontal.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Vertical.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both.
    public static let both: UIAxis = [.horizontal, .vertical]
}
