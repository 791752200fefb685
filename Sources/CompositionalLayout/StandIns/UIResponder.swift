import Foundation

/// A stand-in for UIKit's `UIResponder`: the base class of views and view
/// controllers, so that app code written for UIKit compiles.
///
/// Like every type in this folder it is inert: nothing here draws, receives
/// events or animates. The stand-ins keep what collection-view code sets and
/// reads, so a view controller can be made, loaded, and asked for its layout.
///
/// The stand-ins are `@MainActor`, as UIKit's are, and `@preconcurrency`, as
/// UIKit's Objective-C declarations are to Swift: code in the Swift 5 language
/// mode uses them from anywhere, with or without `@MainActor`, and code in the
/// Swift 6 mode gets the warnings (not errors) that UIKit would give.
@preconcurrency
@MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }

    /// The next responder in UIKit's chain; here always `nil`.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder; `false`.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; nothing responds here, so `false`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to resign first responder; `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
