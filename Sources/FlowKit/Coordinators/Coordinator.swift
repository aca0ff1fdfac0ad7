import Signals

/// What every coordinator has, whatever its result type: identity, place in the coordinator tree, and
/// where it is in its life (not started, running, released).
///
/// Subclass ``BaseCoordinator``, not `Coordinator` (its initializer is internal). `Coordinator` is the type of
/// the tree's nodes (``children``, ``parent``) and of diagnostics.
///
/// A coordinator holds its children strongly and its parent and router weakly; the router records which
/// screens it owns, and the hierarchy owns the screens. Button actions should capture coordinators weakly.
@MainActor
open class Coordinator {
    /// A number unique among the coordinators of a router, assigned when the coordinator starts.
    @exclusivity(unchecked) public internal(set) var id = 0
    /// The router running this coordinator; `nil` before it starts, and once the router is gone.
    ///
    /// Read from the router's record of the coordinator, which refers to the router weakly: the
    /// coordinator keeps no weak reference of its own to set and destroy.
    ///
    /// ```swift
    /// let lingering = coordinator.router?.lingeringCoordinators ?? []
    /// ```
    public var router: Router? { record?.router }
    /// The coordinator that started this one; `nil` for the root, once released, and once its router is
    /// gone.
    ///
    /// Read from the router's records, not kept as a weak reference: a weak reference would give the
    /// parent a side table, and every retain and release of it a slower path. While the router exists,
    /// its tree keeps a running coordinator's parent alive (the parent runs too: a release takes the
    /// running descendants with it).
    ///
    /// ```swift
    /// let isTopLevel = coordinator.parent === router.root
    /// ```
    public var parent: Coordinator? {
        guard let link, let router = link.router else { return nil }
        return withExtendedLifetime(router) { link.parent?.runningCoordinator }
    }
    /// The running children, in start order.
    @exclusivity(unchecked) public internal(set) var children: [Coordinator] = []
    /// Subscriptions that live as long as the coordinator runs; emptied when it is released.
    @exclusivity(unchecked) public var cancellables = Set<AnyCancellable>()

    /// Where the coordinator is in its life; the one record of whether it runs. Only the coordinator
    /// changes it, when it begins (``begin(_:placement:parent:)``) and when the router releases it
    /// (``didRelease(_:)``).
    @exclusivity(unchecked) private(set) var lifecycle = Lifecycle.notStarted
    /// The router's record of the coordinator, running or released; `nil` before it starts. Set once, by
    /// ``begin(_:placement:parent:)``.
    @exclusivity(unchecked) private(set) var record: RouterLink?
    /// Where ``show(_:)`` puts screens; set when the coordinator begins, back to `.none` when released.
    @exclusivity(unchecked) var placement = Lifecycle.Placement.none
    /// Whether the running coordinator was anchored with ``anchor(to:)``; `false` once released.
    @exclusivity(unchecked) var isAnchored = false
    /// The anchor, while anchored and running; held weakly: an anchor that no longer exists is not in the
    /// window.
    @exclusivity(unchecked) weak var anchorScreen: Screen?
    /// The outcome for the parent, settled once when the coordinator is released: its result, or none. Made
    /// when the coordinator starts, as an ``OutcomeChannel`` that also watches the publisher returned by
    /// `start()` until the coordinator is released; kept afterwards (its subscribers may arrive late).
    @usableFromInline @exclusivity(unchecked) var outcome: OutcomeCell?
    /// What ``onResult(of:_:)`` still waits for; each leaves when its publisher finishes, the rest are
    /// cancelled when the coordinator is released.
    @exclusivity(unchecked) var resultWaits: ResultWaits?
    /// The leave guard of the coordinator's screens, set by ``guardLeaving(_:)``.
    @exclusivity(unchecked) var leaveGuard: LeaveGuard?

    init() {}

    deinit {
        // A coordinator that was never released (its router went away first) stops its watcher, which
        // does not hold it, and the waits for its children's results: a wait and the child's outcome cell
        // refer to each other until one ends, so a wait left behind would keep both (and what its handler
        // captures) alive. It also empties its record's list of screens, whose entries refer back to the
        // record.
        outcome?.stopWatching()
        if lifecycle == .running, let record { record.ownerDidDeinit() }
        if let resultWaits { for subscription in resultWaits.takeAll() { subscription.cancel() } }
    }

