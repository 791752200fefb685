import Foundation

/// A stand-in for UIKit's `UIBarStyle`: a bar's light or dark look.
public enum UIBarStyle: Int, Sendable {
    /// The default, light look.
    case `default`
    /// A dark look.
    case black
}
