/// A `Codable` snapshot of a router's live coordinator tree, and with it of the navigation its flows show:
/// restoring it into a fresh router rebuilds the same screens and coordinators without replaying steps.
///
/// What a snapshot holds, and what a restore accepts, derives from the routes each flow declares
/// (``Routable``): each coordinator's kind and saved values, and its children.
///
/// ```swift
/// let snapshot = try router.snapshot()
/// // later, in a fresh window:
/// try snapshot.check(root: AppCoordinator.self)
/// try freshRouter.restore(snapshot, root: AppCoordinator())
/// ```
public struct NavigationSnapshot: Codable, Hashable, Sendable {
    /// The format version this FlowKit writes and reads.
    public static let currentVersion = 1

    /// The format version of this snapshot.
    public var version: Int
    /// The root coordinator.
    public var root: CoordinatorSnapshot

    /// Creates a snapshot in the current version.
    ///
    /// - Parameter root: The root coordinator's snapshot.
    public init(root: CoordinatorSnapshot) {
        version = Self.currentVersion
        self.root = root
    }

    /// Checks the whole snapshot before anything starts, against the routes the flows declare: the
    /// version, then each coordinator's kind where it appears, its saved values, its route's parameter,
    /// and how many children it runs.
    ///
    /// ```swift
    /// try snapshot.check(root: AppCoordinator.self)  // throws .unknownRoute(kind: "preferences", parent: "wakingup")
    /// ```
    ///
    /// - Parameter root: The root coordinator's type.
    /// - Throws: ``RestorationError/unknownVersion(_:supported:)``, ``RestorationError/unknownRoute(kind:parent:)``
    ///   or ``RestorationError/corrupt(_:)``.
    @MainActor
    public func check<Root: Routable>(root: Root.Type) throws(RestorationError) {
        guard version == Self.currentVersion else {
            throw .unknownVersion(version, supported: Self.currentVersion)
        }
        guard self.root.kind == Root.routes.kind else {
            throw .unknownRoute(kind: self.root.kind, parent: nil)
        }
        try Root.routes.check(self.root)
    }
}
