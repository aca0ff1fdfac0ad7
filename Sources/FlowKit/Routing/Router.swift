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
/// router.start(AppCoordinator()).sink { _ in }.store(in: &cancellables)
/// ```
@MainActor
public final class Router {
    /// The window whose hierarchy the coordinators navigate.
    public let window: Window
    /// The root coordinator, set by ``start(_:)``; it is never released for leaving the hierarchy.
    public private(set) var root: Coordinator?

    var createdCount = 0
    var releasedCount = 0
    /// Released coordinators not yet seen deinitialised (weakly held), for ``statistics``.
    var releasedRecently: [WeakCoordinator] = []
    var deinitialisedCount = 0
    /// ``releasedRecently`` is pruned when it reaches this size, so memory stays flat.
    var pruneThreshold = 64
    /// Window events not yet processed (events arriving while processing wait here, in order).
    let pendingEvents = EventQueue<NavigationEvent>()
    /// Which coordinator owns which screen: the one record of ownership.
    let ownership = ScreenOwnership()
    /// Running coordinators whose presence the next removal must judge (see ``suspect(_:)``).
    var suspects: [ObjectIdentifier: WeakCoordinator] = [:]
    /// Numbers the presence walks, so a walk marks what it visited without a set.
    var presenceWalk = 0
    let releaseSubject = PassthroughSubject<CoordinatorRelease, Never>()
    let startFailureSubject = PassthroughSubject<CoordinatorStartFailure, Never>()
    let settledSubject = PassthroughSubject<NavigationEvent, Never>()
    private var windowSubscription: AnyCancellable?

    /// Creates a router for a window.
    ///
    /// - Parameter window: The window to navigate.
    public init(window: Window) {
        self.window = window
        windowSubscription = window.events.sink { [weak self] event in
            self?.windowDidChange(event)
        }
    }

    /// Starts the root coordinator and keeps it alive. Its ``Coordinator/show(_:)`` replaces the window's
    /// root screen.
    ///
    /// - Parameter root: A coordinator that was never started.
    /// - Returns: The root's result (see ``Coordinator/coordinate(to:)``); if the router already has a
    ///   root, or `root` already ran, nothing starts and the publisher finishes at once.
    @discardableResult
    public func start<R>(_ root: BaseCoordinator<R>) -> AnyPublisher<R, Never> {
        guard self.root == nil, case .notStarted = root.lifecycle else {
            return Empty().eraseToAnyPublisher()
        }
        self.root = root
        begin(root, placement: .root)
        return root.run()
    }

    /// Each release, as it happens: the coordinator, why, and its path in the tree at that moment.
    public var releases: AnyPublisher<CoordinatorRelease, Never> { releaseSubject.eraseToAnyPublisher() }

    /// Each coordinator whose `start()` threw, right after it was released for it (with
    /// ``ReleaseReason/startFailed(_:)``). A failed start is a bug in the flow: debug builds stop with an
    /// assertion right after publishing it.
    public var startFailures: AnyPublisher<CoordinatorStartFailure, Never> {
        startFailureSubject.eraseToAnyPublisher()
    }

    /// The coordinator that owns a screen (see ``Coordinator/own(_:)``), running or released; `nil` when
    /// no coordinator registered it.
    ///
    /// - Parameter screen: A screen.
    /// - Returns: Its owner, or `nil`.
    public func owner(of screen: Screen) -> Coordinator? {
        ownership.owner(of: screen)
    }

    /// Each window event, after the router applied its release rules to it. Diagnostics that inspect the
    /// coordinator tree after a change (``LeakDetector``) subscribe here rather than to the window.
    public var settledEvents: AnyPublisher<NavigationEvent, Never> { settledSubject.eraseToAnyPublisher() }

    /// The running coordinators, root first, each before its children.
    public var runningCoordinators: [Coordinator] {
        var result: [Coordinator] = []
        func visit(_ node: Coordinator) {
            result.append(node)
            node.children.forEach(visit)
        }
        if let root, root.isRunning { visit(root) }
        return result
    }

    /// Counts of coordinators created, released and running, and of released ones deinitialised.
    public var statistics: CoordinatorStatistics {
        pruneReleased()
        return CoordinatorStatistics(
            created: createdCount,
            released: releasedCount,
            running: createdCount - releasedCount,
            deinitialised: deinitialisedCount
        )
    }

    /// Released coordinators that are still in memory: something (a closure, a subscription) still
    /// holds them. Read it once the change that released them is over.
    public var lingeringCoordinators: [Coordinator] {
        pruneReleased()
        return releasedRecently.compactMap(\.coordinator)
    }

    /// Counts and forgets released coordinators that were deinitialised.
    func pruneReleased() {
        releasedRecently.removeAll { entry in
            guard entry.coordinator == nil else { return false }
            deinitialisedCount += 1
            return true
        }
        pruneThreshold = max(64, releasedRecently.count * 2)
    }

    /// Gives a coordinator that starts now its identity and its placement; it runs from here on.
    func begin(_ coordinator: Coordinator, placement: Lifecycle.Placement) {
        coordinator.router = self
        createdCount += 1
        coordinator.id = createdCount
        coordinator.lifecycle = .running(Lifecycle.Running(placement: placement))
    }
}

/// A weak reference to a coordinator.
struct WeakCoordinator {
    weak var coordinator: Coordinator?
}
