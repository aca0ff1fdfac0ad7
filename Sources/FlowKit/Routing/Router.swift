import Signals

/// Runs the coordinators of one window: starts the root, performs navigation on their behalf, and
/// releases each child coordinator exactly once, on the first of:
///
/// - its first output (or its `start()` publisher finishing): its screens, and those of its running
///   descendants, are then popped or dismissed once, and the parent receives the value;
/// - its screens leaving the hierarchy by any path. The router reads the window's ``NavigationEvent``s:
///   after every change that removed screens, a coordinator none of whose screens (its own and its
///   running children's) remains in the window is released, or, if anchored, one whose anchor left.
///
/// A released coordinator's running descendants are released with it, innermost first. A cancelled
/// gesture changes nothing, so it releases nothing.
///
/// ```swift
/// let window = Window()
/// let router = Router(window: window)
/// try router.start(AppCoordinator()).sink { _ in }.store(in: &cancellables)
/// ```
@MainActor
public final class Router {
    /// The window whose hierarchy the coordinators navigate.
    public let window: Window
    /// The root coordinator, set by ``start(_:)``; it is never released for leaving the hierarchy.
    @exclusivity(unchecked) public private(set) var root: Coordinator?
    /// What a failed `start()` does besides releasing the coordinator (see ``StartFailurePolicy``):
    /// ``StartFailurePolicy/publishAndAssert`` by default.
    @exclusivity(unchecked) public var startFailurePolicy = StartFailurePolicy.publishAndAssert

    /// The last id given to a coordinator.
    @exclusivity(unchecked) private var lastID = 0
    /// Counts of coordinators, for ``statistics`` and ``lingeringCoordinators``.
    let census = CoordinatorCensus()
    /// Window events not yet processed (events arriving while processing wait here, in order).
    let pendingEvents = EventQueue<NavigationEvent>()
    /// Which coordinator owns which screen: the one record of ownership.
    let ownership: ScreenOwnership
    /// Running coordinators whose presence the next removal must judge (see ``suspect(_:)``).
    @exclusivity(unchecked) var suspects: [RouterLink] = []
    /// The release plan's storage, kept between navigations (see ``takePlan()``).
    @exclusivity(unchecked) private var sparePlan = ReleasePolicy<RouterFacts>.Plan()
    let releaseSubject = PassthroughSubject<CoordinatorRelease, Never>()
    let startFailureSubject = PassthroughSubject<CoordinatorStartFailure, Never>()
    let settledSubject = PassthroughSubject<NavigationEvent, Never>()
    @exclusivity(unchecked) private var windowSubscription: AnyCancellable?

    /// Creates a router for a window.
    ///
    /// - Parameter window: The window to navigate.
    public init(window: Window) {
        self.window = window
        ownership = ScreenOwnership(window: window)
        // Told first by the window, with no subscription between them, unless someone subscribed before.
        guard !window.attachFirst(self) else { return }
        windowSubscription = window.events.sink { [weak self] event in
            self?.windowDidChange(event)
        }
    }

    /// Starts the root coordinator and keeps it alive. Its ``Coordinator/show(_:)`` replaces the window's
    /// root screen.
    ///
    /// If the root's `start()` throws, the root is released with ``ReleaseReason/startFailed(_:)`` and the
    /// failure is published on ``startFailures`` (see ``startFailurePolicy``); the publisher returned then
    /// finishes without a value.
    ///
    /// ```swift
    /// try router.start(AppCoordinator())
    /// ```
    ///
    /// - Parameter root: A coordinator that was never started.
    /// - Returns: The root's result (see ``Coordinator/coordinate(to:)``).
    /// - Throws: ``RouterStartError/alreadyHasRoot(current:)`` if the router already has a root, or
    ///   ``RouterStartError/alreadyStarted(coordinator:)`` if `root` already ran; nothing starts then.
    @discardableResult
    public func start<R>(_ root: BaseCoordinator<R>) throws(RouterStartError) -> AnyPublisher<R, Never> {
        if let current = self.root { throw .alreadyHasRoot(current: current.name) }
        guard case .notStarted = root.lifecycle else { throw .alreadyStarted(coordinator: root.name) }
        self.root = root
        root.begin(makeLink(for: root, under: nil), placement: .root, parent: nil)
        return root.run()
    }

