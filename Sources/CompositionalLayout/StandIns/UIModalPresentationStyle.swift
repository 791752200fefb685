import Foundation

/// How a view controller is presented (a stand-in: kept).
public enum UIModalPresentationStyle: Int, Sendable {
    /// As UIKit decides.
    case automatic = -2
    /// No style.
    case none = -1
    /// Full screen.
    case fullScreen = 0
    /// A page sheet.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// Over the current context.
    case overFullScreen = 5
    /// A popover.
    case popover = 7
}
