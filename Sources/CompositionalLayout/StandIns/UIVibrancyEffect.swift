import Foundation

/// A stand-in for UIKit's `UIVibrancyEffect`: vibrancy over a blur, kept; nothing is drawn.
@preconcurrency
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is over.
    public let blurEffect: UIBlurEffect

    /// Vibrancy over a blur.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
