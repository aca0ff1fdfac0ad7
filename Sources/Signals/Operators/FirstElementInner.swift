/// The subscriber and subscription behind ``Publishers/First`` and ``Publishers/FirstWhere``.
///
/// It requests `.unlimited` from the upstream right after handing itself to the downstream, whatever
/// the downstream asks for, as Combine does. The first matching value cancels the upstream; it is
/// delivered, followed by `.finished`, as soon as the downstream has asked for anything (at once if
/// it already has). An upstream that finishes before a match finishes the downstream at once, even
/// without demand; a failure is forwarded at once.
final class FirstElementInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
    // Safety: `state` and `predicate` are only read or written with `lock` held.
    private enum State {
        case awaitingSubscription(Downstream)
        case searching(upstream: any Subscription, downstream: Downstream, demanded: Bool)
        case found(Input, Downstream)
        case terminal
    }

    private let lock = UnfairLock()
    private var state: State
    private var predicate: ((Input) -> Bool)?
    let description: String

    /// - Parameters:
    ///   - downstream: The subscriber to deliver to.
    ///   - predicate: The test a value must pass, or `nil` to take the first value.
    ///   - description: What the downstream sees as the subscription's description.
    init(downstream: Downstream, predicate: ((Input) -> Bool)?, description: String) {
        state = .awaitingSubscription(downstream)
        self.predicate = predicate
        self.description = description
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard case .awaitingSubscription(let downstream) = state else {
            lock.unlock()
            subscription.cancel()
            return
        }
        state = .searching(upstream: subscription, downstream: downstream, demanded: false)
        lock.unlock()
        downstream.receive(subscription: self)
        lock.lock()
        let stillSearching = if case .searching = state { true } else { false }
        lock.unlock()
        if stillSearching {
            subscription.request(.unlimited)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard case .searching = state else {
            lock.unlock()
            return .none
        }
        let predicate = self.predicate
        lock.unlock()
        if let predicate, !predicate(input) {
            return .none
        }
        lock.lock()
        // Re-read: the downstream may have asked or cancelled while the predicate ran.
        guard case .searching(let upstream, let downstream, let demanded) = state else {
            lock.unlock()
            return .none
        }
        state = demanded ? .terminal : .found(input, downstream)
        let released = self.predicate
        self.predicate = nil
        lock.unlock()
        _ = released
        upstream.cancel()
        if demanded {
            _ = downstream.receive(input)
            downstream.receive(completion: .finished)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard case .searching(_, let downstream, _) = state else {
            lock.unlock()
            return
        }
        state = .terminal
        let released = predicate
        predicate = nil
        lock.unlock()
        _ = released
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        switch state {
        case .searching(let upstream, let downstream, _):
            state = .searching(upstream: upstream, downstream: downstream, demanded: true)
            lock.unlock()
        case .found(let value, let downstream):
            state = .terminal
            lock.unlock()
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .awaitingSubscription, .terminal:
            lock.unlock()
        }
    }

    func cancel() {
        lock.lock()
        let old = state
        state = .terminal
        let released = predicate
        predicate = nil
        lock.unlock()
        _ = released
        if case .searching(let upstream, _, _) = old {
            upstream.cancel()
        }
    }
}
