import Foundation

/// A stand-in for UIKit's `UIBarButtonItem`: a button for a navigation bar or
/// toolbar, kept; it never fires.
///
/// Target–action initializers take a ``Selector`` (`Selector("refresh")` or
/// `nil`), kept and never sent: Linux has no `#selector`. The `primaryAction`
/// and `menu` forms compile as UIKit's.
@preconcurrency
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The system item it shows, if any.
    public let systemItem: SystemItem?
    /// What the button does when tapped.
    open var primaryAction: UIAction?
    /// The menu the button shows.
    open var menu: UIMenu?
    /// The button's style.
    open var style: Style = .plain
    /// The tint colour.
    open var tintColor: UIColor?
    /// A custom view shown instead of the button.
    open var customView: UIView?
    /// The object sent ``action``; kept, never sent anything.
    open weak var target: AnyObject?
    /// The method sent to ``target`` when tapped; kept, never sent.
    open var action: Selector?
    /// The width of a fixed space, or of the button.
    open var width: CGFloat = 0

    /// An empty button.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// A button with a title, an image, an action and a menu.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system button, with an action and a menu.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A button showing a custom view.
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// A button with an image that sends `action` to `target` (kept, never sent).
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(title: nil, image: image)
        self.style = style
        self.target = target
        self.action = action
    }

    /// A button with a title that sends `action` to `target` (kept, never sent).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(title: title, image: nil)
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system button that sends `action` to `target` (kept, never sent).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target
        self.action = action
    }

    /// A fixed space of a width.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A bar button's style.
    public enum Style: Int, Sendable {
        /// Plain, bordered (deprecated in UIKit), or done (bold).
        case plain, bordered, done
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
