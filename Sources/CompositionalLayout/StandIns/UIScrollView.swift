import Foundation

/// A stand-in for UIKit's `UIScrollView`: the scrolling settings app code
/// sets, kept; nothing scrolls.
@preconcurrency
@MainActor
open class UIScrollView: UIView {
    /// The scroll view's delegate; kept, never called.
    open weak var delegate: UIScrollViewDelegate?
    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// How far the content is scrolled.
    open var contentOffset: CGPoint = .zero
    /// The content's size.
    open var contentSize: CGSize = .zero
    /// The insets UIKit adds for the safe area: none here, so ``contentInset``.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the safe area adds to the content insets; kept.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Extra space for the scroll indicators.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// Extra space for the vertical scroll indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Extra space for the horizontal scroll indicator.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the view scrolls.
    open var isScrollEnabled = true
    /// Whether the view stops at multiples of its bounds.
    open var isPagingEnabled = false
    /// Whether the view bounces at the ends.
    open var bounces = true
    /// Whether the view bounces vertically when its content is short.
    open var alwaysBounceVertical = false
    /// Whether the view bounces horizontally when its content is narrow.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical scroll indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How scrolling dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// How fast scrolling slows down.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a tap on the status bar scrolls to the top.
    open var scrollsToTop = true
    /// The pull-to-refresh control; kept.
    open var refreshControl: UIRefreshControl?

    /// Sets ``contentOffset``; nothing animates.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Asks to make `rect` visible; does nothing.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}

    /// How the safe area adds to a scroll view's content insets.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As UIKit decides, on the scrollable axes, never, or always.
        case automatic, scrollableAxes, never, always
    }

    /// How scrolling dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none
        /// When a drag starts.
        case onDrag
        /// As the drag goes.
        case interactive
    }

    /// How fast a scroll view slows down.
    public struct DecelerationRate: Hashable, Sendable {
        /// The rate.
        public let rawValue: CGFloat
        /// A rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The usual rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
