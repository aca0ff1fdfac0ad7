import Signals

/// Watches a router and reports, right after each navigation change, every running coordinator that
/// has lost its screens (an orphan), and every screen in the window whose coordinator was released.
///
/// With a correct router both lists stay empty: the detector is the safety net that proves it, and finds
/// coordinators whose screens never reached the window.
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
    /// - Returns: The orphans and stranded screens found (both empty when nothing leaked).
    public func check() -> LeakReport { makeReport(eventSequence: nil) }

    private func check(after event: NavigationEvent) {
        let report = makeReport(eventSequence: event.sequence)
        guard !report.isClean else { return }
        subject.send(report)
    }

    /// Reads the router through the same view and presence rule as its releases (``RouterFacts``,
    /// ``ReleasePolicy/isPresent(_:)``): a coordinator that was present, or has screens, and is absent is
    /// an orphan.
    private func makeReport(eventSequence: Int?) -> LeakReport {
        let facts = router.facts
        let policy = ReleasePolicy(facts: facts)
        var orphans: [LeakReport.Orphan] = []
        for coordinator in router.runningCoordinators where coordinator !== facts.root {
            guard facts.wasPresent(coordinator) || !facts.flowScreens(of: coordinator).isEmpty else { continue }
            guard !policy.isPresent(coordinator) else { continue }
            orphans.append(
                LeakReport.Orphan(
                    name: coordinator.name, id: coordinator.id, path: facts.path(of: coordinator),
                    screens: coordinator.screens.map(\.title)))
        }
        var stranded: [String] = []
        for screen in router.window.screens {
            if let owner = facts.owner(of: screen), !owner.isRunning {
                stranded.append("\(screen.title) (\(owner.name))")
            }
        }
        return LeakReport(eventSequence: eventSequence, orphans: orphans, strandedScreens: stranded)
    }
}
