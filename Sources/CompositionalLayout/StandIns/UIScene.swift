import Foundation

/// A stand-in for UIKit's `UIScene`, so that an app's `SceneDelegate`
/// compiles: no scene ever connects here.
@preconcurrency
@MainActor
open class UIScene: UIResponder {
    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate; kept.
    open var delegate: UISceneDelegate?
    /// The scene's title.
    open var title: String?

    /// A scene for a session.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// What a scene is connected with: nothing here.
    @preconcurrency
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open: none.
        open var urlContexts: Set<AnyHashable> { [] }
    }
}
