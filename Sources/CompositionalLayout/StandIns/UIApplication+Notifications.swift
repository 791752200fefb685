import Foundation

/// The app's lifecycle notifications, by UIKit's names: never posted here.
extension UIApplication {
    /// The app became active.
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// The app will stop being active.
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// The app went to the back.
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// The app will come to the front.
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// The system is low on memory.
    public static let didReceiveMemoryWarningNotification =
        NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
