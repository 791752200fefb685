import Foundation

/// A stand-in for UIKit's `UIUserInterfaceLayoutDirection`: a view's reading direction.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
