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
    public private(set) var style: Style = .medium
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

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }

    /// A spinner's size.
    public enum Style: Int, Sendable {
        /// Medium.
        case medium = 100
        /// Large.
        case large = 101
    }
}
