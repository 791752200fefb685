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

    /// Runs `animations` now, then `completion(true)`: a transition of `view`.
    public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Puts `toView` in `fromView`'s place now (unless ``AnimationOptions/showHideTransitionViews``
    /// is given), then runs `completion(true)`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if !options.contains(.showHideTransitionViews), let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Runs `animations` now (its keyframes run as they are added), then `completion(true)`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now: a keyframe of ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// Options of a keyframe animation; kept, as nothing animates.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lets touches reach the view while it animates.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Interpolates linearly between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Interpolates smoothly between keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
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
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Shows and hides the views of a transition rather than adding and removing them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Flips from the left in a transition.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right in a transition.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up in a transition.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down in a transition.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves in a transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top in a transition.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom in a transition.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }
}
