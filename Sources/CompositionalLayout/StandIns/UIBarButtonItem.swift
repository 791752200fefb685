import Foundation

/// A stand-in for UIKit's `UIBarButtonItem`: a button for a navigation bar or
/// toolbar, kept; it never fires.
///
/// Target–action initializers need Objective-C selectors, which Linux does not
/// have; use the `primaryAction` and `menu` forms.
@preconcurrency
@MainActor
open class UIBarButtonItem {
    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: UIImage?
    /// The system item it shows, if any.
    public let systemItem: SystemItem?
    /// What the button does when tapped.
    open var primaryAction: UIAction?
    /// The menu the button shows.
    open var menu: UIMenu?
    /// Whether the button is enabled.
    open var isEnabled = true
    /// The button's style.
    open var style: Style = .plain
    /// The tint colour.
    open var tintColor: UIColor?
    /// A custom view shown instead of the button.
    open var customView: UIView?

    /// An empty button.
    public init() {
        systemItem = nil
    }

    /// A button with a title, an image, an action and a menu.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
    }

    /// A system button, with an action and a menu.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A button showing a custom view.
    public init(customView: UIView) {
        self.customView = customView
        systemItem = nil
    }

    /// A bar button's style.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Bordered (deprecated in UIKit).
        case bordered
        /// Done: bold.
        case done
    }

    /// The system's bar buttons.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add (a plus).
        case add
        /// Flexible space.
        case flexibleSpace
        /// Fixed space.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Action (share).
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close.
        case close = 24
    }
}
