import Foundation

/// A stand-in for UIKit's `UIPopoverPresentationController`: where a popover
/// points, kept; nothing is presented.
@preconcurrency
@MainActor
open class UIPopoverPresentationController: NSObject {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` it points at.
    open var sourceRect: CGRect = .zero
    /// The bar button it points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions its arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}
