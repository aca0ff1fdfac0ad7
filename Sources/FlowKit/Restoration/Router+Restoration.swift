/// Saving and restoring a router's coordinator tree, derived from the routes the flows declare. It keeps
/// no state and uses only the router's public API (its root, ``Router/start(_:)``) and the coordinators'.
extension Router {
    /// A snapshot of the running coordinator tree: each coordinator's kind and saved values, and the
    /// parameters of the routes that started them.
    ///
    /// The snapshot is checked as a restore would check it, so a tree that could not be restored is refused
    /// now rather than when it is read back.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(try router.snapshot())
    /// ```
    ///
    /// - Returns: The snapshot, in ``NavigationSnapshot/currentVersion``.
    /// - Throws: ``RestorationError/notRoutable(coordinator:)`` when a running coordinator is not
    ///   ``Routable``; ``RestorationError/corrupt(_:)`` when nothing runs or when a coordinator runs children
    ///   its routes cannot restore.
    public func snapshot() throws(RestorationError) -> NavigationSnapshot {
        guard let root, root.isRunning else { throw .corrupt("no root coordinator runs") }
        let snapshot = NavigationSnapshot(root: try snapshotOf(root, parameter: nil))
        if let routable = root as? any Routable { try check(snapshot, root: routable) }
        return snapshot
    }

    private func check<Root: Routable>(_ snapshot: NavigationSnapshot, root: Root) throws(RestorationError) {
        try snapshot.check(root: Root.self)
    }

    /// Checks `snapshot` in full, then starts `root` (which the app built for this snapshot) and rebuilds
    /// the snapshot's coordinators and screens under it, each started by its parent's route as a link
    /// would start it, with its saved values restored.
    ///
    /// A running child of the snapshot's kind at the snapshot's position is kept, so the children a flow's
    /// `start()` creates (its tab flows) are restored in place. A flow whose `start()` starts a child of
    /// another kind than the snapshot's (a root that shows a splash first) must be built to start on the
    /// snapshot's: otherwise the restore starts the snapshot's child beside it, or in its place for a root
    /// route, and the flow's result handler sees the first one end.
    ///
    /// ```swift
    /// let router = Router(window: Window())
    /// try router.restore(snapshot, root: AppCoordinator(startsOnTabs: snapshot.root.runs(TabCoordinator.self)))
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot.
    ///   - root: The root coordinator, never started; this router must have no root yet.
    /// - Throws: ``RestorationError``: before anything starts for a snapshot that fails the check (or a
    ///   router that already has a root, or a root that already ran); ``RestorationError/interrupted(kind:_:)``, with what it leaves,
    ///   when a flow's own code refuses a step.
    public func restore<Root: BaseCoordinator<R> & Routable, R>(_ snapshot: NavigationSnapshot, root: Root)
        throws(RestorationError)
    {
        try snapshot.check(root: Root.self)
        do {
            try start(root)
        } catch {
            throw .corrupt(error.description)
        }
        guard root.isRunning else {
            throw .interrupted(
                kind: Root.routes.kind,
                root.releaseReason.flatMap(Self.startError)
                    ?? .coordinatorReleased(coordinator: root.name))
        }
        try Root.routes.restore(root, from: snapshot.root)
    }

    private static func startError(_ reason: ReleaseReason) -> NavigationError? {
        if case .startFailed(let error) = reason { return error }
        return nil
    }
}
