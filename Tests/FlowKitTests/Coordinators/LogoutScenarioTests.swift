import FlowKit
import FlowKitTesting
import Signals
import Testing

/// Scenario 10: logout from a pushed screen with modals open releases the whole session tree.
@MainActor
@Suite struct LogoutScenarioTests {
    /// Root: alternates a login flow and a session flow as the window root.
    final class AppFlow: BaseCoordinator<Never> {
        var login: LoginFlow?
        var session: SessionFlow?

        override func start() -> AnyPublisher<Never, Never> {
            showLogin()
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }

        func showLogin() {
            let flow = LoginFlow()
            guard let result = try? setRoot(flow) else { return }
            onResult(of: result) { [weak self] _ in self?.showSession() }
        }

        func showSession() {
            let flow = SessionFlow()
            guard let result = try? setRoot(flow) else { return }
            onResult(of: result) { [weak self] _ in self?.showLogin() }
        }
    }

    final class LoginFlow: BaseCoordinator<Void> {
        override func start() -> AnyPublisher<Void, Never> {
            let done = PassthroughSubject<Void, Never>()
            try? show(Screen(title: "Login", buttons: [Screen.Button("Log In") { done.send() }]))
            return done.eraseToAnyPublisher()
        }
    }

    /// A tab bar with a Home tab (a coordinator that never finishes); finishes when Settings logs out.
    final class SessionFlow: BaseCoordinator<Void> {
        override func start() throws(NavigationError) -> AnyPublisher<Void, Never> {
            let logout = PassthroughSubject<Void, Never>()
            let stack = NavigationStack(title: "Home")
            let tabs = try TabBar(tabs: [stack])
            own(tabs)
            try? show(tabs)
            if let home = try? push(HomeFlow(logout: logout), on: stack) {
                onResult(of: home) { _ in }
            }
            return logout.eraseToAnyPublisher()
        }
    }

    final class HomeFlow: BaseCoordinator<Never> {
        let logout: PassthroughSubject<Void, Never>
        init(logout: PassthroughSubject<Void, Never>) { self.logout = logout }

        override func start() -> AnyPublisher<Never, Never> {
            try? show(
                Screen(
                    title: "Home",
                    buttons: [
                        Screen.Button("Settings") { [weak self] in
                            guard let self, let stack = self.navigationStack else { return }
                            let settings = try self.push(SettingsFlow(), on: stack)
                            self.onResult(of: settings) { [weak self] value in
                                if value != nil { self?.logout.send() }
                            }
                        }
                    ]))
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
    }

    /// Settings: presents Compose, and logs out.
    final class SettingsFlow: BaseCoordinator<Void> {
        let result = PassthroughSubject<Void, Never>()

        override func start() -> AnyPublisher<Void, Never> {
            let screen = Screen(
                title: "Settings",
                buttons: [
                    Screen.Button("Compose") { [weak self] in
                        guard let self, let screen = self.screens.first else { return }
                        self.onResult(of: try self.present(ComposeFlow(), from: screen)) { _ in }
                    },
                    Screen.Button("Logout") { [weak self] in self?.result.send() },
                ])
            try? show(screen)
            return result.eraseToAnyPublisher()
        }
    }

    final class ComposeFlow: BaseCoordinator<Bool> {
        override func start() -> AnyPublisher<Bool, Never> {
            let result = PassthroughSubject<Bool, Never>()
            let screen = Screen(title: "Compose")
            screen.buttons = [
                Screen.Button("OK") { result.send(true) },
                Screen.Button("Compose") { [weak self, weak screen] in
                    guard let self, let screen else { return }
                    self.onResult(of: try self.present(ComposeFlow(), from: screen)) { _ in }
                },
            ]
            try? show(screen)
            return result.eraseToAnyPublisher()
        }
    }

    func names(_ router: Router) -> [String] { router.runningCoordinators.map(\.name) }

    @Test func s10LogoutWithModalsOpenReleasesTheWholeSessionTreeInnermostFirst() throws {
        let flow = try FlowTest(root: AppFlow())
        flow.perform([.tap("Log In"), .tap("Settings")])
        let settings = Weak(try #require(flow.window.topScreen))
        flow.perform([.tap("Compose"), .tap("Compose")])
        flow.expectVisibleScreens(["Compose", "Compose"])
        flow.expectRunning(["AppFlow", "SessionFlow", "HomeFlow", "SettingsFlow", "ComposeFlow", "ComposeFlow"])
        flow.expectReleases(["LoginFlow#2: finished"])
        // The Logout button of the pushed Settings screen, covered by two modals (say, a session expiry).
        try #require(settings.object).tap("Logout")
        flow.expectRunning(["AppFlow", "LoginFlow"])
        #expect(titles(flow.window.screens) == ["Login"])
        flow.expectReleases([
            "ComposeFlow#7: ancestor released", "ComposeFlow#6: ancestor released", "SettingsFlow#5: finished",
            "HomeFlow#4: ancestor released", "SessionFlow#3: finished",
        ])
        flow.expectNoLeaks()  // the session's coordinators and screens, Settings included, are gone
    }

    @Test func s10HundredLoginLogoutCyclesKeepTheCountsFlat() throws {
        let window = Window()
        let router = Router(window: window)
        let detector = LeakDetector(router: router)
        var leaks: [LeakReport] = []
        let watch = detector.reports.sink { leaks.append($0) }
        try router.start(AppFlow())
        var runningAfterCycle: Set<Int> = []
        for _ in 0..<100 {
            try window.topScreen!.tap("Log In")
            try window.topScreen!.tap("Settings")
            try window.topScreen!.tap("Compose")
            try window.topNavigationStack!.screens[0].tap("Compose")
            try window.screens.first { $0.title == "Settings" }!.tap("Logout")
            let statistics = router.statistics
            runningAfterCycle.insert(statistics.running)
            #expect(statistics.deinitialised == statistics.released)
        }
        #expect(runningAfterCycle == [2])
        #expect(router.statistics.created == 2 + 100 * 6)  // the root and the first login, then 6 a cycle
        #expect(router.lingeringCoordinators.isEmpty)
        #expect(leaks.isEmpty)
        #expect(router.root!.children.count == 1)
        _ = watch
    }
}
