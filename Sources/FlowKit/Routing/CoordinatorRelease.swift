import Signals

/// One release: which coordinator, why, and where it was in the tree.
public struct CoordinatorRelease: Sendable {
    /// The released coordinator.
    public let coordinator: Coordinator
    /// Why it was released.
    public let reason: ReleaseReason
    /// The coordinator's record in the router, which keeps its ancestors' names and ids: the path is spelled
    /// out only when read, so a release costs the same however deep the tree is.
    let lineage: RouterLink

    /// Its path in the tree when released, e.g. `["AppCoordinator#1", "TabCoordinator#3"]`.
    @MainActor
    public var path: [String] { lineage.path }
}

/// A coordinator whose `start()` threw: which one, the error, and where it was in the tree.
public struct CoordinatorStartFailure: Sendable, CustomStringConvertible {
    /// The coordinator, already released with ``ReleaseReason/startFailed(_:)``.
    public let coordinator: Coordinator
    /// What `start()` threw (or its presentation, for ``Coordinator/present(_:from:)``).
    public let error: NavigationError
    /// Its path in the tree when it failed, e.g. `["AppCoordinator#1", "SplashCoordinator#2"]`.
    public let path: [String]

    /// For example `AppCoordinator#1 > SplashCoordinator#2 failed to start: 'Splash' already has a place…`.
    public var description: String {
        "\(path.joined(separator: " > ")) failed to start: \(error)"
    }
}
