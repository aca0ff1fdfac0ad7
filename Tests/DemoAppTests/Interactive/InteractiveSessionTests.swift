import Testing

@testable import DemoApp

@MainActor
@Suite struct InteractiveSessionTests {
    let driver = FakeDriver()
    let captured = CapturedConsole()

    func session(timing: DemoTiming = .virtual, clears: Bool = false) -> InteractiveSession {
        InteractiveSession(driver: driver, console: captured.console(), timing: timing, clearsScreen: clears)
    }

    @Test func keysDriveTheAppAndQuitPrintsTheReport() {
        let source = ScriptedKeySource([
            .key(.character("w")), .key(.character("2")), .key(.character("d")), .key(.character("q")),
            .key(.character("1")),
        ])
        #expect(session().run(source) == .success)
        #expect(driver.advanced == [1])
        #expect(driver.performed == [.tap("Present"), .swipeDown(cancelled: false)])
        let lines = captured.outputLines
        #expect(lines.filter { $0 == "FlowKit DemoApp (interactive)" }.count == 4)
        #expect(lines.contains("> tap Present"))
        #expect(lines.contains("> swipe-down"))
        #expect(
            lines.contains("keys: 1-2 buttons  d swipe-down  x cancelled swipe-down  w wait 1s  o open link  q quit"))
        #expect(
            lines.suffix(3) == [
                "Report: 4 created, 2 released, 2 alive, 0 leaked", "  alive: AppCoordinator, TabsCoordinator", "",
            ])
    }

    @Test func linesAreKeysOrScriptActions() {
        let source = ScriptedKeySource([
            .line("wait 1"), .line("tap Push"), .line(""), .line("b"), .line("\t"), .line("q"),
        ])
        #expect(session().run(source) == .success)
        #expect(driver.performed == [.tap("Push"), .back, .tab("Other")])
    }

    @Test func showsWhyAKeyOrLineDoesNothingAndCarriesOn() {
        let source = ScriptedKeySource([.line("b"), .line("jump now"), .line("tap Nope"), .line("w")])
        #expect(session().run(source) == .success)
        let errors = captured.outputLines.filter { $0.hasPrefix("! ") }
        #expect(
            errors == [
                "! cannot \"back\" on screen \"Splash\", which offers: nothing (try wait)",
                "! line 2: unknown action \"jump\"; expected one of: wait SECONDS, tap LABEL, back, swipe-back [cancel], "
                    + "back-to N, swipe-down [cancel], tab TITLE, open URL, confirm, cancel, expect screen TITLE, "
                    + "expect alive TYPE N",
                "! cannot \"tap Nope\" on screen \"Splash\", which offers: nothing (try wait)",
            ])
        #expect(driver.performed == [])
        #expect(driver.advanced == [1])
    }

    @Test func endOfInputQuitsAndLeaksFail() {
        driver.leaks = ["AppCoordinator > Orphan"]
        #expect(session().run(ScriptedKeySource([])) == .failure)
        #expect(captured.outputLines.contains("  leak: AppCoordinator > Orphan"))
    }

    @Test func realTimeFollowsTheWallClockAndRedrawsOnlyWhenTheAppChanges() {
        let clock = RecordingClock()
        let source = ScriptedKeySource([.idle, .idle, .idle, .key(.character("q"))])
        source.beforeEach = { clock.time += 0.5 }
        #expect(session(timing: clock.timing(), clears: true).run(source) == .success)
        #expect(driver.advanced == [0.5, 0.5, 0.5, 0.5])
        #expect(clock.slept == [])
        // The first drawing, then one when the splash left (after 1 s); idles that change nothing don't redraw.
        #expect(captured.output.components(separatedBy: "\u{1B}[H\u{1B}[2J").count - 1 == 2)
    }

    @Test func virtualTimeIgnoresTheWallClock() {
        let clock = RecordingClock()
        let source = ScriptedKeySource([.idle, .key(.character("w"))])
        source.beforeEach = { clock.time += 5 }
        var timing = clock.timing()
        timing.isRealTime = false
        #expect(session(timing: timing).run(source) == .success)
        #expect(driver.advanced == [1])
    }
}
