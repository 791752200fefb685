import Foundation

/// A stand-in for UIKit's `UIGestureRecognizer`: its settings and targets,
/// kept; no touch ever arrives, so it never fires.
///
/// The target–action form takes a ``Selector`` (`Selector("tapped")` or `nil`),
/// as Linux has no `#selector`.
@preconcurrency
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The view it is attached to.
    public internal(set) weak var view: UIView?
    /// Whether it recognizes gestures.
    open var isEnabled = true
    /// Whether touches it recognizes are cancelled in the view.
    open var cancelsTouchesInView = true
    /// Whether touches wait for it to fail before reaching the view.
    open var delaysTouchesBegan = false
    /// Whether touch ends wait for it.
    open var delaysTouchesEnded = true
    /// Its delegate; kept, never asked.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Its state: always `.possible`, as no touch arrives.
    open var state: State = .possible
    /// A name for it, for debugging.
    open var name: String?
    /// The targets and actions added; kept, never sent.
    public private(set) var targetActions: [(target: AnyObject?, action: Selector?)] = []

    /// A recognizer that sends `action` to `target` (kept, never sent).
    public init(target: Any?, action: Selector?) {
        super.init()
        addTarget(target, action: action)
    }

    /// A recognizer with no target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and action; kept.
    open func addTarget(_ target: Any?, action: Selector?) {
        targetActions.append((target.map { $0 as AnyObject }, action))
    }

    /// Removes a target's actions.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { $0.target === object && (action == nil || $0.action == action) }
    }

    /// Asks that `otherGestureRecognizer` fail first; kept nowhere, as nothing is recognized.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Where the gesture is in `view`: the origin, as no touch arrives.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// How many touches the gesture has: none.
    open var numberOfTouches: Int { 0 }

    /// A gesture recognizer's state.
    public enum State: Int, Sendable {
        /// Nothing recognized yet.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A gesture ended (or, for a discrete one, was recognized).
        case ended
        /// A gesture was cancelled.
        case cancelled
        /// The touches were not the gesture.
        case failed

        /// A discrete gesture was recognized: the same as ``ended``.
        public static var recognized: State { .ended }
    }
}

/// A stand-in for UIKit's `UIGestureRecognizerDelegate`: every method has a
/// default, and none is called.
@preconcurrency
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin: `true` by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may recognize at once: `false` by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// `false`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// A stand-in for UIKit's `UITapGestureRecognizer`; it never fires.
@preconcurrency
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps it takes.
    open var numberOfTapsRequired = 1
    /// How many fingers it takes.
    open var numberOfTouchesRequired = 1
}

/// A stand-in for UIKit's `UILongPressGestureRecognizer`; it never fires.
@preconcurrency
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move, in points.
    open var allowableMovement: CGFloat = 10
    /// How many taps before the press.
    open var numberOfTapsRequired = 0
    /// How many fingers it takes.
    open var numberOfTouchesRequired = 1
}

/// A stand-in for UIKit's `UIPanGestureRecognizer`; it never fires.
@preconcurrency
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers it takes.
    open var minimumNumberOfTouches = 1
    /// The most fingers it takes.
    open var maximumNumberOfTouches = Int.max

    /// How far the pan has moved in `view`: nowhere.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// Sets the translation; nothing moves.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// How fast the pan moves in `view`: not at all.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

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

extension UIView {
    /// Attaches a gesture recognizer, kept in ``gestureRecognizers``; it never fires.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
