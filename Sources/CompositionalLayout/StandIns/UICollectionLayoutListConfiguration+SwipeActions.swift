import Foundation

extension UICollectionLayoutListConfiguration {
    /// Gives the swipe actions of the row at an index path.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The actions revealed by swiping a row towards the trailing edge (a stand-in: kept, never called).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionProviders.trailing }
        set { swipeActionProviders.trailing = newValue }
    }

    /// The actions revealed by swiping a row towards the leading edge (a stand-in: kept, never called).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionProviders.leading }
        set { swipeActionProviders.leading = newValue }
    }
}

/// The swipe action providers of a list configuration. They change no frame, so two
/// configurations are equal whatever their providers, and the closures, which app code
/// writes for the main actor, are only ever stored.
struct ListSwipeActionProviders: Hashable, @unchecked Sendable {
    var trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    var leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

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

/// A stand-in for UIKit's `UIContextualAction`: a swipe action's style, title and handler, kept;
/// the handler is never called.
@preconcurrency
@MainActor
open class UIContextualAction {
    /// Runs the action; calls the completion with whether it was done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The action's title.
    open var title: String?
    /// The action's image.
    open var image: UIImage?
    /// The action's background colour.
    open var backgroundColor: UIColor!
    let handler: Handler

    /// An action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// A swipe action's style.
    public enum Style: Int, Sendable {
        /// A normal action.
        case normal
        /// An action that deletes, in red.
        case destructive
    }
}