    /// What ``onResult(of:_:)`` still waits for, in start order.
    var resultSubscriptions: [any ResultWait] { resultWaits?.list ?? [] }

    /// The coordinator's type name, e.g. `"SettingsCoordinator"`.
    ///
    /// Computed once per type, and kept by each instance once asked: the router names coordinators as they
    /// start and when they are released.
    public var name: String {
        if let cachedName { return cachedName }
        let name = Coordinator.typeName(of: type(of: self))
        cachedName = name
        return name
    }

    /// ``name``, once asked.
    @exclusivity(unchecked) private var cachedName: String?

    /// Type names already computed (reflection costs thousands of instructions per call).
    @exclusivity(unchecked) private static var typeNames: [ObjectIdentifier: String] = [:]

    private static func typeName(of type: Coordinator.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] {
            return name
        }
        let name = String(describing: type)
        typeNames[key] = name
        return name
    }

    /// Whether the coordinator has started and is not released.
    public var isRunning: Bool { lifecycle == .running }

    /// Why the coordinator was released, or `nil` while it runs (or before it starts).
    ///
    /// ```swift
    /// if child.releaseReason == .screensRemoved(.swipeDown) { print("swiped away") }
    /// ```
    @exclusivity(unchecked) public private(set) var releaseReason: ReleaseReason?

    /// The screens this coordinator owns that still exist, in registration order (none once released).
    public var screens: [Screen] { link?.screens(of: self) ?? [] }

    /// The anchor screen of a running coordinator: when set, the coordinator is released as soon as this
    /// screen leaves the hierarchy, whatever its other screens do.
    public var anchor: Screen? { isRunning ? anchorScreen : nil }

    /// The navigation stack this coordinator pushes onto with ``show(_:)``, if it was started with
    /// ``push(_:on:)`` or ``present(_:from:)`` and runs.
    public var navigationStack: NavigationStack? {
        if isRunning, case .push(let stack) = placement { return stack }
        return nil
    }

    /// The link to the router, while the coordinator runs.
    var link: RouterLink? { lifecycle == .running ? record : nil }

    /// Ends this coordinator now, with its running descendants, for `reason`: asks its router through its
    /// link (its screens are removed once, its parent receives no value). What a cancelled awaiting task
    /// and a deep link that leads elsewhere use. Does nothing unless it runs.
    func end(for reason: ReleaseReason) {
        link?.finish(self, reason: reason)
    }

    /// The one transition into running: takes the identity and the place the router gave, joins the tree.
    func begin(_ link: RouterLink, placement: Lifecycle.Placement, parent: Coordinator?) {
        id = link.id
        record = link
        lifecycle = .running
        self.placement = placement
        parent?.children.append(self)
    }

    /// The one transition out of running, on the router's decision: records the reason, stops listening to
    /// `start()`'s publisher and leaves the tree. Does nothing unless the coordinator runs.
    func didRelease(_ reason: ReleaseReason) {
        guard let link else { return }
        lifecycle = .released
        releaseReason = reason
        placement = .none
        isAnchored = false
        anchorScreen = nil
        outcome?.stopWatching()
        // The router calls this, so it exists; the parent may have been released just before in the same
        // plan (the plan keeps it alive).
        if let parent = link.parent?.coordinator {
            var index = parent.children.count - 1
            while index >= 0, parent.children[index] !== self { index -= 1 }
            if index >= 0 { parent.children.remove(at: index) }
        }
    }

    /// Called when the coordinator is released, after every coordinator released with it was marked
    /// released and their screens removed: sends its outcome to the parent. ``BaseCoordinator`` overrides it.
    func deliverOutcome() {}

    /// Called last in a release, once every outcome was delivered: drops the coordinator's subscriptions
    /// (``cancellables``, and the results it still waited for).
    func endSubscriptions() {
        cancellables = []
        guard let resultWaits else { return }
        for subscription in resultWaits.takeAll() { subscription.cancel() }
    }
}
