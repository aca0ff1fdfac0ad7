import Testing

@testable import DemoApp
@testable import FlowKitScript

/// Drives the real flows (``FlowDriver``) with script lines in virtual time and checks, after each
/// step, the whole list of live coordinators.
@MainActor
struct FlowHarness {
    let driver = FlowDriver()

    /// Type names of the tabs' coordinators, the always-alive part of a logged-in app.
    static let tabs = [
        "AppCoordinator", "TabCoordinator", "LizardCoordinator", "WakingUpCoordinator", "ProfileCoordinator",
    ]

    /// Runs one script line; records an issue (with the line) if it cannot apply.
    func run(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let steps = try ScriptParser.parse(line)
            for step in steps {
                if let failure = ActionExecutor(driver: driver, timing: .virtual).execute(step.action) {
                    Issue.record("\(line): \(failure)", sourceLocation: sourceLocation)
                }
            }
        } catch {
            Issue.record("\(line): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Runs each line and compares the live coordinators after it with the expected list.
    func steps(_ steps: [(String, [String])], sourceLocation: SourceLocation = #_sourceLocation) {
        for (line, alive) in steps {
            run(line, sourceLocation: sourceLocation)
            #expect(driver.snapshot().alive == alive, "after \(line)", sourceLocation: sourceLocation)
        }
    }

    var snapshot: DemoSnapshot { driver.snapshot() }
}
