import Foundation

/// A stand-in for UIKit's `UIWindowSceneDelegate`: a scene delegate with a window.
@preconcurrency
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window, unless the delegate keeps one (as `var window: UIWindow?` does).
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
