import Foundation

/// A stand-in for UIKit's `UIBarAppearance`: the background and shadow of a
/// bar, kept and never drawn.
@preconcurrency
@MainActor
open class UIBarAppearance: NSObject {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// A background image.
    open var backgroundImage: UIImage?
    /// The colour of the line under (or over) the bar.
    open var shadowColor: UIColor?
    /// The blur behind the bar.
    open var backgroundEffect: AnyObject?

    /// An appearance with the system's defaults.
    public override init() {
        super.init()
    }

    /// An opaque background in the system colour, with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// A see-through background, with no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    /// The default, blurred background.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
}
