import Foundation

/// A stand-in for UIKit's `UIRefreshControl`; it never refreshes.
@preconcurrency
@MainActor
open class UIRefreshControl: UIControl {
    /// The text shown under the spinner; kept, never drawn.
    open var attributedTitle: NSAttributedString?
    /// Whether it is refreshing.
    public private(set) var isRefreshing = false
    /// Starts refreshing.
    open func beginRefreshing() { isRefreshing = true }
    /// Stops refreshing.
    open func endRefreshing() { isRefreshing = false }
}
