import Foundation

/// A stand-in for UIKit's `UIApplication`: `UIApplication.shared`, whose
/// settings are kept; it opens nothing and has no windows.
@preconcurrency
@MainActor
open class UIApplication: UIResponder {
    /// The one application.
    public static let shared = UIApplication()

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// The app's delegate; kept.
    open weak var delegate: AnyObject?
    /// The app's windows: none, as no view is ever in one.
    open var windows: [UIWindow] { [] }
    /// The key window: none.
    open var keyWindow: UIWindow? { nil }
    /// Whether the screen stays awake; kept.
    open var isIdleTimerDisabled = false
    /// The number on the app's icon; kept.
    open var applicationIconBadgeNumber = 0
    /// Whether the network spinner shows; kept.
    open var isNetworkActivityIndicatorVisible = false
    /// The app's state: active.
    open var applicationState: State { .active }
    /// The layout direction: left to right, as the default traits.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether a URL can be opened: `false`, as nothing can.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens nothing; `completion(false)` runs at once.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Registers for push notifications; does nothing.
    open func registerForRemoteNotifications() {}

    /// An app's state.
    public enum State: Int, Sendable {
        /// In front, taking events.
        case active
        /// In front, not taking events.
        case inactive
        /// Behind.
        case background
    }

    /// A key of ``open(_:options:completionHandler:)``'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link, in the app that claims it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
