import FlowKit
import FlowKitScript
import Signals

/// A headless app for one test: a window, a router, a root coordinator and a virtual clock, set up in one
/// line, driven by what the user does, with expectations whose failures say what was expected, what was
/// found, and show the coordinator tree and the window.
///
/// Failures are recorded through the test framework running the test, at the line of the call: Swift
/// Testing's `Issue.record` inside a `@Test`, `XCTFail` inside an `XCTestCase`. Nothing throws once the
/// flow runs: a failed action records its failure (naming the top screen and what it offers) and the test
/// goes on.
///
/// ```swift
/// @MainActor @Suite struct UpdateDetailsTests {
///     @Test func backOnFirstNameReleasesTheFlow() throws {
///         let flow = try FlowTest(tabs: "Profile", "Other")
///         try flow.push(UpdateDetailsCoordinator())
///         flow.back()
///         flow.expectReleased(UpdateDetailsCoordinator.self, .screensRemoved(.backButton))
///         flow.expectNoLeaks()
///     }
/// }
/// ```
///
/// Ids are per test: the root is `#1`, then coordinators are numbered in start order, so messages and
/// trees are the same on every run.
@MainActor
public final class FlowTest {
    /// The window the flows navigate.
    public let window: Window
    /// The router running the root coordinator.
    public let router: Router
    /// The virtual clock: give it to the coordinators that schedule work (timers, delays); it only moves
    /// when the test advances it (``advance(by:)``, ``runUntilIdle()``, the `wait…` helpers).
    public let clock: VirtualTimeScheduler
    /// Every release so far, in order, as values: the records hold no coordinator strongly, so the log
    /// never makes a released coordinator look leaked.
    public private(set) var releases: [CoordinatorRelease] = []

    /// How many of ``releases`` the release expectations have already accounted for.
    var checkedReleases = 0
    /// Screens that left the window, held weakly, with their owner's label when they left.
    var removedScreens: [(title: String, owner: String?, screen: WeakReference<Screen>)] = []
    /// The owner of each screen in the window when it entered it, as `Name#id` (a released owner may be
    /// gone by the time its screen is looked at).
    var screenOwners: [ObjectIdentifier: String] = [:]
    /// What the leak detector reported after each change, not yet accounted for by an expectation.
    var leakReports: [LeakReport] = []
    /// The deep-link handler, once a link was opened (see ``UserAction/open(_:)``).
    var links: DeepLinks?
    /// Gestures left in progress by ``SwipeEnding/held``.
    var heldGestures: [InteractiveGesture] = []
    /// The awaiting `wait…` helpers, resumed with `true` on any change, `false` when the main actor
    /// went idle without one.
    var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    var nextWaiter = 0
    var subscriptions: [AnyCancellable] = []
    let detector: LeakDetector

    private init(window: Window, clock: VirtualTimeScheduler) {
        self.window = window
        self.clock = clock
        router = Router(window: window)
        detector = LeakDetector(router: router)
        subscriptions = [
            router.releases.sink { [weak self] release in self?.record(release) },
            router.settledEvents.sink { [weak self] event in self?.settled(event) },
            detector.reports.sink { [weak self] report in self?.leakReports.append(report) },
        ]
    }

    /// Sets up a window and a router running `root`, the app's own root coordinator.
    ///
    /// ```swift
    /// let flow = try FlowTest(root: WelcomeFlow())
    /// flow.tap("Choose a name")
    /// ```
    ///
    /// - Parameter root: A coordinator that was never started; it shows its own screens.
    /// - Throws: ``FlowTestError/rootDidNotStart(coordinator:reason:)`` if it does not run once started.
    public convenience init<Result>(root: BaseCoordinator<Result>) throws(FlowTestError) {
        try self.init { _ in root }
    }

    /// Sets up a window and a router running the root coordinator `makeRoot` builds with the test's virtual
    /// clock.
    ///
    /// ```swift
    /// let flow = try FlowTest { clock in AppCoordinator(scheduler: clock) }
    /// await flow.waitForScreen("Lizard")   // the splash's second passes in virtual time
    /// ```
    ///
    /// - Parameter makeRoot: Builds the root coordinator from the clock its timers must run on.
    /// - Throws: ``FlowTestError/rootDidNotStart(coordinator:reason:)`` if it does not run once started.
    public convenience init<Result>(root makeRoot: (VirtualTimeScheduler) -> BaseCoordinator<Result>)
        throws(FlowTestError)
    {
        let clock = VirtualTimeScheduler()
        self.init(window: Window(), clock: clock)
        try startRoot(makeRoot(clock))
    }

