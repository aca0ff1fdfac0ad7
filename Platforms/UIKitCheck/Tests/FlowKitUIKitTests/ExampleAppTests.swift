import FlowKit
import FlowKitUIKit
import Signals
import Testing
@_spi(User) import UIKit

@testable import FlowKitExample

/// The example app (`Examples/FlowKitExample`) run on the fake UIKit: its scene delegate, and its
/// splash → tabs → settings → logout flow driven by taps on the buttons its `ScreenViewController` draws.
@MainActor
@Suite struct ExampleAppTests {
    /// The example's setup (as its `SceneDelegate`), with the splash on a virtual clock.
    @MainActor
    private final class App {
        let clock = VirtualTimeScheduler()
        let model = Window()
        let router: Router
        let window = UIWindow(frame: .zero)
        let host: UIKitHost
        let user = UIKitUser()
        private(set) var releases: [String] = []
        private var subscription: AnyCancellable?

        init() {
            router = Router(window: model)
            host = UIKitHost(window: window, model: model)
            host.makeViewController = { screen in ScreenViewController(screen: screen) }
            subscription = router.releases.sink { [weak self] in
                self?.releases.append("\($0.coordinator.name): \($0.reason)")
            }
            router.start(AppFlow(scheduler: clock))
            host.start()
            user.finishAnimations()
        }

        /// The navigation controller of the selected tab.
        var selectedStack: UINavigationController {
            (window.rootViewController as! UITabBarController).selectedViewController as! UINavigationController
        }

        func takeReleases() -> [String] {
            defer { releases = [] }
            return releases
        }

        func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(!user.isAnimating(in: window), sourceLocation: sourceLocation)
            #expect(!host.synchronizer.isBusy, sourceLocation: sourceLocation)
        }
    }

    @Test func sceneDelegateShowsTheSplashInTheScenesWindow() throws {
        let delegate = SceneDelegate()
        delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        #expect(window.hierarchyDescription == "Splash")
        #expect(window.rootViewController is ScreenViewController)
    }

    @Test func splashGivesWayToTheTabsAfterOneSecond() {
        let app = App()
        #expect(app.window.hierarchyDescription == "Splash")
        app.clock.advance(by: .milliseconds(999))
        #expect(app.window.hierarchyDescription == "Splash")
        app.clock.advance(by: .milliseconds(1))
        app.user.finishAnimations()
        #expect(app.window.hierarchyDescription == "Tabs\n  Home *\n    Home\n  Settings\n    Settings")
        #expect(app.takeReleases() == ["SplashFlow: finished"])
        app.expectInSync()
    }

    @Test func accountPushedByAButtonIsReleasedBySwipeBack() {
        let app = App()
        app.clock.advance(by: .seconds(1))
        app.user.finishAnimations()
        #expect(app.user.tapTab(1, of: app.window.rootViewController as! UITabBarController))
        #expect(app.user.tap("Account", in: app.window))
        app.user.finishAnimations()
        #expect(app.selectedStack.viewControllers.map(\.title) == ["Settings", "Settings"])
        _ = app.takeReleases()
        #expect(app.user.swipeBack(in: app.selectedStack, .cancelled))
        #expect(app.takeReleases() == [])
        #expect(app.user.swipeBack(in: app.selectedStack, .completed))
        #expect(app.takeReleases() == ["SettingsFlow: screens removed (swipe-back)"])
        #expect(app.selectedStack.viewControllers.map(\.title) == ["Settings"])
        app.expectInSync()
    }

    @Test func logoutFromAPushedSettingsShowsTheSplashAgain() {
        let app = App()
        app.clock.advance(by: .seconds(1))
        app.user.finishAnimations()
        app.user.tapTab(1, of: app.window.rootViewController as! UITabBarController)
        app.user.tap("Account", in: app.window)
        app.user.finishAnimations()
        _ = app.takeReleases()
        #expect(app.user.tap("Logout", in: app.window))
        app.user.finishAnimations()
        #expect(app.window.hierarchyDescription == "Splash")
        #expect(
            Set(app.takeReleases()) == ["SettingsFlow: finished", "SettingsFlow: finished", "TabsFlow: finished"])
        #expect(app.router.runningCoordinators.map(\.name).sorted() == ["AppFlow", "SplashFlow"])
        app.clock.advance(by: .seconds(1))
        app.user.finishAnimations()
        #expect(app.window.hierarchyDescription == "Tabs\n  Home *\n    Home\n  Settings\n    Settings")
        app.expectInSync()
    }

    @Test func tabReTapReleasesThePushedSettings() {
        let app = App()
        app.clock.advance(by: .seconds(1))
        app.user.finishAnimations()
        let tabs = app.window.rootViewController as! UITabBarController
        app.user.tapTab(1, of: tabs)
        app.user.tap("Account", in: app.window)
        app.user.tap("Account", in: app.window)
        app.user.finishAnimations()
        #expect(app.selectedStack.viewControllers.count == 3)
        _ = app.takeReleases()
        app.user.tapTab(1, of: tabs)
        app.user.finishAnimations()
        #expect(
            app.takeReleases() == [
                "SettingsFlow: screens removed (tab-reselected)", "SettingsFlow: screens removed (tab-reselected)",
            ])
        #expect(app.selectedStack.viewControllers.map(\.title) == ["Settings"])
        app.expectInSync()
    }
}
