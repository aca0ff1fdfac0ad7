import FlowKit
import Testing

/// Every call of app code and every model gesture with a coordinator's guard: a refusal releases nothing,
/// a confirmed question releases the guarded flow exactly once, with the path's reason.
@MainActor
@Suite struct LeaveGuardCallTests {
    @MainActor
    enum CallExit: String, CaseIterable, CustomTestStringConvertible {
        case popToRoot, pop, popTo, setScreens, longPressBack, dismissFromBelow, swipeDown, rootReplaced

        nonisolated var testDescription: String { rawValue }

        /// The guarded flow `G` (screen `G1`), the exit, and the releases it makes once allowed.
        func setUp(_ app: Harness) throws -> (TestCoordinator, perform: () throws(NavigationError) -> Void, [String]) {
            let stack = app.stack
            let home = try #require(stack.rootScreen)
            switch self {
            case .popToRoot, .pop, .popTo, .setScreens, .longPressBack:
                let guarded = try app.push("G", screens: ["G1"])
                let perform: () throws(NavigationError) -> Void =
                    switch self {
                    case .popToRoot: { () throws(NavigationError) in _ = try stack.popToRoot() }
                    case .pop: { () throws(NavigationError) in _ = try stack.pop() }
                    case .popTo: { () throws(NavigationError) in _ = try stack.popTo(home) }
                    case .setScreens: { () throws(NavigationError) in try stack.setScreens([home]) }
                    default: { () throws(NavigationError) in try stack.longPressBack(levels: 1) }
                    }
                let cause =
                    [
                        "popToRoot": "pop-to-root", "popTo": "pop-to", "setScreens": "set-screens",
                        "longPressBack": "long-press-back",
                    ][rawValue] ?? "pop"
                return (guarded, perform, ["G: screens removed (\(cause))"])
            case .dismissFromBelow:
                let below = try app.present("A", screens: ["A1"], from: home)
                let modalRoot = try #require(below.screens.last)
                let guarded = try app.present("G", screens: ["G1"], by: below, from: modalRoot)
                return (
                    guarded, { () throws(NavigationError) in try home.dismiss() },
                    ["G: screens removed (dismiss)", "A: screens removed (dismiss)"]
                )
            case .swipeDown:
                let guarded = try app.present("G", screens: ["G1"], from: home)
                let modal = try #require(home.presentedScreen)
                return (
                    guarded, { () throws(NavigationError) in try modal.beginSwipeDown().finish() },
                    ["G: screens removed (swipe-down)"]
                )
            case .rootReplaced:
                let guarded = try app.push("G", screens: ["G1"])
                let window = app.window
                return (
                    guarded, { () throws(NavigationError) in try window.setRoot(Screen(title: "New")) },
                    ["G: screens removed (set-root)"]
                )
            }
        }
    }

    @Test(arguments: CallExit.allCases)
    func aRefusalReleasesNothing(_ exit: CallExit) throws {
        let app = try Harness()
        let (guarded, perform, _) = try exit.setUp(app)
        let probe = GuardProbe(.refuse)
        guarded.guardLeaving(probe.decide)
        let running = app.running
        let hierarchy = app.window.hierarchyDescription
        _ = app.releases.take()
        #expect(throws: NavigationError.self) { try perform() }
        #expect(app.releases.take() == [])
        #expect(app.running == running)
        #expect(app.window.hierarchyDescription == hierarchy)
        #expect(probe.confirmations.isEmpty)
        #expect(!probe.takeAttempts().isEmpty)
    }

    @Test(arguments: CallExit.allCases)
    func aConfirmedExitReleasesTheGuardedFlowOnce(_ exit: CallExit) throws {
        let app = try Harness()
        let (guarded, perform, releases) = try exit.setUp(app)
        let probe = GuardProbe(.ask)
        guarded.guardLeaving(probe.decide)
        _ = app.releases.take()
        _ = app.received.take()
        do {
            try perform()
            Issue.record("the guard let \(exit) through")
        } catch {
            guard case .leaveRefused(_, _, asked: true) = error else { throw error }
        }
        #expect(app.releases.take() == [])
        try #require(probe.confirmations.count == 1)
        try probe.confirmations[0].confirm()
        #expect(app.releases.take() == releases)
        #expect(app.received.take().filter { $0.hasPrefix("G:") } == ["G: finished"])
        #expect(!guarded.isRunning)
        try probe.confirmations[0].confirm()
        #expect(app.releases.take() == [])
    }
}
