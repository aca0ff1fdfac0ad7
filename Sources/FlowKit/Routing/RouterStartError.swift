/// Why ``Router/start(_:)`` refused a root coordinator. Nothing changed when it is thrown: the router keeps
/// its root (if any), and the coordinator was not started.
public enum RouterStartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The router already has a root coordinator, named here: a router runs one root for its whole life
    /// (for a fresh start, make a new router).
    case alreadyHasRoot(current: String)
    /// The coordinator was already started, by this router, another one, or a parent: a coordinator runs
    /// once.
    case alreadyStarted(coordinator: String)

    /// For example `the router already runs AppCoordinator`.
    public var description: String {
        switch self {
        case .alreadyHasRoot(let current): "the router already runs \(current)"
        case .alreadyStarted(let coordinator): "\(coordinator) was already started"
        }
    }
}
