import Foundation

/// A stand-in for UIKit's `UINavigationBarAppearance`: a navigation bar's
/// background and title attributes, kept and never drawn.
@preconcurrency
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes (`.foregroundColor`, `.font`…).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}
