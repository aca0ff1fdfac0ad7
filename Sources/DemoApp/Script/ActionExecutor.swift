/// Carries out one ``DemoAction`` on a ``DemoDriver``: waits advance time, gestures are checked against
/// the snapshot and performed, expectations are compared. Shared by scripts, the tour and the keyboard.
@MainActor
struct ActionExecutor {
    /// The app.
    let driver: any DemoDriver
    /// Whether waits also take wall-clock time.
    let timing: DemoTiming

    /// Carries out an action.
    /// - Parameter action: The action.
    /// - Returns: `nil` when it applied (or the expectation held), otherwise why not.
    func execute(_ action: DemoAction) -> String? {
        switch action {
        case .wait(let seconds):
            if timing.isRealTime { timing.sleep(seconds) }
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
