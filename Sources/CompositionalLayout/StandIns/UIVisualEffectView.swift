import Foundation

/// A stand-in for UIKit's `UIVisualEffectView`: a view with a blur or vibrancy
/// effect and a content view, kept and never drawn.
@preconcurrency
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect; kept.
    open var effect: UIVisualEffect?
    /// The view to add subviews to.
    public let contentView = UIView()

    /// A view with an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Decoding from a storyboard, which this module cannot do: always `nil`.
    public required init?(coder: NSCoder) { return nil }
}
