/// Why awaiting a coordinator's result (``BaseCoordinator/value()``) produced no value.
public enum CoordinatorAwaitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The coordinator was released without a result, for this reason (a gesture or call that removed its
    /// screens, its ancestor's release, a deep link, or the awaiting task's cancellation).
    case ended(coordinator: String, reason: ReleaseReason)
    /// The coordinator was never started, so it can never produce a result.
    case notStarted(coordinator: String)

    /// For example `ComposeCoordinator ended without a result: screens removed (swipe-down)`.
    public var description: String {
        switch self {
        case .ended(let coordinator, let reason): "\(coordinator) ended without a result: \(reason)"
        case .notStarted(let coordinator): "\(coordinator) was never started"
        }
    }
}
