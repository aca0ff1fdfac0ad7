/// One coordinator in a ``NavigationSnapshot``: its kind, the state its flow saves, the screen routes it
/// shows, the parameter of the route that started it, and its running children in order.
///
/// ```swift
/// CoordinatorSnapshot(kind: "lizard", state: ["items": "1"], children: [CoordinatorSnapshot(kind: "compose")])
/// ```
public struct CoordinatorSnapshot: Codable, Hashable, Sendable {
    /// The coordinator's ``Routes/kind``, for example `lizard`.
    public var kind: String
    /// The state the flow saves (its ``SavedValue``s), each under its key.
    public var state: [String: String]
    /// The running children, in the order they started.
    public var children: [CoordinatorSnapshot]
    /// The parameter of the route that started the coordinator, as a link writes it (`42` for
    /// `item/42`); `nil` for a route without one (and then absent from the encoded snapshot).
    public var parameter: String?
    /// The segments of the flow's screen routes it shows, in order; `nil` when it shows none (and then
    /// absent from the encoded snapshot).
    public var screens: [String]?

    /// Creates a snapshot of one coordinator.
    ///
    /// - Parameters:
    ///   - kind: The coordinator's kind.
    ///   - state: Its saved state.
    ///   - children: Its children's snapshots.
    ///   - parameter: The parameter of the route that started it.
    ///   - screens: The segments of the screen routes it shows.
    public init(
        kind: String, state: [String: String] = [:], children: [CoordinatorSnapshot] = [], parameter: String? = nil,
        screens: [String]? = nil
    ) {
        self.kind = kind
        self.state = state
        self.children = children
        self.parameter = parameter
        self.screens = screens
    }

    /// Whether the coordinator runs a child of this flow type: what a root built for a snapshot reads to
    /// start on the snapshot's first flow rather than its usual one (a splash).
    ///
    /// ```swift
    /// let app = AppCoordinator(startsOnTabs: snapshot.root.runs(TabCoordinator.self))
    /// ```
    ///
    /// - Parameter type: A flow type.
    /// - Returns: Whether one of the children is of that flow's kind.
    @MainActor
    public func runs<Flow: Routable>(_ type: Flow.Type) -> Bool {
        children.contains { $0.kind == Flow.routes.kind }
    }
}
