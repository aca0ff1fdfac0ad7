import Signals

/// A coordinator that can be saved in a ``NavigationSnapshot`` and rebuilt from it.
///
/// Saving records each running coordinator's ``restorationKind`` and ``savedState``. Restoring checks
/// the whole snapshot first with ``validate(_:)`` (statically, so nothing starts for a bad one), then
/// ``restore(from:)`` walks it: each coordinator takes back its state, keeps the children its own start
/// already created, and starts the others with ``startChild(restoring:)``, as its buttons would.
@MainActor
public protocol Restorable: Coordinator {
    /// The name of this kind of coordinator in snapshots, for example `lizard`.
    static var restorationKind: String { get }

    /// The state the flow saves (for example an item count); empty by default.
    var savedState: [String: String] { get }

    /// Checks a snapshot of this kind of coordinator, and its children, moving nothing.
    ///
    /// - Parameter snapshot: The snapshot, whose ``CoordinatorSnapshot/kind`` is ``restorationKind``.
    /// - Throws: ``RestorationError/unknownRoute(kind:parent:)`` for a child kind the flow does not start,
    ///   ``RestorationError/corrupt(_:)`` for state it does not write.
    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError)

    /// Takes back the saved state (called before the children are restored).
    ///
    /// - Parameter state: What ``savedState`` returned.
    /// - Throws: The navigation model's refusal.
    func restoreState(_ state: [String: String]) throws(NavigationError)

    /// Starts the child a snapshot describes, as the flow's own button would.
    ///
    /// - Parameter snapshot: The child's snapshot.
    /// - Returns: The started child.
    /// - Throws: The navigation model's refusal.
    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator
}

extension Restorable {
    /// No state.
    public var savedState: [String: String] { [:] }

    /// Nothing to take back.
    ///
    /// - Parameter state: Ignored.
    public func restoreState(_ state: [String: String]) throws(NavigationError) {}

    /// Rebuilds this coordinator's part of a snapshot: its state, then each child in order (a running
    /// child of the same kind at the same position is kept), each restored in turn.
    ///
    /// - Parameter snapshot: This coordinator's snapshot, already checked.
    /// - Throws: The navigation model's refusal.
    public func restore(from snapshot: CoordinatorSnapshot) throws(NavigationError) {
        try restoreState(snapshot.state)
        for (index, childSnapshot) in snapshot.children.enumerated() {
            let existing = index < children.count ? children[index] : nil
            let child: Coordinator
            if let existing, let restorable = existing as? any Restorable,
                type(of: restorable).restorationKind == childSnapshot.kind
            {
                child = existing
            } else {
                child = try startChild(restoring: childSnapshot)
            }
            try (child as? any Restorable)?.restore(from: childSnapshot)
        }
    }
}

extension Router {
    /// A snapshot of the running coordinator tree.
    ///
    /// - Returns: The snapshot, in ``NavigationSnapshot/currentVersion``.
    /// - Throws: ``RestorationError/notRestorable(coordinator:)`` when a running coordinator is not
    ///   ``Restorable``, or ``RestorationError/corrupt(_:)`` when nothing runs.
    public func snapshot() throws(RestorationError) -> NavigationSnapshot {
        guard let root, root.isRunning else { throw .corrupt("no root coordinator runs") }
        return NavigationSnapshot(root: try Self.snapshot(of: root))
    }

    private static func snapshot(of coordinator: Coordinator) throws(RestorationError) -> CoordinatorSnapshot {
        guard let restorable = coordinator as? any Restorable else {
            throw .notRestorable(coordinator: coordinator.name)
        }
        var children: [CoordinatorSnapshot] = []
        for child in coordinator.children { children.append(try snapshot(of: child)) }
        return CoordinatorSnapshot(
            kind: type(of: restorable).restorationKind, state: restorable.savedState, children: children)
    }

    /// Checks `snapshot` in full, then starts `root` (which the app built for this snapshot) and rebuilds
    /// the snapshot's coordinators and screens under it. Nothing starts for a snapshot that fails the
    /// check.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot.
    ///   - root: The root coordinator, never started; this router must have no root yet.
    /// - Throws: ``RestorationError``.
    public func restore<Root: BaseCoordinator<R> & Restorable, R>(_ snapshot: NavigationSnapshot, root: Root)
        throws(RestorationError)
    {
        try snapshot.check(root: Root.self)
        guard self.root == nil else { throw .corrupt("the router already runs a root coordinator") }
        start(root)
        do {
            try root.restore(from: snapshot.root)
        } catch {
            throw .navigationFailed(error)
        }
    }
}
