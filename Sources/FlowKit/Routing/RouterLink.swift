/// The one door between a running coordinator and its router, and the router's record of that coordinator.
///
/// A coordinator gets its link when it starts and asks everything of the router through it: start a
/// child (``begin(_:)``), show or own screens, anchor, finish, report a failed start. The router
/// decides, and tells the coordinator what to do with its own state (``Coordinator/didRelease(_:)``,
/// ``Coordinator/deliverOutcome()``, ``Coordinator/endSubscriptions()``): it writes no field of a
/// coordinator, and a coordinator writes nothing of the link.
///
/// The link is also the router's record of the coordinator: its identity, its place in the tree (its
/// parent's link, its depth, a jump pointer for ancestor queries in O(log depth) steps), whether its flow
/// was ever in the window, the screens it owns. Records hold values and links, and never retain a
/// coordinator, so a ``CoordinatorRelease`` can keep one to spell the released coordinator's path later,
/// and a released coordinator keeps its own.
@MainActor
final class RouterLink {
    /// The coordinator's id, unique among the coordinators of its router.
    let id: Int
    /// The coordinator's type name.
    let name: String
    /// The parent's link; `nil` for the root.
    let parent: RouterLink?
    /// The number of ancestors (0 for the root).
    let depth: Int
    /// An ancestor further up: the grandparent's jump when the parent's two jumps span equal distances, the
    /// parent otherwise (a skew-binary jump pointer, as in Myers' "An applicative random-access stack"), so
    /// any ancestor is reached in O(log depth) steps.
    let jump: RouterLink?
    /// Whether the coordinator's flow was ever in the window (written by the router only): only then can
    /// it be released for leaving it.
    @exclusivity(unchecked) var wasPresent = false
    /// The screens the coordinator owns, in registration order (kept by ``ScreenOwnership`` only, and
    /// emptied by ``ownerDidDeinit()``).
    // Safety: read and written on the main actor, except by ``ownerDidDeinit()`` (see there).
    @exclusivity(unchecked) nonisolated(unsafe) var ownedScreens = OwnedScreens()
    /// The coordinator while it runs, unretained: the router's tree (its root, then each parent's
    /// children) keeps a running coordinator alive, and only the router reads it. `nil` once released.
    @exclusivity(unchecked) private(set) unowned(unsafe) var runningCoordinator: Coordinator?
    /// The coordinator once released, for as long as something else keeps it alive. A weak reference is
    /// made only then: while the coordinator runs, no side table slows its reference counting.
    @exclusivity(unchecked) private(set) weak var releasedCoordinator: Coordinator?
    /// The router; the link does not keep it alive.
    @exclusivity(unchecked) private(set) weak var router: Router?

    init(for coordinator: Coordinator, id: Int, parent: RouterLink?, router: Router) {
        self.id = id
        name = coordinator.name
        self.parent = parent
        self.router = router
        runningCoordinator = coordinator
        depth = parent.map { $0.depth + 1 } ?? 0
        if let parent, let first = parent.jump, let second = first.jump,
            parent.depth - first.depth == first.depth - second.depth
        {
            jump = second
        } else {
            jump = parent
        }
    }

    /// Called by a coordinator's `deinit` while it still runs (it was never released: its router went
    /// away first): empties its list, whose entries refer back to this record, so that neither keeps the
    /// other alive.
    ///
    /// Not isolated (a `deinit` may run on any thread), and safe: a running coordinator is deinitialised
    /// only once its router is gone (while the router exists, its tree keeps the coordinator alive), and
    /// only the router's ``ScreenOwnership`` reads the list.
    nonisolated func ownerDidDeinit() {
        ownedScreens = OwnedScreens()
    }

    /// The coordinator, running or released (while it exists).
    var coordinator: Coordinator? { runningCoordinator ?? releasedCoordinator }

    /// Records (for the router) that `coordinator`, this link's, was released. Given by the caller, which
    /// holds it, rather than read from ``runningCoordinator`` (which would take a retain to make the weak
    /// reference from).
    func recordRelease(of coordinator: Coordinator) {
        releasedCoordinator = coordinator
        runningCoordinator = nil
    }

    /// The window the coordinator shows its screens in, or `nil` when the router is gone.
    var window: Window? { router?.window }

    /// Gives a child that starts now its identity and its place under this coordinator.
    ///
    /// - Returns: The child's link, or `nil` when the router is gone.
    func begin(_ child: Coordinator) -> RouterLink? {
        router?.makeLink(for: child, under: self)
    }

    /// Registers `screen` as `owner`'s, then makes `change`; if it throws, the screen goes back to its
    /// previous owner and the error is rethrown.
    func show(_ screen: Screen, of owner: Coordinator, during change: () throws(NavigationError) -> Void)
        throws(NavigationError)
    {
        guard let router else { throw .coordinatorReleased(coordinator: owner.name) }
        try router.register(screen, to: owner, during: change)
    }

    /// Registers `screens` as `owner`'s, then makes `change`, as the one-screen `show` does for
    /// one screen.
    func show(_ screens: [Screen], of owner: Coordinator, during change: () throws(NavigationError) -> Void)
        throws(NavigationError)
    {
        guard let router else { throw .coordinatorReleased(coordinator: owner.name) }
        try router.register(screens, to: owner, during: change)
    }

    /// Makes `owner` the owner of `screen` (taking it from its previous owner); a screen already in the
    /// window makes `owner` present.
    func own(_ screen: Screen, by owner: Coordinator) {
        router?.own(screen, by: owner)
    }

    /// Makes `owner` the owner of the stack it is about to be presented in: held until the presentation's
    /// event (or the owner's release) says where it is.
    func ownForPresentation(_ stack: Screen, by owner: Coordinator) {
        router?.give(stack, to: owner)
    }

    /// Tells the router that `owner` moved its anchor: its presence is judged at the next removal.
    func anchorDidMove(_ owner: Coordinator) {
        router?.suspect(owner)
    }

    /// Ends `coordinator` (and its descendants) now, for `reason`: its screens leave, its parent receives
    /// its outcome.
    func finish(_ coordinator: Coordinator, reason: ReleaseReason) {
        router?.finish(coordinator, reason: reason)
    }

    /// Reports that `coordinator`'s `start()` threw, or that its presentation failed once started.
    ///
    /// - Parameter asserting: Whether the router's ``Router/startFailurePolicy`` applies (a `start()`
    ///   that threw); a failed presentation is rethrown to the caller instead.
    func startFailed(_ coordinator: Coordinator, error: NavigationError, asserting: Bool) {
        router?.startDidFail(coordinator, with: error, asserting: asserting)
    }

    /// The screens of `owner` and of its running descendants.
    func flowScreens(of owner: Coordinator) -> [Screen] {
        router?.flowScreens(of: owner) ?? []
    }

    /// The screens `owner` owns that still exist, in registration order.
    func screens(of owner: Coordinator) -> [Screen] {
        router?.ownership.screens(of: owner) ?? []
    }
}
