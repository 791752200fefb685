import Foundation

/// A stand-in for UIKit's `UISceneDelegate`: every method has a default, and
/// none is called, as no scene connects here.
@preconcurrency
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// A scene is connecting.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// A scene disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// A scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// A scene will stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// A scene will come to the front.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// A scene went to the back.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
