import Foundation

/// A stand-in for UIKit's `UIMenu`: a title and its actions and submenus,
/// kept; never shown.
@preconcurrency
@MainActor
public final class UIMenu: UIMenuElement {
    /// The menu's identifier.
    public let identifier: String
    /// How the menu shows its children.
    public let options: Options
    /// The actions and submenus.
    public let children: [UIMenuElement]

    /// A menu.
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? ""
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Inline in its parent, with separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children are shown as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
