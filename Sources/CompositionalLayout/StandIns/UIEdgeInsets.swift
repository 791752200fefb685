import Foundation

/// A stand-in for UIKit's `UIEdgeInsets`: insets by left and right, not by
/// leading and trailing (``NSDirectionalEdgeInsets`` is the layout's own).
public struct UIEdgeInsets: Hashable, Sendable {
    /// The insets from the top, left, bottom and right edges.
    public var top, left, bottom, right: CGFloat

    /// Insets on each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle less `insets`, as UIKit's `rect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
