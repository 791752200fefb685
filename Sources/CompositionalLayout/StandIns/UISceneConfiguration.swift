import Foundation

/// A stand-in for UIKit's `UISceneConfiguration`: a scene's name, role and delegate class, kept.
@preconcurrency
@MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the app's Info.plist.
    public let name: String?
    /// The role it is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene.
    open var sceneClass: AnyClass?

    /// A configuration by name, for a role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
