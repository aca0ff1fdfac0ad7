/// A scene (nothing is connected: a test calls its delegate itself).
@MainActor
open class UIScene: UIResponder {
    /// `UIScene.ConnectionOptions`.
    open class ConnectionOptions: NSObject {}
}

@MainActor
open class UIWindowScene: UIScene {}

@MainActor
open class UISceneSession: NSObject {}

@MainActor
public protocol UISceneDelegate: NSObjectProtocol {}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}
