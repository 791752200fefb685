import Foundation

/// A stand-in for UIKit's `UIPopoverPresentationController`: where a popover
/// points, kept; nothing is presented.
@preconcurrency
@MainActor
open class UIPopoverPresentationController: NSObject {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` it points at.
    open var sourceRect: CGRect = .zero
    /// The bar button it points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions its arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// A stand-in for UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of them.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