    /// Each release, as it happens: the coordinator, why, and its path in the tree at that moment.
    public var releases: AnyPublisher<CoordinatorRelease, Never> {
        releasesAreObserved = true
        return releaseSubject.eraseToAnyPublisher()
    }

    /// Whether ``releases`` was ever asked for: until it is, nobody can listen to it, and a release makes
    /// no record to send (no weak reference, no lock of the subject).
    @exclusivity(unchecked) private(set) var releasesAreObserved = false

    /// Each coordinator whose `start()` threw, right after it was released for it (with
    /// ``ReleaseReason/startFailed(_:)``), and each presented child whose presentation failed once it had
    /// started. A failed start is a bug in the flow: by default debug builds stop with an assertion right
    /// after publishing it (see ``startFailurePolicy``).
    public var startFailures: AnyPublisher<CoordinatorStartFailure, Never> {
        startFailureSubject.eraseToAnyPublisher()
    }

    /// The coordinator that owns a screen (see ``Coordinator/own(_:)``): a running one, or a released one
    /// while the screen is still in the window (a screen left behind); `nil` when no coordinator
    /// registered it, and once a released owner's screen left the window.
    ///
    /// - Parameter screen: A screen.
    /// - Returns: Its owner, or `nil`.
    public func owner(of screen: Screen) -> Coordinator? {
        ownership.owner(of: screen)
    }

    /// Each window event, after the router applied its release rules to it. Diagnostics that inspect the
    /// coordinator tree after a change (``LeakDetector``) subscribe here rather than to the window.
    public var settledEvents: AnyPublisher<NavigationEvent, Never> {
        settledEventsAreObserved = true
        return settledSubject.eraseToAnyPublisher()
    }

    /// Whether ``settledEvents`` was ever asked for: until it is, nobody can listen to it, and an event is
    /// not sent to it.
    @exclusivity(unchecked) private(set) var settledEventsAreObserved = false

    /// The running coordinators, root first, each before its children.
    public var runningCoordinators: [Coordinator] {
        var result: [Coordinator] = []
        func visit(_ node: Coordinator) {
            result.append(node)
            for child in node.children { visit(child) }
        }
        if let root, root.isRunning { visit(root) }
        return result
    }

    /// Counts of coordinators created, released and running, and of released ones deinitialised.
    public var statistics: CoordinatorStatistics { census.statistics }

    /// Released coordinators that are still in memory: something (a closure, a subscription) still
    /// holds them. Read it once the change that released them is over.
    public var lingeringCoordinators: [Coordinator] { census.lingering }

    /// What the router knows, as the ``ReleasePolicy`` and the diagnostics read it.
    var facts: RouterFacts { RouterFacts(router: self) }

    /// The release rules over what the router knows now.
    var policy: ReleasePolicy<RouterFacts> { ReleasePolicy(facts: facts) }

    /// An empty plan for the policy to fill, with the storage of the last one given back: a plan made while
    /// another is carried out (a parent ending itself when its child's outcome arrives) gets its own.
    func takePlan() -> ReleasePolicy<RouterFacts>.Plan {
        var plan = ReleasePolicy<RouterFacts>.Plan()
        swap(&plan, &sparePlan)
        return plan
    }

    /// Gives a carried-out plan's storage back for the next ``takePlan()``, emptied (which lets go of the
    /// coordinators it named).
    func giveBack(_ plan: inout ReleasePolicy<RouterFacts>.Plan) {
        plan.removeAll()
        swap(&plan, &sparePlan)
    }

    /// Gives a coordinator that starts now its identity and its place in the tree: its link.
    func makeLink(for coordinator: Coordinator, under parent: RouterLink?) -> RouterLink {
        lastID += 1
        census.didStart()
        return RouterLink(for: coordinator, id: lastID, parent: parent, router: self)
    }
}
