import Foundation
import Testing
import CompositionalLayout

// An app's delegates, as Xcode's template writes them, compile beside its view controllers.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: PhotoWallViewController())
        window?.makeKeyAndVisible()
    }
}

/// The app's delegates, blurs and transition coordinators: kept, never driven.
@MainActor
@Suite struct AppLifecycleStandInTests {
    @Test func aSceneDelegateMakesItsWindowWhenTheProgramConnectsAScene() throws {
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        let scene = UIWindowScene(session: session, connectionOptions: options)
        let delegate = TemplateSceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: options)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect((window.rootViewController as? UINavigationController)?.topViewController is PhotoWallViewController)
        let configuration = TemplateAppDelegate().application(UIApplication.shared, configurationForConnecting: session,
                                                              options: options)
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
    }

    @Test func aBlurViewKeepsItsEffectAndContent() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.contentView.addSubview(UILabel())
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect(blur.subviews.first === blur.contentView && blur.contentView.subviews.count == 1)
        #expect(UIViewController().transitionCoordinator == nil)
    }
}
