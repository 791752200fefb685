import Foundation

/// A stand-in for UIKit's `UIBlurEffect`: a blur's style, kept; nothing is blurred.
@preconcurrency
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A blur's material.
    public enum Style: Int, Sendable {
        /// Light.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// Regular, following the interface style.
        case regular = 4
        /// Prominent, following the interface style.
        case prominent
        /// The thinnest system material.
        case systemUltraThinMaterial
        /// A thin system material.
        case systemThinMaterial
        /// The default system material.
        case systemMaterial
        /// A thick system material.
        case systemThickMaterial
        /// The material of bars.
        case systemChromeMaterial
    }
}
