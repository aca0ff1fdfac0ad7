import Signals

/// What ``Coordinator/onResult(of:_:)`` subscribes with: the handler and its coordinator's list of waits,
/// and no object of its own.
///
/// A child's result (``OutcomePublisher``) takes the handler into the child's ``OutcomeChannel``, which then
/// is the wait: no listener, no subscription. Any other publisher subscribes the request as it would any
/// subscriber; the request then makes a ``ResultListener`` for it when the subscription arrives, listed in
/// the coordinator's waits under the request's ``combineIdentifier``, and forwards it what the publisher
/// sends (publishers copy their subscriber, so the listener is found again by that identifier).
@usableFromInline
struct ResultRequest<Value>: Subscriber {
    @usableFromInline typealias Input = Value
    @usableFromInline typealias Failure = Never

    /// The waiting coordinator's list of waits.
    @usableFromInline let waits: ResultWaits
    /// Called once, with the result or `nil`.
    @usableFromInline let handler: (Value?) -> Void
    /// The list's generation when the wait began: a list emptied since (its coordinator was released)
    /// cancelled this wait too.
    @usableFromInline let generation: Int
    @usableFromInline let combineIdentifier = CombineIdentifier()

    @inlinable
    init(in waits: ResultWaits, handler: @escaping (Value?) -> Void) {
        self.waits = waits
        self.handler = handler
        generation = waits.generation
    }

    /// Waits on a child's outcome: inline in its channel when it is free, else with a listener of its own.
    @inlinable
    func wait(on channel: OutcomeChannel<Value>) {
        if channel.wait(for: self) { return }
        let listener = ResultListener(in: waits, handler: handler)
        waits.append(listener)  // a result already settled removes it again at once
        listener.attach(to: channel)
    }

    @usableFromInline
    func receive(subscription: any Subscription) {
        guard waits.generation == generation else {
            subscription.cancel()
            return
        }
        let listener = ResultListener(in: waits, handler: handler, identifier: combineIdentifier)
        waits.append(listener)
        listener.receive(subscription: subscription)
    }

    @usableFromInline
    func receive(_ input: Value) -> Subscribers.Demand {
        listener?.receive(input) ?? .none
    }

    @usableFromInline
    func receive(completion: Subscribers.Completion<Never>) {
        listener?.receive(completion: completion)
    }

    /// The listener made for this request's subscription, while it waits.
    private var listener: ResultListener<Value>? {
        waits.wait(identifiedBy: combineIdentifier) as? ResultListener<Value>
    }
}