    /// Sets up a window whose root is a navigation stack holding `root`, shown and owned by a test root
    /// coordinator (`TestRoot#1`): start the flow under test on it with ``push(_:)`` or ``present(_:)``.
    ///
    /// ```swift
    /// let flow = try FlowTest(stackRootedAt: Screen(title: "Settings"))
    /// ```
    ///
    /// - Parameter root: The stack's root screen, free (no place in a hierarchy).
    /// - Throws: ``FlowTestError/navigation(_:)`` if the model refuses the screen.
    public convenience init(stackRootedAt root: Screen) throws(FlowTestError) {
        let stack: NavigationStack
        do {
            stack = try NavigationStack(root: root)
        } catch {
            throw .navigation(error)
        }
        self.init(window: Window(), clock: VirtualTimeScheduler())
        try startRoot(TestRoot(showing: stack, owning: [root]))
    }

    /// Sets up a window whose root is a navigation stack holding a plain screen titled `title` (see
    /// ``init(stackRootedAt:)-(Screen)``).
    ///
    /// ```swift
    /// let flow = try FlowTest(stackRootedAt: "Profile")
    /// try flow.push(UpdateDetailsCoordinator())
    /// ```
    ///
    /// - Parameter title: The root screen's title.
    /// - Throws: ``FlowTestError/navigation(_:)`` if the model refuses the screen.
    public convenience init(stackRootedAt title: String) throws(FlowTestError) {
        try self.init(stackRootedAt: Screen(title: title))
    }

    /// Sets up a window whose root is a tab bar: each tab a navigation stack (a screen that is not a stack
    /// is put in one), shown by a test root coordinator (`TestRoot#1`) that owns each stack's root.
    ///
    /// ```swift
    /// let flow = try FlowTest(tabs: [Screen(title: "Feed"), Screen(title: "Profile")], selected: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - tabs: The tabs' screens, free (no place in a hierarchy).
    ///   - selected: The index of the tab selected first.
    /// - Throws: ``FlowTestError/navigation(_:)`` if the model refuses a screen or the selection.
    public convenience init(tabs: [Screen], selected: Int = 0) throws(FlowTestError) {
        let tabBar: TabBar
        var roots: [Screen] = []
        do throws(NavigationError) {
            var stacks: [Screen] = []
            for tab in tabs {
                let stack = if let stack = tab as? NavigationStack { stack } else { try NavigationStack(root: tab) }
                stacks.append(stack)
                if let root = stack.rootScreen { roots.append(root) }
            }
            tabBar = try TabBar(tabs: stacks, selectedIndex: selected)
        } catch {
            throw .navigation(error)
        }
        self.init(window: Window(), clock: VirtualTimeScheduler())
        try startRoot(TestRoot(showing: tabBar, owning: roots))
    }

    /// Sets up a window whose root is a tab bar of navigation stacks, each holding a plain screen titled as
    /// its tab; the first tab is selected (see ``init(tabs:selected:)``).
    ///
    /// ```swift
    /// let flow = try FlowTest(tabs: "Profile", "Other")
    /// ```
    ///
    /// - Parameter titles: The tabs' titles.
    /// - Throws: ``FlowTestError/navigation(_:)`` if the model refuses the tabs.
    public convenience init(tabs titles: String...) throws(FlowTestError) {
        try self.init(tabs: titles.map { Screen(title: $0) })
    }

    /// Starts the root coordinator, and checks that it runs.
    private func startRoot<Result>(_ root: BaseCoordinator<Result>) throws(FlowTestError) {
        do {
            try router.start(root)
        } catch {
            throw .rootDidNotStart(coordinator: root.name, reason: error.description)
        }
        guard root.isRunning else {
            let reason = root.releaseReason.map { "\($0)" } ?? "it had already run"
            throw .rootDidNotStart(coordinator: root.name, reason: reason)
        }
    }

    /// Logs a release (a value that watches the coordinator weakly).
    private func record(_ release: CoordinatorRelease) {
        releases.append(release)
        resumeWaiters(changed: true)
    }

    /// Watches the screens a change removed, weakly, and wakes the waiting helpers.
    private func settled(_ event: NavigationEvent) {
        for screen in event.added {
            if let owner = router.owner(of: screen) {
                screenOwners[ObjectIdentifier(screen)] = "\(owner.name)#\(owner.id)"
            }
        }
        for screen in event.removed {
            let owner = screenOwners.removeValue(forKey: ObjectIdentifier(screen)) ?? ownerLabel(of: screen)
            removedScreens.append((screen.title, owner, WeakReference(screen)))
        }
        resumeWaiters(changed: true)
    }

    /// The label of the coordinator that owns `screen` (running or released), from the router or from when
    /// the screen entered the window.
    func ownerLabel(of screen: Screen) -> String? {
        router.owner(of: screen).map { "\($0.name)#\($0.id)" } ?? screenOwners[ObjectIdentifier(screen)]
    }

    /// The window and the coordinators as the demo's scripts see them.
    func snapshot() -> DemoSnapshot {
        DemoSnapshot(
            window: window, router: router,
            leaks: leakReports.flatMap { "\($0)".split(separator: "\n").map(String.init) })
    }
}

/// A weak reference, so the test's records keep nothing alive.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
