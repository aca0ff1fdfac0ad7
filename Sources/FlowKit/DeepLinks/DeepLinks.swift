import Signals

/// Opens an app's deep links on a router: parses them, checks them against the routes the flows declare
/// (``Routable``), and shows them with minimal change, or queues one until the flow that takes it runs.
///
/// It owns the deep-link state (the queued link, the dropped-link publisher) and drives the router only
/// through the coordinators' routes and the router's published releases and events. Create one per
/// router, next to it, and keep it as long as the app opens links.
///
/// ```swift
/// let links = DeepLinks(router: router, scheme: "demo")
/// try links.open("demo://wakingup/settings/compose")  // .applied, or .queued during the splash
/// links.current                                        // demo://wakingup/settings/compose
/// links.dropped.sink { print($0) }                     // a queued link that was never shown, and why
/// ```
@MainActor
public final class DeepLinks {
    /// The router whose coordinators show the links.
    public let router: Router
    /// The scheme of the app's links, for example `demo`.
    public let scheme: String

    /// The queued link.
    private var queued: DeepLink?
    /// The coordinator the queued link waits behind (a splash), held weakly.
    private weak var waitingBehind: Coordinator?
    /// The router's releases and events, watched while a link waits.
    private var watches: [AnyCancellable] = []
    private let droppedSubject = PassthroughSubject<DroppedDeepLink, Never>()

    /// Creates the deep-link handler of a router.
    ///
    /// ```swift
    /// let links = DeepLinks(router: router, scheme: "demo")
    /// ```
    ///
    /// - Parameters:
    ///   - router: The router; its root coordinator must be ``Routable`` to take links.
    ///   - scheme: The scheme of the app's links.
    public init(router: Router, scheme: String) {
        self.router = router
        self.scheme = scheme
    }

    /// Opens a deep link from whatever state the app is in.
    ///
    /// The link is parsed strictly, checked in full against the routes the flows declare, then against the
    /// running coordinators, before anything moves: a refused link leaves the navigation, the coordinators
    /// and their state untouched (see ``DeepLinkError``). A valid link keeps the running flows that already
    /// show its segments and releases the rest with ``ReleaseReason/deepLink``. While the flow that takes
    /// links does not run yet (a splash shows), the link is queued, and shows itself as soon as that flow
    /// runs; a newer link replaces it, and one that can no longer be shown is published on ``dropped``.
    ///
    /// ```swift
    /// switch try links.open("demo://wakingup/settings/compose") {
    /// case .applied: break  // the screens show the link
    /// case .queued: break   // shown when the splash is done, or published on `dropped`
    /// }
    /// ```
    ///
    /// - Parameter text: The link.
    /// - Returns: Whether it was applied or queued.
    /// - Throws: A ``DeepLinkError`` naming the bad part.
    @discardableResult
    public func open(_ text: String) throws(DeepLinkError) -> DeepLinkResult {
        guard let root = router.root as? any Routable, root.isRunning else { throw .noHandler }
        let link = try DeepLink(parsing: text)
        guard link.scheme == scheme else { throw .unknownScheme(scheme: link.scheme, expected: scheme) }
        try checkRoute(type(of: root), link.route[...])
        var plan = LinkPlan(router: router)
        let outcome: LinkPlan.Outcome
        do {
            outcome = try plan.plan(root, link.route[...])
        } catch {
            throw .navigationFailed(error)
        }
        if case .waiting(let behind) = outcome {
            queue(link, behind: behind)
            return .queued
        }
        if let previous = take(), previous != link { drop(previous, .replaced(by: link)) }
        return try show(link, with: plan)
    }

    /// The queued link, if any: `demo://profile` after opening it during the splash.
    public var pending: DeepLink? { queued }

    /// Queued links that were never shown, and why, as they are dropped.
    ///
    /// ```swift
    /// links.dropped.sink { print($0) }  // demo://lizard dropped: replaced by demo://profile
    /// ```
    public var dropped: AnyPublisher<DroppedDeepLink, Never> { droppedSubject.eraseToAnyPublisher() }

    /// The link the navigation shows now, read from the routes the running flows declare: for example
    /// `demo://wakingup/settings/compose` after opening it. `nil` when the router's root is not
    /// ``Routable`` or shows none of its routes (a splash).
    ///
    /// Opening it changes nothing, unless a running child stands for none of its parent's routes (an
    /// update flow that already saved, where a route keeps only unsaved ones): the link ends above it, and
    /// opening the link releases it.
    public var current: DeepLink? {
        guard let root = router.root as? any Routable, root.isRunning else { return nil }
        let route = currentRouteOf(root)
        return route.isEmpty ? nil : DeepLink(scheme: scheme, route: route)
    }

    /// Carries out a checked plan; a part that waits (a started flow's own splash) is queued.
    @discardableResult
    private func show(_ link: DeepLink, with plan: LinkPlan) throws(DeepLinkError) -> DeepLinkResult {
        do {
            if case .waiting(let behind) = try plan.execute() {
                queue(link, behind: behind)
                return .queued
            }
        } catch {
            throw .interrupted(error, shown: current)
        }
        return .applied
    }

    private func queue(_ link: DeepLink, behind coordinator: Coordinator?) {
        if let previous = take(), previous != link { drop(previous, .replaced(by: link)) }
        queued = link
        waitingBehind = coordinator
        watches = [
            router.releases.sink { [weak self] release in self?.released(release) },
            router.settledEvents.sink { [weak self] _ in self?.retry() },
        ]
    }

    /// Drops the queued link when the coordinator it waits behind goes without finishing.
    private func released(_ release: CoordinatorRelease) {
        guard let waitingBehind, release.coordinator === waitingBehind, release.reason != .finished,
            let link = take()
        else { return }
        drop(link, .targetReleased(coordinator: release.name, reason: release.reason))
    }

    /// After each navigation change while a link waits: shows it once the flow that takes it runs.
    private func retry() {
        guard let link = queued else { return }
        guard let root = router.root as? any Routable, root.isRunning else {
            take()
            return drop(link, .failed(.noHandler))
        }
        var plan = LinkPlan(router: router)
        do {
            if case .waiting(let behind) = try plan.plan(root, link.route[...]) {
                waitingBehind = behind
                return
            }
        } catch {
            take()
            return drop(link, .failed(.navigationFailed(error)))
        }
        take()
        do {
            try show(link, with: plan)
        } catch {
            drop(link, .failed(error))
        }
    }

    /// Empties the queue and returns the link it held.
    @discardableResult
    private func take() -> DeepLink? {
        defer {
            queued = nil
            waitingBehind = nil
            watches = []
        }
        return queued
    }

    private func drop(_ link: DeepLink, _ reason: DroppedDeepLink.Reason) {
        droppedSubject.send(DroppedDeepLink(link: link, reason: reason))
    }
}
