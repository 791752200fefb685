import Foundation

/// A stand-in for UIKit's `UIActivityIndicatorView`: whether it spins, kept; never drawn.
@preconcurrency
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Whether it is spinning.
    public private(set) var isAnimating = false
    /// Whether it hides when stopped.
    open var hidesWhenStopped = true
    /// The spinner's style.
    open var style: Style = .medium
    /// The spinner's colour.
    open var color: UIColor?

    /// A spinner of a style.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A spinner with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// Starts spinning, and shows the spinner.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning, and hides the spinner if ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// A spinner's size.
    public enum Style: Int, Sendable {
        /// Large and white (deprecated in UIKit: use ``large``).
        case whiteLarge = 0
        /// White (deprecated in UIKit: use ``medium``).
        case white = 1
        /// Grey (deprecated in UIKit: use ``medium``).
        case gray = 2
        /// Medium.
        case medium = 100
        /// Large.
        case large = 101
    }
}
