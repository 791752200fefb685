import Foundation

/// A stand-in for UIKit's `UIVisualEffect`: the base of blur and vibrancy
/// effects, kept and never drawn.
@preconcurrency
@MainActor
open class UIVisualEffect: NSObject {}
