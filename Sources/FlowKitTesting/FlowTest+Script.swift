import FlowKitScript

extension FlowTest {
    /// Runs a script in the demo's language, one action a line (`tap Settings`, `back`, `swipe-back cancel`,
    /// `back-to 2`, `swipe-down`, `tab Profile`, `open URL`, `wait 1`, `expect screen TITLE`,
    /// `expect alive TYPE N`; `#` starts a comment). `swift run DemoApp --help` lists the grammar; both read
    /// it from one table.
    ///
    /// The whole script is checked first: a malformed one records every bad line and runs nothing. Then it
    /// stops at the first line that cannot apply or whose expectation fails, and records it with its line
    /// number, what the screen offers, the coordinator tree and the window.
    ///
    /// ```swift
    /// flow.run("""
    ///     tab Waking Up
    ///     tap Settings
    ///     swipe-back cancel
    ///     expect alive SettingsCoordinator 1
    ///     swipe-back
    ///     expect alive SettingsCoordinator 0
    ///     """)
    /// ```
    ///
    /// - Parameters:
    ///   - script: The script.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func run(
        _ script: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let steps: [ScriptStep]
        do {
            steps = try ScriptParser.parse(script)
        } catch {
            recordFailure("the script is malformed (nothing ran):\n\(error)", at: site)
            return
        }
        let executor = ActionExecutor(driver: ScriptAdapter(test: self))
        for step in steps {
            if let failure = executor.execute(step.action) {
                fail("script line \(step.line), \"\(step.text)\": \(failure)", at: site)
                return
            }
        }
    }
}

/// A ``FlowTest`` as the script executor drives it.
@MainActor
private final class ScriptAdapter: ScriptDriver {
    let test: FlowTest

    init(test: FlowTest) {
        self.test = test
    }

    func perform(_ gesture: DemoGesture) throws {
        guard let action = UserAction(gesture) else {
            throw ActionProblem(
                message: "\"\(gesture.scriptText)\" answers the demo's own questions: tap the button instead")
        }
        try test.applyAnsweringGuards(action, cannotApply: test.snapshot().cannotApplyMessage(action.description))
    }

    func advance(seconds: Double) {
        test.advance(by: .seconds(seconds))
    }

    func snapshot() -> DemoSnapshot {
        test.snapshot()
    }
}
