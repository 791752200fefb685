import Foundation

/// A stand-in for UIKit's `UIControl`: the state and actions of a control,
/// kept; no event ever fires.
@preconcurrency
@MainActor
open class UIControl: UIView {
    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false
    /// How content is aligned horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How content is aligned vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// The actions added, with their events; kept, never sent.
    public private(set) var actions: [(action: UIAction, events: Event)] = []

    /// Adds an action for `controlEvents`; kept, never sent.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes an action.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action }
    }

    /// The targets and actions added, with their events; kept, never sent.
    public private(set) var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// Adds a target and action for `controlEvents`: kept, never sent (Linux has no `#selector`;
    /// write `Selector("refresh")`).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    /// Removes a target's actions (every action, when `action` is `nil`).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { $0.target === object && (action == nil || $0.action == action) }
    }

    /// Sends an action now, running its handler.
    open func sendAction(_ action: UIAction) {
        action.handler(action)
    }

    /// Events a control can send.
    public struct Event: OptionSet, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A tap ended inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The primary action: a tap, or a menu choice.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing changed text.
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// States of a control, for its titles and images.
    public struct State: OptionSet, Hashable, Sendable {
        /// The states' bits.
        public let rawValue: UInt
        /// States from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// How a control's content is aligned horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center
        /// At the left.
        case left
        /// At the right.
        case right
        /// Filling the width.
        case fill
        /// At the leading edge.
        case leading
        /// At the trailing edge.
        case trailing
    }

    /// How a control's content is aligned vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// Filling the height.
        case fill
    }
}
