/// The subscriber and subscription behind ``Publishers/First`` and ``Publishers/FirstWhere``.
///
/// It requests `.unlimited` from the upstream right after handing itself to the downstream, whatever
/// the downstream asks for, as Combine does. The first matching value cancels the upstream; it is
/// delivered, followed by `.finished`, as soon as the downstream has asked for anything (at once if
/// it already has). An upstream that finishes before a match finishes the downstream at its first
/// request too, as Combine does (phase `.found` with no value); a failure is forwarded at once.
///
/// Lifecycle, as Combine's: the downstream is kept until the subscription is freed, not only until it
/// ends (a subscriber that keeps its subscription after the end keeps both alive, as in Combine); the
/// upstream and the predicate are released as soon as the stream ends or is cancelled. Its `Mirror` has
/// Combine's reducers' children: `downstream`, `result`, `initial` and `status`.
///
/// Performance: the state is flat (a non-generic state word plus plain fields) and the methods are
/// `@inlinable`, so the common paths specialise in the caller's module and the paths reached through
/// an existential (`request`, `cancel`) never look up generic metadata. The upstream is held
/// class-bound (``classBound(_:)``), so keeping and dropping it is a plain retain and release (an opaque
/// existential goes through its type's value witnesses and a metadata look-up); what is handed on is
/// moved out (`take()`), not copied; the downstream is lent to each call, not retained (a `let` kept
/// until this object is freed). The phase, the demand and the cancellation share one atomic word
/// (``FirstElementState``), which also says which thread owns the upstream and the value found (the
/// rule is written there once): `first()`'s one-shot cycle (subscription, request, value) takes no
/// lock, one compare-and-swap per event. The lock is left to `first(where:)`'s predicate, to a value
/// that waits for demand (also read by the `Mirror`) and to the `Mirror`.
@usableFromInline
final class FirstElementInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription, ReflectedByName,
    CustomStringConvertible, CustomReflectable, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
    // Safety: `predicate` and `erasedFound` are only read or written with `lock` held; `upstream` by the
    // thread that ``FirstElementState`` says owns it (the state word is atomic).
    @usableFromInline
    let lock = UnfairLock()
    /// A ``FirstElementState``: the phase, whether the downstream has asked, whether it cancelled.
    @usableFromInline
    let state = AtomicWord(FirstElementState(.awaitingSubscription).rawValue)
    /// The upstream subscription until the stream ends or is cancelled; class-bound (value-type
    /// subscriptions are boxed).
    @usableFromInline
    @exclusivity(unchecked) var upstream: (any AnyObject & Subscription)?
    /// The matching value, held (erased) while the downstream has not asked yet (phase `.found`).
    @usableFromInline
    @exclusivity(unchecked) var erasedFound: AnyObject?
    @usableFromInline
    @exclusivity(unchecked) var predicate: ((Input) -> Bool)?
    /// Whether there is a predicate (`first(where:)`): `first()` never touches `predicate` or the lock
    /// for it.
    @usableFromInline
    let hasPredicate: Bool
    @usableFromInline
    let description: String
    /// The subscriber, kept until the subscription is freed, as in Combine. Stored as itself, not erased:
    /// a `let` of the class is lent to each call without a retain, and destroying it in the unspecialised
    /// `deinit` reads its type from this object's metadata (no look-up, unlike an `Optional` of it).
    /// Last, so that the fields before it sit at fixed offsets.
    @usableFromInline
    let downstream: Downstream

    /// - Parameters:
    ///   - downstream: The subscriber to deliver to.
    ///   - predicate: The test a value must pass, or `nil` to take the first value.
    ///   - description: What the downstream sees as the subscription's description.
    @inlinable
    init(downstream: Downstream, predicate: ((Input) -> Bool)?, description: String) {
        self.downstream = downstream
        self.predicate = predicate
        self.hasPredicate = predicate != nil
        self.description = description
    }

    /// The state now (a relaxed load: what it says may change at once; only a compare-and-swap from it
    /// gives ownership).
    @inlinable
    var currentState: FirstElementState {
        FirstElementState(rawValue: state.load())
    }

    /// Replaces the state `current` with `next` by compare-and-swap; on failure, `current` becomes the
    /// state found.
    @inlinable
    func exchangeState(_ current: inout FirstElementState, with next: FirstElementState) -> Bool {
        let (exchanged, original) = state.compareExchange(expected: current.rawValue, desired: next.rawValue)
        current = FirstElementState(rawValue: original)
        return exchanged
    }

    @inlinable
    func receive(subscription: any Subscription) {
        var current = FirstElementState(.awaitingSubscription)
        guard exchangeState(&current, with: FirstElementState(.subscribing)) else {
            subscription.cancel()  // a second subscription
            return
        }
        upstream = classBound(subscription)
        // Publishes `upstream`; in `.subscribing` nothing else changes the state, so a store is enough.
        state.storeReleasing(FirstElementState(.searching).rawValue)
        downstream.receive(subscription: self)
        if currentState.isIn(.searching) {
            subscription.request(.unlimited)
        }
    }

    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand {
        var current = currentState
        guard current.isIn(.searching) else { return .none }
        if hasPredicate {
            lock.lock()
            let predicate = self.predicate  // `nil` once the search ended
            lock.unlock()
            // `first(where:)`: the predicate runs outside the lock (it is user code).
            guard let predicate, predicate(input) else { return .none }
            current = currentState
        }
        // Ends the search: the swap out of `.searching` decides between a match, a completion and a
        // cancel, and gives the upstream to its winner.
        while current.isIn(.searching) {
            if !current.demanded {
                if keepUntilRequested(input, searching: &current) {
                    return .none
                }
                continue  // a request or a cancel came first
            }
            if exchangeState(&current, with: current.matched()) {
                endSearch(cancellingUpstream: true)
                deliverAndFinish(input)
                return .none
            }
        }
        return .none
    }

    /// Keeps the match for the first request: writes it and publishes `.found` in one hold of the lock.
    /// Returns whether it did; if the state was no longer `searching` (`current` is then the state
    /// found), the value is taken back.
    @inlinable
    func keepUntilRequested(_ input: Input, searching current: inout FirstElementState) -> Bool {
        let wrapped = ErasedValue.wrap(input)
        lock.lock()
        erasedFound = wrapped
        guard exchangeState(&current, with: current.matched()) else {
            erasedFound = nil
            lock.unlock()
            return false  // `wrapped`, the last reference, is released outside the lock
        }
        lock.unlock()
        endSearch(cancellingUpstream: true)
        return true
    }

    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) {
        // As Combine: finishing with nothing found still waits for the downstream's first request (a
        // failure goes out at once).
        let failed: Bool
        if case .failure = completion {
            failed = true
        } else {
            failed = false
        }
        var current = currentState
        while current.isIn(.searching) {
            let demanded = current.demanded
            if exchangeState(&current, with: current.completed(failed: failed)) {
                endSearch(cancellingUpstream: false)
                if failed || demanded {
                    downstream.receive(completion: completion)
                }
                return
            }
        }
    }

    @inlinable
    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        var current = currentState
        while true {
            if current.isIn(.searching) {
                // The first request is recorded; a match or completion meanwhile makes the swap fail, and
                // the loop sees its phase.
                guard let next = current.requested() else { return }
                if exchangeState(&current, with: next) {
                    return
                }
            } else if current.isIn(.found) {
                if exchangeState(&current, with: FirstElementState(.terminal, demanded: true)) {
                    lock.lock()
                    let value = erasedFound.take()
                    lock.unlock()
                    if let value {
                        deliverAndFinish(ErasedValue.unwrap(value, as: Input.self))
                    } else {
                        downstream.receive(completion: .finished)  // the upstream finished with nothing found
                    }
                    return
                }
            } else {
                return
            }
        }
    }

    /// Delivers the value found, then the completion unless the subscriber cancelled meanwhile (from
    /// inside the value's delivery, or on another thread).
    @inlinable
    func deliverAndFinish(_ value: Input) {
        _ = downstream.receive(value)
        if !currentState.isCancelled {
            downstream.receive(completion: .finished)
        }
    }

    /// Releases what the search held, by the thread whose swap moved the state out of `.searching`: the
    /// upstream (cancelled unless it ended the stream itself) and the predicate.
    @inlinable
    func endSearch(cancellingUpstream: Bool) {
        let upstream = self.upstream.take()
        if hasPredicate {
            lock.lock()
            let released = predicate.take()
            lock.unlock()
            _ = released
        }
        if cancellingUpstream {
            upstream?.cancel()
        }
    }

    @inlinable
    func cancel() {
        var current = currentState
        // As Combine: a cancel before the upstream's subscription is ignored (it is accepted when it
        // comes); a second cancel changes nothing.
        while !current.isIn(.awaitingSubscription), !current.isIn(.subscribing), !current.isCancelled {
            let left = current
            if exchangeState(&current, with: current.cancelled()) {
                if left.isIn(.searching) {
                    endSearch(cancellingUpstream: true)
                } else if left.isIn(.found) {
                    lock.lock()
                    let released = erasedFound.take()
                    lock.unlock()
                    _ = released
                }
                return
            }
        }
    }

    /// Combine's reducers' children: the downstream, the value found (if any), the initial result
    /// (none) and the status.
    @usableFromInline
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        let phase = currentState.phase
        let status: String
        switch phase {
        case .awaitingSubscription, .subscribing: status = "awaitingSubscription"
        case .searching: status = "subscribed"
        case .found, .terminal: status = "terminal"
        }
        let found = phase == .found ? erasedFound.map { ErasedValue.unwrap($0, as: Input.self) } : nil
        let children: [Mirror.Child] = [
            ("downstream", downstream), ("result", found as Any),
            ("initial", Input?.none as Any), ("status", status),
        ]
        return Mirror(self, children: children)
    }
}
