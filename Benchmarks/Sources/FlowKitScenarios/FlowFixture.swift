import BenchmarkSupport
import FlowKit

/// A window whose root is a navigation stack holding `Home`, set up for one variant; the cycles run on
/// it. With coordinators, a `Router` runs a ``HomeCoordinator`` that shows the stack; bare, the stack is
/// simply the window's root.
@MainActor
final class FlowFixture {
    let window: Window
    /// The window's root stack; C1 pushes onto it.
    let stack: NavigationStack
    /// The stack's root screen; C2 presents from it.
    let home: Screen
    let router: Router?
    let root: HomeCoordinator?
    let detector: LeakDetector?
    /// Child screens deinitialised.
    let screensReleased = AtomicCounter()
    /// Navigation events published since set-up.
    let events = AtomicCounter()
    /// Results the root received without a value: children released because the user removed them.
    let dismissals = AtomicCounter()
    /// Reports the leak detector published.
    let leakReports = AtomicCounter()
    private var subscriptions: [AnyCancellable] = []

    /// Sets up the window (and, with coordinators, the router, the root coordinator and, if asked, a
    /// leak detector).
    init(variant: FlowVariant, detectingLeaks: Bool = false) {
        home = Screen(title: "Home")
        stack = NavigationStack(root: home)
        switch variant {
        case .bare:
            window = Window(root: stack)
            router = nil
            root = nil
            detector = nil
        case .coordinators:
            window = Window()
            let router = Router(window: window)
            let root = HomeCoordinator(showing: stack)
            router.start(root)
            self.router = router
            self.root = root
            detector = detectingLeaks ? LeakDetector(router: router) : nil
        }
        // Counted from here on: the coordinators' set-up event (the new window root) is not a cycle's.
        let events = self.events
        subscriptions.append(window.events.sink { _ in events.increment() })
        if let detector {
            let leakReports = self.leakReports
            subscriptions.append(detector.reports.sink { _ in leakReports.increment() })
        }
    }

    /// The navigation state now.
    var outcome: FlowOutcome {
        FlowOutcome(
            released: screensReleased.value, stackDepth: stack.screens.count, layers: window.layers.count,
            events: events.value)
    }

    /// Checks the state after `cycles` cycles in total: every child released (and, with coordinators,
    /// released by the router, deinitialised, and seen by the root as a dismissal), nothing left on
    /// screen but `Home`, two events per cycle.
    ///
    /// - Returns: What is wrong, or `nil`.
    func problem(afterCycles cycles: Int, error: NavigationError?) -> String? {
        var problems: [String] = []
        if let error { problems.append("navigation refused: \(error)") }
        let outcome = self.outcome
        if outcome.released != cycles {
            problems.append("\(outcome.released) child screens deinitialised, expected \(cycles)")
        }
        if outcome.stackDepth != 1 || outcome.layers != 1 {
            problems.append("ended with \(outcome.stackDepth) screens in the stack, \(outcome.layers) layers")
        }
        if outcome.events != 2 * cycles {
            problems.append("\(outcome.events) navigation events, expected \(2 * cycles)")
        }
        if let router, let root {
            let statistics = router.statistics
            let expected = CoordinatorStatistics(
                created: cycles + 1, released: cycles, running: 1, deinitialised: cycles)
            if statistics != expected { problems.append("router: \(statistics), expected \(expected)") }
            if dismissals.value != cycles {
                problems.append("the root saw \(dismissals.value) dismissals, expected \(cycles)")
            }
            if !root.children.isEmpty { problems.append("the root still has \(root.children.count) children") }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
