import Foundation

/// A stand-in for UIKit's `UITabBarItem`: a tab's title, images and badge,
/// kept and never drawn.
@preconcurrency
@MainActor
open class UITabBarItem: UIBarItem {
    /// The image while the tab is selected.
    open var selectedImage: UIImage?
    /// The badge's text.
    open var badgeValue: String?
    /// The badge's colour.
    open var badgeColor: UIColor?
    /// The system item it shows, if any.
    public let systemItem: SystemItem?

    /// A tab with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A tab with a title and images for when it is and is not selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system tab.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    /// The system's tabs.
    public enum SystemItem: Int, Sendable {
        /// More.
        case more
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most recent.
        case mostRecent
        /// Most viewed.
        case mostViewed
    }
}
