import Foundation

/// A stand-in for UIKit's `UITabBarAppearance`: a tab bar's background, kept
/// and never drawn.
@preconcurrency
@MainActor
open class UITabBarAppearance: UIBarAppearance {}
