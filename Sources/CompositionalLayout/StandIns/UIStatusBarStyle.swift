import Foundation

/// A status bar's style (a stand-in: kept).
public enum UIStatusBarStyle: Int, Sendable {
    /// As the interface style decides.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
