/// The subscription behind ``Record``, `Optional.Publisher` and `Result.Publisher`: it delivers values
/// known up front against demand, then its completion right after the last value (a completion needs no
/// demand).
///
/// With no values at all, ``attach(_:completion:description:to:)`` sends ``Subscriptions/empty`` and
/// the completion at once, as Combine does. Requests made from inside the subscriber are added to the
/// running delivery's demand rather than recursing; cancelling (from any thread, or from inside
/// `receive(_:)`) stops the delivery: nothing is delivered after `cancel()` returns.
final class ReplaySubscription<Downstream: Subscriber>: Subscription, ReflectedByName,
    @unchecked Sendable
{
    // Safety: every stored `var` is only read or written with `lock` held.
    private let lock = UnfairLock()
    private var downstream: Downstream?
    private var values: PendingFIFO<Downstream.Input>
    private var completion: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var delivering = false

    /// What the downstream sees as the subscription's description (`"Record"`, `"Optional"`, `"Once"`).
    let description: String

    private init(
        downstream: Downstream,
        values: [Downstream.Input],
        completion: Subscribers.Completion<Downstream.Failure>,
        description: String
    ) {
        self.downstream = downstream
        self.values = PendingFIFO(values)
        self.completion = completion
        self.description = description
    }

    /// Hands `subscriber` a subscription replaying `values` then `completion`; with no values, sends
    /// ``Subscriptions/empty`` and `completion` at once.
    static func attach(
        _ values: [Downstream.Input],
        completion: Subscribers.Completion<Downstream.Failure>,
        description: String,
        to subscriber: Downstream
    ) {
        guard !values.isEmpty else {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        subscriber.receive(
            subscription: ReplaySubscription(
                downstream: subscriber, values: values, completion: completion, description: description))
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        self.demand += demand
        guard !delivering else {
            // The delivering caller (maybe this one, further up the stack) picks the demand up.
            lock.unlock()
            return
        }
        delivering = true
        while let downstream, self.demand > 0, let value = values.popFirst() {
            if self.demand != .unlimited {
                self.demand -= 1
            }
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            self.demand += more
            if values.isEmpty, let last = self.downstream.take() {
                lock.unlock()
                last.receive(completion: completion)
                return
            }
        }
        delivering = false
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let released = (downstream.take(), values)
        values.removeAll()
        lock.unlock()
        _ = released  // released outside the lock
    }
}
