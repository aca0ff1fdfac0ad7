/// The subscription behind ``Record``, `Optional.Publisher` and `Result.Publisher`: it delivers values
/// known up front against demand, then its completion right after the last value (a completion needs no
/// demand).
///
/// With no values at all, ``attach(_:completion:appearance:to:)`` sends ``Subscriptions/empty`` and the
/// completion at once, as Combine does. Requests made from inside the subscriber are added to the
/// running delivery's demand rather than recursing; cancelling (from any thread, or from inside
/// `receive(_:)`) stops the delivery: nothing is delivered after `cancel()` returns. The values are
/// released once the completion is delivered or the subscription is cancelled.
final class ReplaySubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
    // Safety: every stored `var` is only read or written with `lock` held; the `let`s are immutable.

    /// How the subscription shows itself, as Combine's subscription for the publisher does.
    enum Appearance {
        /// Named (`"Optional"`, `"Once"`), with the value as its one unlabelled `Mirror` child; a request
        /// of `.none` traps, as in Combine.
        case named(String)
        /// A record's: described by its values (`"[1, 2]"`) until it completes or is cancelled, then
        /// `"Cancelled Events"`; `Mirror` children `sequence` and `completion`; a request of `.none` is
        /// ignored, as in Combine.
        case record
    }

    private let lock = UnfairLock()
    private var downstream: Downstream?
    /// The values to replay, `nil` once completed or cancelled; `next` indexes the next one to deliver.
    private var values: [Downstream.Input]?
    private var next = 0
    private let completion: Subscribers.Completion<Downstream.Failure>
    private let appearance: Appearance
    private var demand = Subscribers.Demand.none
    private var delivering = false

    private init(
        downstream: Downstream,
        values: [Downstream.Input],
        completion: Subscribers.Completion<Downstream.Failure>,
        appearance: Appearance
    ) {
        self.downstream = downstream
        self.values = values
        self.completion = completion
        self.appearance = appearance
    }

    /// Hands `subscriber` a subscription replaying `values` then `completion`; with no values, sends
    /// ``Subscriptions/empty`` and `completion` at once.
    static func attach(
        _ values: [Downstream.Input],
        completion: Subscribers.Completion<Downstream.Failure>,
        appearance: Appearance,
        to subscriber: Downstream
    ) {
        guard !values.isEmpty else {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        subscriber.receive(
            subscription: ReplaySubscription(
                downstream: subscriber, values: values, completion: completion, appearance: appearance))
    }

    var description: String {
        switch appearance {
        case .named(let name):
            return name
        case .record:
            return lock.withLock { values }.map { String(describing: $0) } ?? "Cancelled Events"
        }
    }

    var customMirror: Mirror {
        let values = lock.withLock { self.values }
        switch appearance {
        case .named:
            return Mirror(self, unlabeledChildren: values ?? [])
        case .record:
            let children: [Mirror.Child] = [("sequence", values ?? []), ("completion", completion)]
            return Mirror(self, children: children)
        }
    }

    var playgroundDescription: Any { description }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else {
            if case .named = appearance {
                preconditionFailure("demand must not be zero")
            }
            return
        }
        lock.lock()
        self.demand += demand
        guard !delivering else {
            // The delivering caller (maybe this one, further up the stack) picks the demand up.
            lock.unlock()
            return
        }
        delivering = true
        while let downstream, let values, self.demand > 0 {
            let value = values[next]
            next += 1
            if self.demand != .unlimited {
                self.demand -= 1
            }
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            self.demand += more
            if next == values.count, self.values != nil, let last = self.downstream.take() {
                let released = self.values.take()
                lock.unlock()
                _ = released  // released outside the lock
                last.receive(completion: completion)
                return
            }
        }
        delivering = false
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let released = (downstream.take(), values.take())
        lock.unlock()
        _ = released  // released outside the lock
    }
}
