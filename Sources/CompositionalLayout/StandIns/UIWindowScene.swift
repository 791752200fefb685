import Foundation

/// A stand-in for UIKit's `UIWindowScene`: a scene with windows, none of which shows anything.
@preconcurrency
@MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows: none.
    open var windows: [UIWindow] { [] }
    /// The scene's screen.
    open var screen: UIScreen { UIScreen.main }
}
