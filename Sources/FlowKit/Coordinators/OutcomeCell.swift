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
    /// Whether the cell itself holds a wait (the parent's ``Coordinator/onResult(of:_:)``, kept by
    /// ``OutcomeChannel``), told before the waiters: it is taken only while there is none.
    @exclusivity(unchecked) private var hasInlineWait = false

    /// Settles the outcome and tells every waiter, in the order they arrived. Does nothing if it was
    /// already settled.
    ///
    /// - Parameter outcome: The result, or `nil` for none.
    @MainActor
    func settle(_ outcome: Any?) {
        var first: OutcomeWaiter?
        var others: [OutcomeWaiter] = []
        var inline = false
        lock.withLock {
            guard !isSettled else { return }
            isSettled = true
            self.outcome = outcome
            swap(&inline, &hasInlineWait)
            swap(&first, &firstWaiter)
            swap(&others, &otherWaiters)
        }
        if inline { settleInlineWait(outcome) }
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

    /// Takes the cell's inline wait, if the outcome is not settled and nobody waits yet.
    ///
    /// - Returns: Whether the inline wait is taken; ``settleInlineWait(_:)`` is then called when it settles,
    ///   unless ``endInlineWait()`` came first.
    func beginInlineWait() -> Bool {
        lock.withLock { () -> Bool in
            guard !isSettled, !hasInlineWait, firstWaiter == nil, otherWaiters.isEmpty else { return false }
            hasInlineWait = true
            return true
        }
    }

    /// Gives the inline wait up before the outcome settled.
    func endInlineWait() {
        lock.withLock { hasInlineWait = false }
    }

    /// Tells the inline wait the outcome, before the waiters. The default does nothing.
    ///
    /// - Parameter outcome: The result, or `nil` for none.
    @MainActor
    func settleInlineWait(_ outcome: Any?) {}

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
