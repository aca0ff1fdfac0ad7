/// One coordinator in a ``NavigationSnapshot``: its kind, the state its flow saves, and its running
/// children in order.
public struct CoordinatorSnapshot: Codable, Hashable, Sendable {
    /// The coordinator's ``Restorable/restorationKind``, for example `lizard`.
    public var kind: String
    /// The state the flow chose to save (``Restorable/savedState``).
    public var state: [String: String]
    /// The running children, in the order they started.
    public var children: [CoordinatorSnapshot]

    /// Creates a snapshot of one coordinator.
    ///
    /// - Parameters:
    ///   - kind: The coordinator's kind.
    ///   - state: Its saved state.
    ///   - children: Its children's snapshots.
    public init(kind: String, state: [String: String] = [:], children: [CoordinatorSnapshot] = []) {
        self.kind = kind
        self.state = state
        self.children = children
    }
}

extension CoordinatorSnapshot {
    /// Checks the children: at most `limit` of them, each of a kind in `allowed`, each valid for its
    /// kind (``Restorable/validate(_:)``).
    ///
    /// - Parameters:
    ///   - allowed: The kinds of coordinator this flow starts.
    ///   - limit: The most children the flow runs at once.
    /// - Throws: ``RestorationError/unknownRoute(kind:parent:)`` or ``RestorationError/corrupt(_:)``.
    @MainActor
    public func validateChildren(_ allowed: [any Restorable.Type], atMost limit: Int = .max)
        throws(RestorationError)
    {
        guard children.count <= limit else {
            throw .corrupt("\(kind) has \(children.count) children (at most \(limit))")
        }
        for child in children {
            guard let type = allowed.first(where: { $0.restorationKind == child.kind }) else {
                throw .unknownRoute(kind: child.kind, parent: kind)
            }
            try type.validate(child)
        }
    }

    /// A whole number the flow saved under `key`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - range: The values the flow writes.
    /// - Returns: The number.
    /// - Throws: ``RestorationError/corrupt(_:)`` when it is missing, not a number, or out of `range`.
    public func number(_ key: String, in range: ClosedRange<Int>) throws(RestorationError) -> Int {
        guard let text = state[key], let value = Int(text), range.contains(value) else {
            throw .corrupt("\(kind).\(key) is \(state[key].map { "\"\($0)\"" } ?? "missing") (expected \(range))")
        }
        return value
    }
}

/// A `Codable` snapshot of a router's live coordinator tree, and with it of the navigation its flows show:
/// restoring it into a fresh router rebuilds the same screens and coordinators without replaying steps.
///
/// ```swift
/// let snapshot = try router.snapshot()
/// // later, in a fresh window:
/// try snapshot.check(root: AppCoordinator.self)
/// let app = AppCoordinator(restoring: snapshot.root)
/// try freshRouter.restore(snapshot, root: app)
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

    /// Checks the whole snapshot before anything starts: the version, then every coordinator's kind and
    /// state against the routes the flows declare (``Restorable/validate(_:)``).
    ///
    /// - Parameter root: The root coordinator's type.
    /// - Throws: ``RestorationError``.
    @MainActor
    public func check<Root: Restorable>(root: Root.Type) throws(RestorationError) {
        guard version == Self.currentVersion else {
            throw .unknownVersion(version, supported: Self.currentVersion)
        }
        guard self.root.kind == Root.restorationKind else {
            throw .unknownRoute(kind: self.root.kind, parent: nil)
        }
        try Root.validate(self.root)
    }
}
