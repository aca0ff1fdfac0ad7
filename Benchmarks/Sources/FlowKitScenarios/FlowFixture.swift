import BenchmarkSupport
import FlowKit
import Signals

/// A window set up for one scenario and variant; the cycles run on it.
///
/// C1 and C2: the window's root is a navigation stack holding `Home`. With coordinators, a `Router` runs
/// a ``HomeCoordinator`` that shows the stack; bare, the stack is simply the window's root.
///
/// C3: a ``LargeApp`` fills the window, and the cycle's stack is the top modal's, holding `Home`. With
/// coordinators, a ``LargeAppCoordinator`` runs the whole app and the top modal's coordinator is the
/// cycle's parent.
@MainActor
final class FlowFixture {
    let window: Window
    /// The cycle's stack; C1 and C3 push onto it.
    let stack: NavigationStack
    /// The stack's root screen; C2 presents from it.
    let home: Screen
    let router: Router?
    /// The coordinator that starts each cycle's child (with coordinators).
    let parent: Coordinator?
    let detector: LeakDetector?
    /// Child screens deinitialised.
    let screensReleased = AtomicCounter()
    /// Navigation events published since set-up.
    let events = AtomicCounter()
    /// Results the parent received without a value: children released because the user removed them.
    let dismissals = AtomicCounter()
    /// Reports the leak detector published.
    let leakReports = AtomicCounter()
    /// The set-up's own figures, which the cycles must leave as they were.
    private let layersAfterSetUp: Int
    private let createdAfterSetUp: Int
    private var subscriptions: [AnyCancellable] = []

    /// Sets up the window (and, with coordinators, the router, the root coordinator and, if asked, a
    /// leak detector).
    ///
    /// - Parameters:
    ///   - scenario: The cycle.
    ///   - variant: Through coordinators, or on the bare model.
    ///   - shape: C3's large app (ignored by the other scenarios).
    ///   - detectingLeaks: Whether a leak detector watches the router.
    /// - Throws: A `NavigationError` if the large app of C3 cannot be built (a bug in the fixture).
    init(
        _ scenario: FlowScenario, variant: FlowVariant, shape: LargeAppShape = .standard, detectingLeaks: Bool = false
    ) throws(NavigationError) {
        home = Screen(title: "Home")
        let isLarge = scenario == .pushBackInLargeApp
        switch (variant, isLarge) {
        case (.bare, false):
            stack = try NavigationStack(root: home)
            window = try Window(root: stack)
            router = nil
            parent = nil
        case (.bare, true):
            (window, stack) = try LargeApp.bare(home: home, shape: shape)
            router = nil
            parent = nil
        case (.coordinators, false):
            stack = try NavigationStack(root: home)
            window = Window()
            let router = Router(window: window)
            let root = HomeCoordinator(showing: stack)
            try startRoot(root, on: router)
            self.router = router
            parent = root
        case (.coordinators, true):
            window = Window()
            let router = Router(window: window)
            let root = LargeAppCoordinator(home: home, shape: shape)
            try startRoot(root, on: router)
            guard let top = root.top, let topStack = top.navigationStack else {
                throw .noPlacement(coordinator: root.name)
            }
            self.router = router
            stack = topStack
            parent = top
        }
        detector = detectingLeaks ? router.map(LeakDetector.init(router:)) : nil
        layersAfterSetUp = window.layers.count
        createdAfterSetUp = router?.statistics.created ?? 0
        // Counted from here on: the set-up's events (the new window root, the large app) are not a cycle's.
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
    /// released by the router, deinitialised, and seen by the parent as a dismissal), nothing left but
    /// what the set-up built, two events per cycle.
    ///
    /// - Returns: What is wrong, or `nil`.
    func problem(afterCycles cycles: Int, error: NavigationError?) -> String? {
        var problems: [String] = []
        if let error { problems.append("navigation refused: \(error)") }
        let outcome = self.outcome
        if outcome.released != cycles {
            problems.append("\(outcome.released) child screens deinitialised, expected \(cycles)")
        }
        if outcome.stackDepth != 1 || outcome.layers != layersAfterSetUp {
            problems.append("ended with \(outcome.stackDepth) screens in the stack, \(outcome.layers) layers")
        }
        if outcome.events != 2 * cycles {
            problems.append("\(outcome.events) navigation events, expected \(2 * cycles)")
        }
        if let router, let parent {
            let statistics = router.statistics
            let created = createdAfterSetUp + cycles
            let expected =
                "created \(created), released \(cycles), running \(createdAfterSetUp), deinitialised \(cycles)"
            if statistics.description != expected { problems.append("router: \(statistics), expected \(expected)") }
            if dismissals.value != cycles {
                problems.append("the parent saw \(dismissals.value) dismissals, expected \(cycles)")
            }
            if !parent.children.isEmpty { problems.append("the parent still has \(parent.children.count) children") }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
