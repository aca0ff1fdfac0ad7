import Testing

@testable import DemoApp
@testable import FlowKitScript

@MainActor
@Suite struct FlowDriverTests {
    @Test func anActionThatCannotApplyNamesTheScreenAndWhatItOffers() {
        let driver = FlowDriver()
        let captured = CapturedConsole()
        let steps = (try? ScriptParser.parse("wait 1\ntap Settings\nback")) ?? []
        let code = ScriptRunner(driver: driver, console: captured.console(), timing: .virtual, json: false).run(steps)
        #expect(code == .failure)
        #expect(
            captured.errors
                == "line 2: cannot \"tap Settings\" on screen \"Lizard\", which offers: tap Compose, tab Lizard, "
                + "tab Waking Up, tab Profile\n")
    }

    @Test func aReleasedCoordinatorStillInMemoryIsReportedAsALeak() {
        let app = FlowHarness()
        app.run("wait 1\ntab Waking Up\ntap Settings")
        var held = app.driver.router.runningCoordinators.first { $0.name == "SettingsCoordinator" }
        let id = held?.id ?? 0
        app.run("back")
        #expect(app.snapshot.alive == FlowHarness.tabs)
        #expect(app.snapshot.leaks == ["SettingsCoordinator#\(id) was released but is still in memory"])
        #expect(DemoReport.exitCode(for: app.snapshot) == .failure)
        held = nil
        #expect(app.snapshot.leaks.isEmpty)
        _ = held
    }

    @Test func scriptsRunEndToEndInJSON() {
        let captured = CapturedConsole()
        let application = DemoApplication(
            makeDriver: { _ in FlowDriver() }, console: captured.console(),
            readScript: { _ in "wait 1\ntab Waking Up\ntap Settings\ntap Settings\nexpect alive SettingsCoordinator 2\n"
            },
            realTime: { _ in .virtual }, openTerminal: { nil }, readLine: { nil })
        #expect(application.run(["--script", "x", "--json", "--virtual-time"]) == .success)
        let lines = captured.output.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(
            lines[3] == #"{"step":4,"line":4,"action":"tap Settings","screen":"Settings","#
                + #""screens":["Lizard","Waking Up","Settings","Settings","Profile"],"#
                + #""alive":["AppCoordinator","TabCoordinator","LizardCoordinator","WakingUpCoordinator","#
                + #""SettingsCoordinator","SettingsCoordinator","ProfileCoordinator"],"created":8,"released":1,"leaks":[]}"#
        )
    }

    @Test func interactiveLinesDriveTheRealApp() {
        let captured = CapturedConsole()
        var lines = ["w", "t", "2", "1", "s", "q"]
        let application = DemoApplication(
            makeDriver: { _ in FlowDriver() }, console: captured.console(), readScript: { _ in "" },
            realTime: { _ in .virtual }, openTerminal: { nil },
            readLine: { lines.isEmpty ? nil : lines.removeFirst() })
        #expect(application.run(["--interactive", "--virtual-time"]) == .success)
        #expect(captured.outputLines.contains("> tap Settings"))
        #expect(captured.outputLines.contains("> swipe-back"))
        #expect(
            captured.outputLines.contains(
                "  alive: AppCoordinator, TabCoordinator, LizardCoordinator, WakingUpCoordinator, SettingsCoordinator, "
                    + "ProfileCoordinator"))
    }
}
