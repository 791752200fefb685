import Foundation

/// A stand-in for UIKit's `NSTextAlignment`: how a label's lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    /// At the left.
    case left = 0
    /// Centred.
    case center
    /// At the right.
    case right
    /// Justified.
    case justified
    /// As the language reads.
    case natural
}
