import Foundation

/// A stand-in for UIKit's `UIMenu`: a title and its actions, kept; never shown.
@preconcurrency
@MainActor
public final class UIMenu {
    /// The menu's title.
    public let title: String
    /// The menu's image.
    public let image: UIImage?
    /// The actions and submenus.
    public let children: [AnyObject]

    /// A menu.
    public init(title: String = "", image: UIImage? = nil, children: [AnyObject] = []) {
        self.title = title
        self.image = image
        self.children = children
    }
}
