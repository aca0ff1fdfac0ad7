/// The plumbing shared by operators whose subscriber is also the downstream's subscription (Combine's
/// "wrapping" operators, such as `tryMap`, `removeDuplicates` and `prefix`).
///
/// It keeps the upstream subscription and the downstream behind ``lock``, hands itself to the
/// downstream as the subscription, forwards requests upstream, and on completion or cancellation ends
/// exactly once (``end()``): the upstream is moved out and released, the downstream is handed out once
/// for its last event, and after that, events are ignored. A subclass adds its own state, guarded by the
/// same lock, and gives it up in ``takeOperatorState()`` so that it is destroyed outside the lock.
///
/// Lifecycle, as Combine's: the subscription keeps its downstream until it is itself freed (Combine's
/// `let downstream`), not only until it ends; a subscriber that keeps its subscription after the end
/// keeps both alive, as in Combine (``Subscribers/Sink`` lets go of it on completion and on cancel).
class WrappingSubscription<Downstream: Subscriber>: Subscription, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
{
    // Safety: every stored `var`, here and in subclasses, is only read or written with `lock` held.
    let lock = UnfairLock()
    var upstream: (any Subscription)?
    var downstream: Downstream?
    var terminated = false
    /// Whether a `cancel()` that comes before the upstream subscription ends the operator, so that the
    /// subscription is cancelled when it arrives (Combine's `tryFilter`, `tryCompactMap`,
    /// `prefix(while:)`, ...); otherwise such a cancel does nothing (Combine's `drop(while:)`, ...).
    let cancelBeforeSubscriptionIsFinal: Bool

    /// - Parameters:
    ///   - downstream: The subscriber to deliver to.
    ///   - cancelBeforeSubscriptionIsFinal: Whether a cancel before the upstream subscription ends the
    ///     operator (see the property).
    init(downstream: Downstream, cancelBeforeSubscriptionIsFinal: Bool = false) {
        self.downstream = downstream
        self.cancelBeforeSubscriptionIsFinal = cancelBeforeSubscriptionIsFinal
    }

    /// What `Mirror` shows of this subscription: nothing by default; subclasses may override.
    var customMirror: Mirror {
        Mirror(self, children: [])
    }

    /// The downstream as Combine's subscriptions show it in their `Mirror`. Read with ``lock`` held.
    var downstreamForMirror: Any {
        downstream.map { $0 as Any } ?? "nil"
    }

    /// The status Combine's subscriptions show in their `Mirror`. Read with ``lock`` held.
    var statusForMirror: String {
        if terminated { return "terminal" }
        return upstream == nil ? "awaitingSubscription" : "subscribed"
    }

    /// The subscription's name (its `description`), as Combine shows it in a playground.
    var playgroundDescription: Any {
        String(describing: self)
    }

    /// Keeps the first subscription and hands `self` to the downstream; a later one is cancelled.
    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, !terminated, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
        didSubscribe()
    }

    /// Called once the downstream has received this subscription. Does nothing by default.
    func didSubscribe() {}

    /// Forwards the request upstream.
    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    /// Ends the operator and cancels the upstream.
    func cancel() {
        if cancelBeforeSubscriptionIsFinal, endBeforeSubscription() {
            return
        }
        end().upstream?.cancel()
    }

    /// Ends the operator if no upstream subscription has arrived yet, releasing the downstream and the
    /// subclass's state outside the lock; the subscription is cancelled when it arrives. Returns whether
    /// it ended the operator.
    private func endBeforeSubscription() -> Bool {
        lock.lock()
        guard upstream == nil, !terminated else {
            lock.unlock()
            return false
        }
        terminated = true
        let released = takeOperatorState()
        lock.unlock()
        _ = released
        return true
    }

    /// Ends the operator and finishes the downstream after cancelling the upstream (for operators that
    /// complete before their upstream does).
    func finishEarly() {
        let released = end()
        released.upstream?.cancel()
        released.downstream?.receive(completion: .finished)
    }

    /// Marks the end and moves out the upstream, and returns the downstream for its last event (both
    /// `nil` if it had already ended), releasing the subclass's state outside the lock. The downstream
    /// itself stays referenced until this subscription is freed, as in Combine.
    ///
    /// - Parameter beforeSubscription: Whether it also ends an operator whose upstream subscription has
    ///   not arrived yet (for an event that Combine's operator handles before its subscription); that
    ///   subscription is then cancelled when it arrives. Otherwise such an operator is left as it is.
    func end(beforeSubscription: Bool = false) -> (upstream: (any Subscription)?, downstream: Downstream?) {
        lock.lock()
        guard upstream != nil || beforeSubscription, !terminated else {
            lock.unlock()
            return (nil, nil)
        }
        let released = (upstream, downstream)
        let state = takeOperatorState()
        upstream = nil
        terminated = true
        lock.unlock()
        _ = state
        return released
    }

    /// Moves out the subclass's state (closures, buffered values) and returns it, so that it is
    /// destroyed after the lock is released. Called with ``lock`` held. Returns `nil` by default.
    func takeOperatorState() -> Any? {
        nil
    }
}
