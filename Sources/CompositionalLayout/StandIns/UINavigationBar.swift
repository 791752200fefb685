import Foundation

/// A stand-in for UIKit's `UINavigationBar`: its settings, kept.
@preconcurrency
@MainActor
open class UINavigationBar: UIView {
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// Whether the bar is see-through.
    open var isTranslucent = true
}
