/// One release: which coordinator, why, and where it was in the tree.
public struct CoordinatorRelease: Sendable {
    /// The released coordinator.
    public let coordinator: Coordinator
    /// Why it was released.
    public let reason: ReleaseReason
    /// Its path in the tree when released, e.g. `["AppCoordinator#1", "TabCoordinator#3"]`.
    public let path: [String]
}
