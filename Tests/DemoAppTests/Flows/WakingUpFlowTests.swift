import Testing

@testable import DemoApp
@testable import FlowKitScript

@MainActor
@Suite struct WakingUpFlowTests {
    let app = FlowHarness()

    init() { app.run("wait 1\ntab Waking Up") }

    func settings(_ count: Int, then extra: [String] = []) -> [String] {
        FlowHarness.tabs.inserting(
            Array(repeating: "SettingsCoordinator", count: count) + extra, after: "WakingUpCoordinator")
    }

    @Test func openWebsitePresentsSafariWithTheURLAndDoneDismissesIt() {
        app.steps([("tap Open Website", settings(0, then: ["SafariCoordinator"]))])
        #expect(
            app.snapshot.topScreen == DemoScreen(title: "Safari", lines: ["https://wakingup.com"], buttons: ["Done"]))
        app.steps([("tap Done", FlowHarness.tabs)])
        app.steps([("tap Open Website", settings(0, then: ["SafariCoordinator"])), ("swipe-down", FlowHarness.tabs)])
    }

    @Test func settingsPushWithoutLimitAndLeaveByEveryBackGesture() {
        app.steps([
            ("tap Settings", settings(1)), ("tap Settings", settings(2)), ("tap Settings", settings(3)),
            ("tap Settings", settings(4)),
            ("back", settings(3)), ("swipe-back cancel", settings(3)), ("swipe-back", settings(2)),
            ("tap Settings", settings(3)), ("back-to 2", settings(1)),
            ("tap Settings", settings(2)), ("tab Waking Up", settings(0)),
        ])
        #expect(app.snapshot.topScreen?.title == "Waking Up")
    }

    @Test func settingsShowTheirDepthInTheStack() {
        app.run("tap Settings\ntap Settings")
        #expect(app.snapshot.topScreen?.lines == ["Depth: 2"])
        #expect(app.snapshot.topContainer?.visibleStack?.map(\.title) == ["Waking Up", "Settings", "Settings"])
    }

    @Test func composeFromSettingsIsReleasedWithItsPresenter() {
        app.steps([
            ("tap Settings", settings(1)), ("tap Settings", settings(2)),
            ("tap Compose", settings(2, then: ["ComposeCoordinator"])),
            ("tap OK", settings(2)),
        ])
        #expect(app.snapshot.modals.isEmpty)
        #expect(app.snapshot.alive.filter { $0 == "ComposeCoordinator" }.isEmpty)
    }

    @Test func logoutBubblesUpFromAnyDepth() {
        app.steps([
            ("tap Settings", settings(1)), ("tap Settings", settings(2)), ("tap Settings", settings(3)),
            ("tap Logout", ["AppCoordinator", "SplashCoordinator"]),
        ])
        #expect(app.snapshot.screenTitles == ["Splash"])
        #expect(app.snapshot.leaks.isEmpty)
        app.steps([("wait 1", FlowHarness.tabs)])
        #expect(app.snapshot.topScreen?.title == "Lizard")
    }
}
