import Foundation

/// A stand-in for UIKit's `UIScreen`: its bounds are ``UIView/standInScreenSize``.
///
/// It draws nothing (see ``UIResponder``).
@preconcurrency
@MainActor
public final class UIScreen {
    /// The one screen.
    public static let main = UIScreen()

    private init() {}

    /// The screen's bounds: ``UIView/standInScreenSize`` at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: UIView.standInScreenSize) }

    /// The screen's scale; 3, as the iPhones the default size stands for.
    public var scale: CGFloat { 3 }
}
