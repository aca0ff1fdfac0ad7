import Signals

/// A coordinator's result as a publisher: the result then `finished`, or `finished` alone when the
/// coordinator was released without one; replayed to subscribers that arrive after it settled. What
/// ``Coordinator/coordinate(to:)`` and the other helpers return, erased to an `AnyPublisher`.
///
/// Inlinable (with ``Coordinator/onResult(of:_:)``), so that in the app's code, where the types are known,
/// recognising a ``ResultRequest`` costs no dynamic cast.
@usableFromInline
struct OutcomePublisher<Output>: Publisher {
    @usableFromInline typealias Failure = Never

    @usableFromInline let cell: OutcomeChannel<Output>

    @usableFromInline
    init(cell: OutcomeChannel<Output>) {
        self.cell = cell
    }

    @inlinable
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        // ``Coordinator/onResult(of:_:)`` waits on the cell directly: no subscription, no demand to count.
        if let request = subscriber as? ResultRequest<Output> {
            request.wait(on: cell)
            return
        }
        subscribeOther(subscriber)
    }

    /// Any other subscriber gets a subscription of its own.
    @usableFromInline
    func subscribeOther<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Never {
        let subscription = OutcomeSubscription(subscriber)
        subscriber.receive(subscription: subscription)
        subscription.attach(to: cell)
    }
}

/// One subscriber's view of an ``OutcomeCell``: delivers the outcome once there is demand for it.
private final class OutcomeSubscription<Downstream: Subscriber>: OutcomeWaiter, Subscription, @unchecked Sendable
where Downstream.Failure == Never {
    // Safety: `demand`, `held`, `isDone` and `cell` are read and written only under `lock`; the downstream is
    // called outside it, at most once with a value and once with the completion (`isDone` decides).
    private let downstream: Downstream
    private let lock = OutcomeLock()
    @exclusivity(unchecked) private var demand = Subscribers.Demand.none
    /// A value that arrived before any demand.
    @exclusivity(unchecked) private var held: Any?
    @exclusivity(unchecked) private var isDone = false
    @exclusivity(unchecked) private var cell: OutcomeCell?

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    func attach(to cell: OutcomeCell) {
        let attach = lock.withLock { () -> Bool in
            guard !isDone else { return false }
            self.cell = cell
            return true
        }
        if attach { cell.add(self) }
    }

    override func settle(_ outcome: Any?) {
        let delivery = lock.withLock { () -> OutcomeDelivery? in
            guard !isDone else { return nil }
            guard let outcome else {
                isDone = true
                cell = nil
                return OutcomeDelivery(value: nil)
            }
            guard demand > 0 else {
                held = outcome
                return nil
            }
            isDone = true
            cell = nil
            return OutcomeDelivery(value: outcome)
        }
        if let delivery { deliver(delivery) }
    }

    func request(_ demand: Subscribers.Demand) {
        let delivery = lock.withLock { () -> OutcomeDelivery? in
            self.demand += demand
            guard !isDone, let value = held, self.demand > 0 else { return nil }
            held = nil
            isDone = true
            cell = nil
            return OutcomeDelivery(value: value)
        }
        if let delivery { deliver(delivery) }
    }

    func cancel() {
        let cell = lock.withLock { () -> OutcomeCell? in
            isDone = true
            held = nil
            defer { self.cell = nil }
            return self.cell
        }
        cell?.remove(self)
    }

    private func deliver(_ delivery: OutcomeDelivery) {
        if let value = delivery.value {
            _ = downstream.receive(value as! Downstream.Input)
        }
        downstream.receive(completion: .finished)
    }
}

/// What an ``OutcomeSubscription`` tells its downstream, carried out of its lock (not generic, so that
/// carrying it costs no metadata look-up).
private struct OutcomeDelivery: @unchecked Sendable {
    // Safety: taken under the lock by the one call that delivers it.
    let value: Any?
}
