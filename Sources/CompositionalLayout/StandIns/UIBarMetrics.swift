import Foundation

/// A stand-in for UIKit's `UIBarMetrics`: the bar heights a background image is for.
public enum UIBarMetrics: Int, Sendable {
    /// The default height.
    case `default`
    /// The compact height (iPhone landscape).
    case compact
    /// The default height, with a prompt.
    case defaultPrompt = 101
    /// The compact height, with a prompt.
    case compactPrompt
}
