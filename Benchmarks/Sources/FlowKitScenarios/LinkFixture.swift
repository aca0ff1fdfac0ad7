import BenchmarkSupport
import FlowKit
import Signals

/// C4: from the deepest of five Settings on Waking Up with two Compose modals open, `bench://lizard/compose`
/// (the modals dismissed, Lizard selected, one Compose presented), then back to where it started (that
/// Compose dismissed, Waking Up selected, two Compose presented from the same Settings).
///
/// With coordinators, ``LinkAppCoordinator`` applies both links through `DeepLinks.open`; bare, the same
/// dismissals, selections and presentations are made on the model.
@MainActor
final class LinkFixture {
    /// How deep the Settings chain is.
    static let settingsDepth = 5
    static let away = "bench://lizard/compose"
    static let back = "bench://wakingup" + String(repeating: "/settings", count: settingsDepth) + "/compose/compose"
    /// Compose screens released and navigation events per cycle.
    static let releasedPerCycle = 3
    static let eventsPerCycle = 7

    let window: Window
    let router: Router?
    /// The deep links of ``router``.
    let links: DeepLinks?
    let detector: LeakDetector?
    let tabBar: TabBar
    let wakingUp: NavigationStack
    let screensReleased = AtomicCounter()
    let events = AtomicCounter()
    let dismissals = AtomicCounter()
    let leakReports = AtomicCounter()
    private let layersAfterSetUp: Int
    private let createdAfterSetUp: Int
    private var subscriptions: [AnyCancellable] = []

    init(_ variant: FlowVariant, detectingLeaks: Bool = false) throws(NavigationError) {
        window = Window()
        switch variant {
        case .coordinators:
            let router = Router(window: window)
            let root = try LinkAppCoordinator(deinitialised: screensReleased, dismissals: dismissals)
            try startRoot(root, on: router)
            let links = DeepLinks(router: router, scheme: "bench")
            do {
                try links.open(Self.back)
            } catch {
                throw .coordinatorReleased(coordinator: "\(error)")
            }
            tabBar = root.tabBar
            self.router = router
            self.links = links
        case .bare:
            tabBar = try TabBar(tabs: [
                NavigationStack(root: Screen(title: "Lizard")), NavigationStack(root: Screen(title: "Waking Up")),
            ])
            try window.setRoot(tabBar)
            router = nil
            links = nil
        }
        guard let stack = tabBar.tabs[1] as? NavigationStack else { throw .noPlacement(coordinator: "Waking Up") }
        wakingUp = stack
        if variant == .bare {
            try tabBar.select(1)
            for _ in 0..<Self.settingsDepth { try stack.push(Screen(title: "Settings")) }
            try Self.presentComposes(2, on: tabBar, counting: screensReleased)
        }
        detector = detectingLeaks ? router.map(LeakDetector.init(router:)) : nil
        layersAfterSetUp = window.layers.count
        createdAfterSetUp = router?.statistics.created ?? 0
        let events = self.events
        subscriptions.append(window.events.sink { _ in events.increment() })
        if let detector {
            let leakReports = self.leakReports
            subscriptions.append(detector.reports.sink { _ in leakReports.increment() })
        }
    }

    /// Bare: presents `count` Compose modals, each from the one below, starting from the top screen of the
    /// selected tab.
    func presentComposes(_ count: Int) throws(NavigationError) {
        try Self.presentComposes(count, on: tabBar, counting: screensReleased)
    }

    private static func presentComposes(_ count: Int, on tabBar: TabBar, counting released: AtomicCounter)
        throws(NavigationError)
    {
        guard var presenter = (tabBar.selectedTab as? NavigationStack)?.topScreen else {
            throw .noPlacement(coordinator: "bare")
        }
        for _ in 0..<count {
            let compose = CountedScreen(title: "Compose", deinitialised: released)
            try presenter.present(NavigationStack(root: compose))
            presenter = compose
        }
    }

    var outcome: FlowOutcome {
        FlowOutcome(
            released: screensReleased.value, stackDepth: wakingUp.screens.count, layers: window.layers.count,
            events: events.value)
    }

    /// Checks the state after `cycles` cycles: back where the set-up left it, three Compose screens
    /// released and seven events per cycle, and (with coordinators) three flows created and released per
    /// cycle, each seen by its parent as a dismissal.
    func problem(afterCycles cycles: Int, error: NavigationError?) -> String? {
        var problems: [String] = []
        if let error { problems.append("navigation refused: \(error)") }
        let outcome = self.outcome
        if outcome.released != Self.releasedPerCycle * cycles {
            problems.append("\(outcome.released) Compose screens deinitialised, expected \(3 * cycles)")
        }
        if outcome.stackDepth != 1 + Self.settingsDepth || outcome.layers != layersAfterSetUp {
            problems.append("ended with \(outcome.stackDepth) screens on Waking Up, \(outcome.layers) layers")
        }
        if outcome.events != Self.eventsPerCycle * cycles {
            problems.append("\(outcome.events) navigation events, expected \(Self.eventsPerCycle * cycles)")
        }
        if let router {
            let statistics = router.statistics
            let flows = Self.releasedPerCycle * cycles
            let expected =
                "created \(createdAfterSetUp + flows), released \(flows), running \(createdAfterSetUp), deinitialised \(flows)"
            if statistics.description != expected { problems.append("router: \(statistics), expected \(expected)") }
            if dismissals.value != flows { problems.append("\(dismissals.value) dismissals, expected \(flows)") }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}

/// C4 with coordinators: both links through `DeepLinks.open`.
@MainActor
@inline(never)
func deepLinkCoordinators(on fixture: LinkFixture, cycles: Int) throws(NavigationError) {
    guard let links = fixture.links else { return }
    for _ in 0..<cycles {
        do {
            try links.open(LinkFixture.away)
            try links.open(LinkFixture.back)
        } catch {
            throw .coordinatorReleased(coordinator: "link refused: \(error)")
        }
    }
}

/// C4 bare: the same changes on the model.
@MainActor
@inline(never)
func deepLinkBare(on fixture: LinkFixture, cycles: Int) throws(NavigationError) {
    let tabBar = fixture.tabBar
    for _ in 0..<cycles {
        try tabBar.dismiss()
        try tabBar.select(0)
        try fixture.presentComposes(1)
        try tabBar.dismiss()
        try tabBar.select(1)
        try fixture.presentComposes(2)
    }
}
