/// A coordinator's outcome, settled once: its result, or nothing when it was released without one.
/// Waiters registered before are told when it settles; later ones at once. The value is kept as `Any`
/// (the cell is not generic), so creating, settling and waiting cost no generic metadata look-up in the
/// unspecialised coordinator code; ``OutcomePublisher`` gives it back its type.
///
/// Thread-safe: a waiter may arrive or leave on any thread (a task awaiting the result is cancelled from
/// anywhere); it is told outside the lock. The router settles it on the main actor, and tells each waiter
/// so (``OutcomeWaiter/settleOnMainActor(_:)``).
///
/// A started coordinator's cell is an ``OutcomeChannel``, which also listens to its start publisher.
@usableFromInline
class OutcomeCell: @unchecked Sendable {
    // Safety: every stored property but `lock` is read and written only under `lock`.
    private let lock = OutcomeLock()
    @exclusivity(unchecked) private var isSettled = false
    @exclusivity(unchecked) private var outcome: Any?
    /// The first waiter (usually the only one: the parent's ``Coordinator/onResult(of:_:)``), then the others.
    @exclusivity(unchecked) private var firstWaiter: OutcomeWaiter?
    @exclusivity(unchecked) private var otherWaiters: [OutcomeWaiter] = []

    /// Settles the outcome and tells every waiter, in the order they arrived. Does nothing if it was
    /// already settled.
    ///
    /// - Parameter outcome: The result, or `nil` for none.
    @MainActor
    func settle(_ outcome: Any?) {
        var first: OutcomeWaiter?
        var others: [OutcomeWaiter] = []
        lock.withLock {
            guard !isSettled else { return }
            isSettled = true
            self.outcome = outcome
            swap(&first, &firstWaiter)
            swap(&others, &otherWaiters)
        }
        first?.settleOnMainActor(outcome)
        for waiter in others { waiter.settleOnMainActor(outcome) }
    }

    /// Adds a waiter; tells it at once if the outcome is settled.
    func add(_ waiter: OutcomeWaiter) {
        var isLate = false
        var late: Any?
        lock.withLock {
            if isSettled {
                isLate = true
                late = outcome
            } else if firstWaiter == nil {
                firstWaiter = waiter
            } else {
                otherWaiters.append(waiter)
            }
        }
        if isLate { waiter.settle(late) }
    }

    /// Stops listening to the coordinator's start publisher (see ``OutcomeChannel``); the outcome and its
    /// waiters are not affected. The default does nothing.
    func stopWatching() {}

    /// Forgets a waiter that left before the outcome settled.
    func remove(_ waiter: OutcomeWaiter) {
        lock.withLock {
            if firstWaiter === waiter {
                firstWaiter = nil
                return
            }
            var index = otherWaiters.count - 1
            while index >= 0, otherWaiters[index] !== waiter { index -= 1 }
            if index >= 0 { otherWaiters.remove(at: index) }
        }
    }
}

/// What waits on an ``OutcomeCell``.
@usableFromInline
class OutcomeWaiter: @unchecked Sendable {
    // Safety: subclasses guard their own state.

    /// Told once, when the outcome settles, on any thread (a late waiter is told at once, where it
    /// arrives): the result, or `nil`. The default does nothing.
    func settle(_ outcome: Any?) {}

    /// Told once, when the router settles the outcome (on the main actor). The default calls
    /// ``settle(_:)``.
    @MainActor
    func settleOnMainActor(_ outcome: Any?) {
        settle(outcome)
    }
}
