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
