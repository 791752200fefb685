import Foundation

/// A stand-in for UIKit's `UISwipeActionsConfiguration`: the actions a swipe reveals, kept.
@preconcurrency
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, from the edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
