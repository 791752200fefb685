import Foundation

/// A stand-in for UIKit's `UISceneSession`: a scene's role and configuration, kept.
@preconcurrency
@MainActor
open class UISceneSession: NSObject {
    /// The session's role.
    public let role: Role
    /// The session's configuration.
    public let configuration: UISceneConfiguration

    /// A session in a role.
    public init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }

    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
