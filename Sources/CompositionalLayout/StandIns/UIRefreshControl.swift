import Foundation

/// A stand-in for UIKit's `UIRefreshControl`; it never refreshes.
@preconcurrency
@MainActor
open class UIRefreshControl: UIControl {
    /// Whether it is refreshing.
    public private(set) var isRefreshing = false
    /// Starts refreshing.
    open func beginRefreshing() { isRefreshing = true }
    /// Stops refreshing.
    open func endRefreshing() { isRefreshing = false }
}
