import Foundation

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
        (self.style, self.title, self.handler) = (style, title, handler)
    }

    /// A swipe action's style.
    public enum Style: Int, Sendable {
        /// A normal action.
        case normal
        /// An action that deletes, in red.
        case destructive
    }
}
