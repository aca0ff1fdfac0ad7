import Testing

@testable import DemoApp
@testable import FlowKitScript

@MainActor
@Suite struct AppFlowTests {
    let app = FlowHarness()

    @Test func splashShowsForExactlyOneSecondThenTheTabs() {
        #expect(app.snapshot.topScreen?.title == "Splash")
        #expect(app.snapshot.alive == ["AppCoordinator", "SplashCoordinator"])
        app.run("wait 0.999")
        #expect(app.snapshot.topScreen?.title == "Splash")
        app.run("wait 0.001")
        #expect(app.snapshot.topScreen?.title == "Lizard")
        #expect(app.snapshot.alive == FlowHarness.tabs)
        #expect(app.snapshot.screenTitles == ["Lizard", "Waking Up", "Profile"])
        #expect((app.snapshot.created, app.snapshot.released) == (6, 1))
    }

    @Test func theTabBarShowsThreeStacksAndSwitches() {
        app.run("wait 1")
        guard case .tabs(let tabs, let selected) = app.snapshot.root else {
            Issue.record("no tab bar")
            return
        }
        #expect(tabs.map(\.title) == ["Lizard", "Waking Up", "Profile"])
        #expect(selected == 0)
        app.run("tab Profile")
        #expect(app.snapshot.topScreen?.title == "Profile")
        app.run("tab Waking Up")
        #expect(
            app.snapshot.topScreen
                == DemoScreen(title: "Waking Up", lines: ["Meditate."], buttons: ["Open Website", "Settings"]))
    }

    @Test func theTourPlaysThroughWithZeroLeaks() {
        let captured = CapturedConsole()
        let code = ScriptRunner(driver: app.driver, console: captured.console(), timing: .virtual, json: false)
            .run(DemoTour.steps)
        #expect(code == .success)
        #expect(captured.errors.isEmpty)
        #expect(app.snapshot.alive == ["AppCoordinator", "SplashCoordinator"])
        #expect(app.snapshot.leaks.isEmpty)
        #expect(captured.outputLines.contains("Report: 15 created, 13 released, 2 alive, 0 leaked"))
    }

    @Test func logoutFromDeepSettingsReleasesTheWholeTabTreeAndCyclesStayFlat() {
        app.run("wait 1")
        for _ in 0..<20 {
            app.steps([
                ("tab Waking Up", FlowHarness.tabs),
                ("tap Settings", FlowHarness.tabs.inserting(["SettingsCoordinator"], after: "WakingUpCoordinator")),
                (
                    "tap Settings",
                    FlowHarness.tabs.inserting(
                        ["SettingsCoordinator", "SettingsCoordinator"], after: "WakingUpCoordinator")
                ),
                (
                    "tab Lizard",
                    FlowHarness.tabs.inserting(
                        ["SettingsCoordinator", "SettingsCoordinator"], after: "WakingUpCoordinator")
                ),
                (
                    "tap Compose",
                    FlowHarness.tabs.inserting(["ComposeCoordinator"], after: "LizardCoordinator").inserting(
                        ["SettingsCoordinator", "SettingsCoordinator"], after: "WakingUpCoordinator")
                ),
            ])
            // Compose covers the tab bar: back to the settings first.
            app.steps([
                (
                    "tap Cancel",
                    FlowHarness.tabs.inserting(
                        ["SettingsCoordinator", "SettingsCoordinator"], after: "WakingUpCoordinator")
                ),
                (
                    "tab Waking Up",
                    FlowHarness.tabs.inserting(
                        ["SettingsCoordinator", "SettingsCoordinator"], after: "WakingUpCoordinator")
                ),
                ("tap Logout", ["AppCoordinator", "SplashCoordinator"]),
                ("wait 1", FlowHarness.tabs),
            ])
        }
        #expect(app.snapshot.leaks.isEmpty)
        #expect(app.snapshot.created - app.snapshot.released == FlowHarness.tabs.count)
    }

    @Test func graphsComeFromFlowKitDiagnostics() {
        let mermaid = app.driver.graph(.mermaid)
        #expect(mermaid.hasPrefix("graph TD\n"))
        #expect(mermaid.contains("AppCoordinator#1"))
        #expect(mermaid.contains("SplashCoordinator#2<br/>Splash"))
        #expect(app.driver.graph(.dot).hasPrefix("digraph Coordinators {"))
    }
}
