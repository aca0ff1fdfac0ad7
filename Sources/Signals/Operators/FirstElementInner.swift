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
/// (``FirstElementState``): the first request and the checks after the subscription's hand-over and
/// after the value's delivery take no lock, so a one-shot cycle takes the lock twice instead of five
/// times.
@usableFromInline
final class FirstElementInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription, ReflectedByName,
    CustomStringConvertible, CustomReflectable, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
    // Safety: every stored `var` is only read or written with `lock` held; `state` as
    // ``FirstElementState`` says.
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
        self.description = description
    }

    /// The state now (a plain load: what it says may change at once, unless the lock is held and the
    /// phase is not `.searching`).
    @inlinable
    var currentState: FirstElementState {
        FirstElementState(rawValue: state.load())
    }

    /// Replaces the state with `next(current)` by compare-and-swap (a request may record its demand
    /// meanwhile, without the lock) and returns the state it replaced. Called with the lock held.
    @inlinable
    func updateState(_ next: (FirstElementState) -> FirstElementState) -> FirstElementState {
        var current = currentState
        while true {
            let (exchanged, original) = state.compareExchange(
                expected: current.rawValue, desired: next(current).rawValue)
            if exchanged {
                return current
            }
            current = FirstElementState(rawValue: original)
        }
    }

    @inlinable
    func receive(subscription: any Subscription) {
        lock.lock()
        guard currentState.phase == .awaitingSubscription else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = classBound(subscription)
        // Before `.searching` nothing changes the state without the lock: a store is enough.
        state.store(FirstElementState(.searching).rawValue)
        lock.unlock()
        downstream.receive(subscription: self)
        if currentState.phase == .searching {
            subscription.request(.unlimited)
        }
    }

    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard currentState.phase == .searching else {
            lock.unlock()
            return .none
        }
        if let predicate {
            // `first(where:)`: the predicate runs outside the lock (it is user code).
            lock.unlock()
            guard predicate(input) else { return .none }
            lock.lock()
            // Re-check: the downstream may have cancelled while the predicate ran.
            guard currentState.phase == .searching else {
                lock.unlock()
                return .none
            }
        }
        let upstream = self.upstream.take()
        let released = predicate.take()
        let deliverNow = updateState { $0.matched() }.demanded
        if !deliverNow {
            erasedFound = ErasedValue.wrap(input)  // a request that sees `.found` waits for the lock
        }
        lock.unlock()
        _ = released
        upstream?.cancel()
        if deliverNow {
            deliverAndFinish(input)
        }
        return .none
    }

    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard currentState.phase == .searching else {
            lock.unlock()
            return
        }
        let released = (upstream.take(), predicate.take())
        // As Combine: finishing with nothing found still waits for the downstream's first request (a
        // failure goes out at once).
        let failed: Bool
        if case .failure = completion {
            failed = true
        } else {
            failed = false
        }
        let left = updateState { $0.completed(failed: failed) }
        let waits = !failed && !left.demanded  // now `.found`
        lock.unlock()
        if waits {
            _ = released
            return
        }
        _ = released
        downstream.receive(completion: completion)
    }

    @inlinable
    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        var current = currentState
        while current.phase == .searching {
            // The first request is recorded without the lock; a match or completion meanwhile makes the
            // swap fail, and the loop sees its phase.
            guard let next = current.requested() else { return }
            let (exchanged, original) = state.compareExchange(expected: current.rawValue, desired: next.rawValue)
            if exchanged {
                return
            }
            current = FirstElementState(rawValue: original)
        }
        guard current.phase == .found else { return }
        lock.lock()
        // Out of `.searching`, the state changes only under the lock: a store is enough.
        guard currentState.phase == .found else {
            lock.unlock()  // cancelled, or another request delivered, meanwhile
            return
        }
        state.store(FirstElementState(.terminal, demanded: true).rawValue)
        let value = erasedFound.take()
        lock.unlock()
        if let value {
            deliverAndFinish(ErasedValue.unwrap(value, as: Input.self))
        } else {
            downstream.receive(completion: .finished)  // the upstream finished with nothing found
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

    @inlinable
    func cancel() {
        lock.lock()
        // As Combine: a cancel before the upstream's subscription is ignored (it is accepted when it comes).
        if currentState.phase == .awaitingSubscription {
            lock.unlock()
            return
        }
        let wasSearching = updateState { $0.cancelled() }.phase == .searching
        let upstream = self.upstream.take()
        let released = (predicate.take(), erasedFound.take())
        lock.unlock()
        _ = released
        if wasSearching {
            upstream?.cancel()
        }
    }

    /// Combine's reducers' children: the downstream, the value found (if any), the initial result
    /// (none) and the status.
    @usableFromInline
    var customMirror: Mirror {
        lock.lock()
        defer { lock.unlock() }
        let status: String
        switch currentState.phase {
        case .awaitingSubscription: status = "awaitingSubscription"
        case .searching: status = "subscribed"
        case .found, .terminal: status = "terminal"
        }
        let found = erasedFound.map { ErasedValue.unwrap($0, as: Input.self) }
        let children: [Mirror.Child] = [
            ("downstream", downstream), ("result", found as Any),
            ("initial", Input?.none as Any), ("status", status),
        ]
        return Mirror(self, children: children)
    }
}
