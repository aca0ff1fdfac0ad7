import Signals

/// Watches a router and reports, right after each navigation change, what the coordinator tree and the
/// window disagree on:
///
/// - a running coordinator (other than the root) none of whose screens, nor its running children's, is in
///   the window: an orphan. It has lost its screens, or they never reached the window, or it never owned
///   one, as a child started with ``Coordinator/coordinate(to:)`` that pushes its own screen without
///   ``Coordinator/own(_:)``: the user pops the screen and the coordinator runs forever;
/// - a screen in the window that no coordinator owns, as a screen given to
///   ``NavigationStack/setScreens(_:)`` by hand without ``Coordinator/own(_:)`` or
///   ``Coordinator/anchor(to:)``: the flow it replaced is released, and its buttons act on nothing.
///   Containers (stacks, tab bars) and a lone screen presented modally (an alert or a question, which
///   leaves with its dismissal) need no owner;
/// - a screen in the window whose coordinator was released (stranded).
///
/// Each finding names the coordinator or the screen and, in ``LeakReport/description``, the call that
/// fixes it. With a correct flow every list stays empty. Own a screen before pushing it, so no change
/// shows it without its owner.
///
/// ```swift
/// let detector = LeakDetector(router: router)
/// detector.reports.sink { print($0) }.store(in: &cancellables)
/// ```
@MainActor
public final class LeakDetector {
    /// The router watched.
    public let router: Router
    private let subject = PassthroughSubject<LeakReport, Never>()
    private var subscription: AnyCancellable?

    /// Starts watching a router.
    ///
    /// - Parameter router: The router whose coordinators to check after each change.
    public init(router: Router) {
        self.router = router
        subscription = router.settledEvents.sink { [weak self] event in
            self?.check(after: event)
        }
    }

    /// Reports published after navigation changes, only when something leaked.
    public var reports: AnyPublisher<LeakReport, Never> { subject.eraseToAnyPublisher() }

    /// Checks the router now.
    ///
    /// - Returns: The orphans, unowned and stranded screens found (all empty when nothing leaked).
    public func check() -> LeakReport { makeReport(eventSequence: nil) }

    private func check(after event: NavigationEvent) {
        let report = makeReport(eventSequence: event.sequence)
        guard !report.isClean else { return }
        subject.send(report)
    }

    private func makeReport(eventSequence: Int?) -> LeakReport {
        let found = findings()
        return LeakReport(
            eventSequence: eventSequence,
            orphans: found.orphans.map { coordinator in
                LeakReport.Orphan(
                    name: coordinator.name, id: coordinator.id, path: router.facts.path(of: coordinator),
                    screens: coordinator.screens.map(\.title))
            },
            unownedScreens: found.unownedScreens.map(\.title),
            strandedScreens: found.strandedScreens.map { "\($0.screen.title) (\($0.owner.name))" })
    }

    /// What the detector finds now, as objects, read through the same view and presence rule as the
    /// router's releases (`RouterFacts`, `ReleasePolicy.isPresent(_:)`), for FlowKit's own diagnostics (FlowKitTesting words them
    /// with its release log).
    package func findings() -> LeakFindings {
        var found = LeakFindings()
        let facts = router.facts
        let policy = ReleasePolicy(facts: facts)
        guard let root = facts.root, root.isRunning else { return found }
        for coordinator in router.runningCoordinators where coordinator !== root && !policy.isPresent(coordinator) {
            found.orphans.append(coordinator)
        }
        for screen in router.window.screens where needsOwner(screen) {
            if let owner = facts.owner(of: screen) {
                if !owner.isRunning { found.strandedScreens.append((screen, owner)) }
            } else {
                found.unownedScreens.append(screen)
            }
        }
        return found
    }

    /// Whether a screen in the window must have an owner: not a container, nor a lone screen presented
    /// modally (an alert-like question).
    private func needsOwner(_ screen: Screen) -> Bool {
        if screen is NavigationStack || screen is TabBar { return false }
        return !(screen.container == nil && screen.presentingScreen != nil)
    }
}

/// What a ``LeakDetector`` finds, as objects (see ``LeakReport`` for the public values).
package struct LeakFindings {
    /// Running coordinators, the root aside, with no screen in the window (their own or a running child's).
    package var orphans: [Coordinator] = []
    /// Screens in the window, containers aside, that no coordinator owns.
    package var unownedScreens: [Screen] = []
    /// Screens in the window whose owner was released, with that owner.
    package var strandedScreens: [(screen: Screen, owner: Coordinator)] = []
}
