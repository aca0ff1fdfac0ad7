import Signals

extension BaseCoordinator where Result: Sendable {
    /// Waits for the coordinator's result.
    ///
    /// Start the child first (``Coordinator/present(_:from:)`` and the other helpers), then await it. It
    /// composes with the publisher those helpers return: both see the same single outcome, whichever
    /// comes first, and a settled outcome is replayed. Cancelling the awaiting task releases the child
    /// with ``ReleaseReason/taskCancelled``: its screens leave as ``Router``'s programmatic dismissal or
    /// pop would, and its own children go with it.
    ///
    /// ```swift
    /// let compose = ComposeCoordinator()
    /// try present(compose, from: screen)
    /// do {
    ///     let saved = try await compose.value()
    /// } catch .ended(_, let reason) {
    ///     print("no result: \(reason)")  // for example `screens removed (swipe-down)`
    /// }
    /// ```
    ///
    /// - Returns: The coordinator's result.
    /// - Throws: ``CoordinatorAwaitError/ended(coordinator:reason:)`` with the release reason when it ended
    ///   without a result (``ReleaseReason/taskCancelled`` when the task was cancelled), or
    ///   ``CoordinatorAwaitError/notStarted(coordinator:)`` for a coordinator that was never started.
    public func value() async throws(CoordinatorAwaitError) -> Result {
        guard let outcome = outcome as? OutcomeChannel<Result> else { throw .notStarted(coordinator: name) }
        if Task.isCancelled { cancelForTask() }
        if let value = await OutcomePublisher<Result>(cell: outcome).firstValue() { return value }
        if Task.isCancelled { cancelForTask() }
        throw .ended(coordinator: name, reason: releaseReason ?? .taskCancelled)
    }

    /// Releases a running coordinator whose awaiting task was cancelled.
    private func cancelForTask() {
        end(for: .taskCancelled)
    }
}
