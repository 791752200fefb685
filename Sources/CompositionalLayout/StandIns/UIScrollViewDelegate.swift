import Foundation

/// A stand-in for UIKit's `UIScrollViewDelegate`. Every method has a default
/// that does nothing, as UIKit's are optional, and none is ever called.
@preconcurrency
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content moved.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is starting.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag is ending; `targetContentOffset` is where scrolling will stop.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Scrolling stopped.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A scrolling animation ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
