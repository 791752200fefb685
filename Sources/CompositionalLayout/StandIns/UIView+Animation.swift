import Foundation

/// Animations on the view stand-in: the changes happen at once, and completions run at once
/// with `true`, as there is no time here.
extension UIView {
    /// Runs `animations` now, then `completion(true)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now, then `completion(true)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now, then `completion(true)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `actions` now.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }

    /// Options of an animation; kept, as nothing animates.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lets touches reach the view while it animates.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Eases in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Goes at a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Cross-dissolves in a transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
}
