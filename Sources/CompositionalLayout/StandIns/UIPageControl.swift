import Foundation

/// A stand-in for UIKit's `UIPageControl`: a page count and the current page, kept; never drawn.
@preconcurrency
@MainActor
open class UIPageControl: UIControl {
    /// The number of pages.
    open var numberOfPages = 0
    /// The current page.
    open var currentPage = 0
    /// Whether the control hides when there is one page.
    open var hidesForSinglePage = false
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
}
