/// A scheduler action on its way to the thread that runs it.
///
/// ``Scheduler``'s requirements take Combine's exact closure type, `@escaping () -> Void`, which is not
/// `@Sendable`: under Swift 6 strict concurrency such a closure cannot be handed to `DispatchQueue`,
/// `OperationQueue`, a `Timer` or another thread's queue of a ``VirtualTimeScheduler``. Every scheduler
/// of Signals and SignalsFoundation that runs an action elsewhere than on the calling thread wraps it in
/// this box first, and only here is that crossing declared safe.
///
/// ```swift
/// let action = SchedulerAction(action)
/// queue.async { action() }
/// ```
package struct SchedulerAction: @unchecked Sendable {
    // Safety: this is Combine's `Scheduler` contract, which Signals keeps: the caller of `schedule`
    // hands the action over to the scheduler's execution context, and must not touch what the action
    // captures concurrently with it (nor, with a concurrent queue, rely on two runs of a repeating
    // action never overlapping). The compiler cannot check a caller's captures: that promise is the
    // caller's, as in Combine. Signals' own time operators (`receive(on:)`, `delay`, `debounce`,
    // `throttle`, `timeout`, `collect(.byTime…)`, `subscribe(on:)`) only pass closures that capture
    // `Sendable` values (their subscription or its ticket, a token, a demand): they need no such promise.
    private let body: () -> Void

    /// Boxes an action handed to a scheduler.
    ///
    /// - Parameter body: The action, run by ``callAsFunction()``.
    package init(_ body: @escaping () -> Void) {
        self.body = body
    }

    /// Runs the action.
    package func callAsFunction() {
        body()
    }
}
