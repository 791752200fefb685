import Foundation

/// A stand-in for UIKit's `UISwipeGestureRecognizer`; it never fires.
@preconcurrency
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions it recognizes.
    open var direction: Direction = .right
    /// How many fingers it takes.
    open var numberOfTouchesRequired = 1

    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }
}
