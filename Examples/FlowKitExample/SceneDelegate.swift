#if canImport(UIKit)
    import FlowKit
    import FlowKitUIKit
    import UIKit

    /// The app's scene delegate: the whole FlowKit setup. The model and the router are the headless ones the
    /// tests use; `UIKitHost` shows them in the scene's window and reports the user's gestures back.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private var router: Router?
        private var host: UIKitHost?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let model = Window()
            let router = Router(window: model)
            let host = UIKitHost(window: window, model: model)
            host.makeViewController = { screen in ScreenViewController(screen: screen) }
            // A fresh router and a fresh root: `start` has nothing to refuse.
            try! router.start(AppFlow())
            host.start()
            self.window = window
            self.router = router
            self.host = host
        }
    }
#endif
