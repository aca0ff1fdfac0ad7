/// What a ``Router`` does, besides releasing it, with a coordinator whose `start()` threw (see
/// ``Router/startFailurePolicy``).
///
/// ```swift
/// let router = Router(window: window)
/// router.startFailurePolicy = .publishOnly  // a test that makes a start fail on purpose
/// let failures = router.startFailures.sink { print($0) }
/// ```
public enum StartFailurePolicy: Hashable, Sendable {
    /// Publishes the failure on ``Router/startFailures`` then, in debug builds, stops with an assertion
    /// naming the coordinator and the error (release builds go on). The default: a failed start is a bug
    /// in the flow.
    case publishAndAssert
    /// Publishes the failure only, in every build: for tests that exercise a failed start, and for apps
    /// that report such failures themselves.
    case publishOnly
}
