import Foundation

/// A stand-in for UIKit's `UINavigationBar`: its settings, kept.
@preconcurrency
@MainActor
open class UINavigationBar: UIView {
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// Whether the bar is see-through.
    open var isTranslucent = true
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's look; kept, never drawn.
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's look at the content's top edge; kept, never drawn.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look when compact; kept, never drawn.
    open var compactAppearance: UINavigationBarAppearance?
    /// The background image; kept, never drawn.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    /// The shadow image; kept nowhere, as nothing is drawn.
    open var shadowImage: UIImage?
}
