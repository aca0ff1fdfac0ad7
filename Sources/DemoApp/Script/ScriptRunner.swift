import FlowKitScript

/// Runs parsed script steps on a ``DemoDriver`` and prints each step: as a drawing, or with `--json` as
/// exactly one line of JSON. Stops at the first step that fails.
///
/// Exit status: ``DemoExitCode/success`` when every step applied and nothing leaked,
/// ``DemoExitCode/failure`` otherwise. (Malformed scripts are rejected by ``ScriptParser`` before.)
@MainActor
struct ScriptRunner {
    /// The app.
    let driver: any DemoDriver
    /// Where to print.
    let console: DemoConsole
    /// Whether waits take wall-clock time, and the pause after each drawn step.
    let timing: DemoTiming
    /// Whether to print one JSON line per step instead of drawings and the report.
    let json: Bool

    /// Runs the steps.
    /// - Parameter steps: The parsed script.
    /// - Returns: The exit status.
    func run(_ steps: [ScriptStep]) -> DemoExitCode {
        let executor = ActionExecutor(driver: driver, timing: timing)
        if !json {
            printLines(StepView.lines(heading: "start", snapshot: driver.snapshot(), color: console.color))
        }
        for (index, step) in steps.enumerated() {
            let failure = executor.execute(step.action)
            let snapshot = driver.snapshot()
            if json {
                console.line(StepJSON.line(for: step, number: index + 1, snapshot: snapshot, error: failure))
            } else if failure == nil {
                printStep(step, number: index + 1, snapshot: snapshot)
            }
            if let failure {
                console.errorLine("line \(step.line): \(failure)")
                if !json { printLines(DemoReport.lines(for: snapshot, color: console.color)) }
                return .failure
            }
            if timing.isRealTime, timing.stepPause > 0, case .gesture = step.action { timing.sleep(timing.stepPause) }
        }
        let snapshot = driver.snapshot()
        if json {
            if !snapshot.leaks.isEmpty { console.errorLine("\(snapshot.leaks.count) coordinators leaked") }
        } else {
            printLines(DemoReport.lines(for: snapshot, color: console.color))
        }
        return DemoReport.exitCode(for: snapshot)
    }

    /// Draws a step; an expectation that held changed nothing, so it gets one line instead of a drawing.
    private func printStep(_ step: ScriptStep, number: Int, snapshot: DemoSnapshot) {
        let heading = TextStyle.bold.apply("== \(number). \(step.text)", color: console.color)
        switch step.action {
        case .expectScreen, .expectAlive:
            console.line(heading + " " + TextStyle.success.apply("(ok)", color: console.color) + "\n")
        case .wait, .gesture:
            printLines(StepView.lines(heading: "\(number). \(step.text)", snapshot: snapshot, color: console.color))
        }
    }

    private func printLines(_ lines: [String]) {
        console.write(lines.joined(separator: "\n") + "\n\n")
    }
}
