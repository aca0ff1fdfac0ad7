/// Carries out one ``DemoAction`` on a ``ScriptDriver``: waits advance time, gestures are checked against
/// the snapshot and performed, expectations are compared. Shared by the demo's scripts, tour and keyboard,
/// and by FlowKitTesting's `FlowTest`.
@MainActor
package struct ActionExecutor {
    /// The app.
    package let driver: any ScriptDriver
    /// Called with the seconds of a wait before the driver's clock advances: sleeps in real time; `nil`
    /// in virtual time.
    package let realTimeSleep: ((Double) -> Void)?

    /// An executor for `driver`.
    /// - Parameters:
    ///   - driver: The app.
    ///   - realTimeSleep: Sleeps in wall-clock time before each wait advances the app's clock; `nil` (the
    ///     default) for virtual time.
    package init(driver: any ScriptDriver, realTimeSleep: ((Double) -> Void)? = nil) {
        self.driver = driver
        self.realTimeSleep = realTimeSleep
    }

    /// Carries out an action.
    /// - Parameter action: The action.
    /// - Returns: `nil` when it applied (or the expectation held), otherwise why not.
    package func execute(_ action: DemoAction) -> String? {
        switch action {
        case .wait(let seconds):
            realTimeSleep?(seconds)
            driver.advance(seconds: seconds)
            return nil
        case .gesture(let gesture):
            if let problem = driver.snapshot().problem(applying: gesture) { return problem }
            do {
                try driver.perform(gesture)
                return nil
            } catch {
                return "\"\(gesture.scriptText)\" failed: \(error)"
            }
        case .expectScreen(let title):
            let found = driver.snapshot().topScreen?.title
            guard found != title else { return nil }
            return "expected screen \"\(title)\", found " + (found.map { "\"\($0)\"" } ?? "no screen")
        case .expectAlive(let type, let count):
            let alive = driver.snapshot().alive
            let found = alive.count(where: { $0 == type })
            guard found != count else { return nil }
            let list = alive.isEmpty ? "none" : alive.joined(separator: ", ")
            return "expected \(count) alive \(type), found \(found) (alive: \(list))"
        }
    }
}
