import Foundation

/// A stand-in for UIKit's `UIListContentView`: a view that would show a list configuration.
@preconcurrency
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown.
    open var configuration: UIContentConfiguration

    /// A view for a list configuration.
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }
}
