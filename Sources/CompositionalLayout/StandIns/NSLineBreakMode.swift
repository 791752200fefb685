import Foundation

/// A stand-in for UIKit's `NSLineBreakMode`: how text that does not fit breaks.
public enum NSLineBreakMode: Int, Sendable {
    /// At word boundaries.
    case byWordWrapping = 0
    /// At characters.
    case byCharWrapping
    /// Clipped.
    case byClipping
    /// With an ellipsis at the start.
    case byTruncatingHead
    /// With an ellipsis at the end.
    case byTruncatingTail
    /// With an ellipsis in the middle.
    case byTruncatingMiddle
}
