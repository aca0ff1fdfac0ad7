import Testing

@testable import DemoApp
@testable import FlowKitScript

@MainActor
@Suite struct ScriptRunnerTests {
    let driver = FakeDriver()
    let captured = CapturedConsole()

    func run(_ script: String, json: Bool = true, timing: DemoTiming = .virtual) throws -> DemoExitCode {
        let steps = try ScriptParser.parse(script)
        return ScriptRunner(driver: driver, console: captured.console(), timing: timing, json: json).run(steps)
    }

    @Test func runsEveryStepAndPrintsExactlyOneJSONLineEach() throws {
        let code = try run("wait 1\n\ntap Push\nexpect screen Detail\nback\nexpect alive DetailCoordinator 0\n")
        #expect(code == .success)
        #expect(driver.performed == [.tap("Push"), .back])
        #expect(driver.advanced == [1])
        let lines = captured.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(
            lines[1]
                == #"{"step":2,"line":3,"action":"tap Push","screen":"Detail","screens":["Home","Detail","Other"],"#
                + #""alive":["AppCoordinator","TabsCoordinator","DetailCoordinator"],"created":4,"released":1,"leaks":[]}"#
        )
        #expect(lines.enumerated().allSatisfy { $1.hasPrefix("{\"step\":\($0 + 1),") })
        #expect(captured.errors.isEmpty)
    }

    @Test func stopsAtAGestureThatCannotApplyAndNamesTheScreenAndItsOffers() throws {
        let code = try run("wait 1\ntap Nope\nback\n")
        #expect(code == .failure)
        #expect(driver.performed == [])
        let message =
            #"cannot "tap Nope" on screen "Home", which offers: tap Push, tap Present, tab Home, tab Other"#
        #expect(captured.errors == "line 2: \(message)\n")
        let lines = captured.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines[1].hasSuffix(
                #","error":"cannot \"tap Nope\" on screen \"Home\", which offers: tap Push, tap Present, tab Home, tab Other"}"#
            ))
    }

    @Test func backOnARootAndSwipeDownWithoutAModalCannotApply() throws {
        #expect(try run("wait 1\nback") == .failure)
        #expect(captured.errors.hasPrefix("line 2: cannot \"back\" on screen \"Home\""))
        captured.errors = ""
        #expect(try run("swipe-down cancel") == .failure)
        #expect(
            captured.errors
                == "line 1: cannot \"swipe-down cancel\" on screen \"Home\", which offers: tap Push, tap Present, "
                + "tab Home, tab Other\n")
    }

    @Test func anEmptyAppOffersNothing() throws {
        #expect(try run("back") == .failure)
        #expect(captured.errors == "line 1: cannot \"back\" on screen \"Splash\", which offers: nothing (try wait)\n")
    }

    @Test func failedExpectationsSayWhatTheyFound() throws {
        #expect(try run("expect screen Home") == .failure)
        #expect(captured.errors == "line 1: expected screen \"Home\", found \"Splash\"\n")
        captured.errors = ""
        #expect(try run("# count\nexpect alive SplashCoordinator 2") == .failure)
        #expect(
            captured.errors
                == "line 2: expected 2 alive SplashCoordinator, found 1 (alive: AppCoordinator, SplashCoordinator)\n")
    }

    @Test func reportsADriverRefusal() throws {
        driver.refusal = DemoDriverError(message: "screen \"Sheet\" refuses swipe-down")
        #expect(try run("wait 1\ntap Present\nexpect screen Sheet") == .failure)
        #expect(captured.errors == "line 2: \"tap Present\" failed: screen \"Sheet\" refuses swipe-down\n")
    }

    @Test func leaksFailTheRunAfterEveryStep() throws {
        driver.leaks = ["AppCoordinator > Orphan"]
        #expect(try run("wait 1") == .failure)
        #expect(captured.errors == "1 coordinators leaked\n")
        #expect(captured.output.contains(#""leaks":["AppCoordinator > Orphan"]"#))
    }

    @Test func drawsEachStepAndEndsWithTheReportInTextMode() throws {
        #expect(try run("wait 1\ntap Push", json: false) == .success)
        let lines = captured.outputLines
        #expect(lines.filter { $0.hasPrefix("== ") } == ["== start", "== 1. wait 1", "== 2. tap Push"])
        #expect(lines.contains("│ Splash                         │"))
        #expect(lines.contains("│ < Detail                       │"))
        #expect(lines.contains("   └─ DetailCoordinator  [Detail]"))
        #expect(
            Array(lines.suffix(4)) == [
                "Report: 4 created, 1 released, 3 alive, 0 leaked",
                "  alive: AppCoordinator, TabsCoordinator, DetailCoordinator", "", "",
            ])
    }

    @Test func anExpectationThatHoldsGetsOneLineInTextMode() throws {
        #expect(try run("expect screen Splash\nexpect alive AppCoordinator 1", json: false) == .success)
        let lines = captured.outputLines
        #expect(lines.contains("== 1. expect screen Splash (ok)"))
        #expect(lines.contains("== 2. expect alive AppCoordinator 1 (ok)"))
        #expect(lines.filter { $0.hasPrefix("┌") }.count == 1)
    }

    @Test func printsTheReportWithLeaksAfterAFailureInTextMode() throws {
        driver.leaks = ["AppCoordinator > Orphan"]
        #expect(try run("back", json: false) == .failure)
        #expect(captured.outputLines.contains("Report: 2 created, 0 released, 2 alive, 1 leaked"))
        #expect(captured.outputLines.contains("  leak: AppCoordinator > Orphan"))
        #expect(!captured.output.contains("== 1. back"))
    }

    @Test func realTimeSleepsForWaitsAndPausesAfterGesturesOnly() throws {
        let clock = RecordingClock()
        #expect(
            try run("wait 1.5\ntap Push\nexpect screen Detail\nback", timing: clock.timing(stepPause: 0.25)) == .success
        )
        #expect(clock.slept == [1.5, 0.25, 0.25])
        #expect(driver.advanced == [1.5])
    }

    @Test func virtualTimeNeverSleeps() throws {
        let clock = RecordingClock()
        var timing = clock.timing(stepPause: 0.25)
        timing.isRealTime = false
        #expect(try run("wait 1\ntap Push", timing: timing) == .success)
        #expect(clock.slept == [])
        #expect(driver.advanced == [1])
    }
}
