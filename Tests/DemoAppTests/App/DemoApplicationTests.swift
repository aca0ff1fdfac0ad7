import Testing

@testable import DemoApp

@MainActor
@Suite struct DemoApplicationTests {
    struct MissingFile: Error, CustomStringConvertible {
        var description: String { "no such file" }
    }

    let captured = CapturedConsole()
    let clock = RecordingClock()

    func application(
        files: [String: String] = [:], color: Bool = false, lines: [String] = []
    ) -> (DemoApplication, () -> FakeDriver?) {
        var made: FakeDriver?
        var lines = lines
        let clock = self.clock
        let application = DemoApplication(
            makeDriver: { _ in
                let driver = FakeDriver()
                made = driver
                return driver
            },
            console: captured.console(color: color),
            readScript: { path in
                guard let text = files[path] else { throw MissingFile() }
                return text
            },
            realTime: { clock.timing(stepPause: $0) },
            openTerminal: { nil },
            readLine: { lines.isEmpty ? nil : lines.removeFirst() })
        return (application, { made })
    }

    @Test func helpPrintsTheHelpAndSucceeds() {
        #expect(application().0.run(["--help"]) == .success)
        #expect(captured.output == HelpText.text)
    }

    @Test func anUnknownOptionIsBadInput() {
        let (app, driver) = application()
        #expect(app.run(["--frobnicate"]) == .badInput)
        #expect(captured.errors == "DemoApp: unknown option --frobnicate. Run with --help for usage.\n")
        #expect(driver() == nil)
    }

    @Test func aMalformedScriptIsBadInputAndNothingRuns() {
        let (app, driver) = application(files: ["bad.txt": "wait 1\ntap\nwiggle"])
        #expect(app.run(["--script", "bad.txt", "--virtual-time"]) == .badInput)
        #expect(
            captured.errors == """
                DemoApp: bad.txt is not a valid script:
                line 2: "tap" is missing an argument; expected "tap LABEL"
                line 3: unknown action "wiggle"; expected one of: wait SECONDS, tap LABEL, back, swipe-back [cancel], \
                back-to N, swipe-down [cancel], tab TITLE, open URL, confirm, cancel, expect screen TITLE, \
                expect alive TYPE N

                """)
        #expect(driver() == nil)
        #expect(captured.output.isEmpty)
    }

    @Test func anUnreadableScriptIsBadInput() {
        #expect(application().0.run(["--script", "missing.txt"]) == .badInput)
        #expect(captured.errors == "DemoApp: cannot read the script missing.txt: no such file\n")
    }

    @Test func aScriptRunsInVirtualTimeWithJSONLines() {
        let (app, driver) = application(files: ["-": "wait 1\ntap Push\nexpect screen Detail\n"])
        #expect(app.run(["--script", "-", "--virtual-time", "--json"]) == .success)
        #expect(driver()?.performed == [.tap("Push")])
        #expect(captured.output.split(separator: "\n").count == 3)
        #expect(clock.slept == [])
    }

    @Test func aScriptRunsInRealTimeWithoutTourPauses() {
        let (app, _) = application(files: ["s": "wait 1\ntap Push"])
        #expect(app.run(["--script", "s"]) == .success)
        #expect(clock.slept == [1])
    }

    @Test func aFailingScriptExitsWithFailure() {
        let (app, _) = application(files: ["s": "expect screen Lizard"])
        #expect(app.run(["--script=s", "--virtual-time"]) == .failure)
        #expect(captured.errors == "line 1: expected screen \"Lizard\", found \"Splash\"\n")
    }

    @Test func theTourRunsThroughTheScriptRunnerWithPausesInRealTime() {
        let (app, driver) = application()
        // The fake app has no Lizard tab, so the tour stops at its first expectation about it.
        #expect(app.run([]) == .failure)
        #expect(captured.errors == "line 4: expected screen \"Lizard\", found \"Home\"\n")
        #expect(driver()?.advanced == [1])
        #expect(clock.slept == [1])
        #expect(captured.output.contains("== 1. expect screen Splash"))
    }

    @Test func theGraphIsPrintedAtTheEnd() {
        let (app, _) = application(files: ["s": "wait 1"])
        #expect(app.run(["--script", "s", "--virtual-time", "--graph", "dot"]) == .success)
        #expect(captured.output.hasSuffix("fake dot graph\n"))
    }

    @Test func noColorTurnsColourOff() {
        let (app, _) = application(files: ["s": "wait 1"], color: true)
        #expect(app.run(["--script", "s", "--virtual-time"]) == .success)
        #expect(captured.output.contains("\u{1B}["))
        captured.output = ""
        #expect(app.run(["--script", "s", "--virtual-time", "--no-color"]) == .success)
        #expect(!captured.output.contains("\u{1B}["))
    }

    @Test func interactiveReadsLinesWhenStandardInputIsNotATerminal() {
        let (app, driver) = application(lines: ["w", "1", "b", "q"])
        #expect(app.run(["--interactive", "--virtual-time"]) == .success)
        #expect(driver()?.performed == [.tap("Push"), .back])
        #expect(
            captured.output.hasSuffix(
                "Report: 4 created, 2 released, 2 alive, 0 leaked\n  alive: AppCoordinator, TabsCoordinator\n"))
    }
}
