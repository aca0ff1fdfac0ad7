import Foundation
import Signals

/// A publisher driven by the test: it records what its one subscriber requested and whether it
/// cancelled, and lets the test send values (seeing the demand returned) and a completion.
/// `onRequest` runs after each request is recorded, so async tests can wait for a demand.
/// The subscription holds the publisher weakly, so the publisher keeping its subscriber after a cancel
/// forms no cycle of its own: a leak report then points at the operator or the test, not at this helper.
final class SchedulingTestPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held.

    /// What the subscriber did to its subscription.
    enum Call: Equatable {
        case request(Subscribers.Demand)
        case cancel
    }

    private let lock = NSLock()
    private var subscriber: AnySubscriber<Output, Failure>?
    private var _calls: [Call] = []
    private let onRequest: (@Sendable (Subscribers.Demand) -> Void)?

    init(onRequest: (@Sendable (Subscribers.Demand) -> Void)? = nil) {
        self.onRequest = onRequest
    }

    /// Every request and cancel so far, in order.
    var calls: [Call] { lock.withLock { _calls } }

    /// Whether a subscriber has subscribed.
    var isSubscribed: Bool { lock.withLock { subscriber != nil } }

    func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        lock.withLock { self.subscriber = AnySubscriber(subscriber) }
        subscriber.receive(subscription: Subscription(publisher: self))
    }

    /// Sends a value to the subscriber and returns the demand it answered.
    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        lock.withLock { subscriber }?.receive(value) ?? .none
    }

    /// Sends a completion to the subscriber.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.withLock { subscriber }?.receive(completion: completion)
    }

    /// Drops the stored subscriber, as a publisher does once its subscriber cancelled or completed.
    ///
    /// The publisher otherwise keeps its subscriber, so tests can send after a cancel or a completion;
    /// an operator that holds its upstream publisher (`subscribe(on:)`) would then stay in a cycle.
    func releaseSubscriber() {
        let subscriber = lock.withLock {
            defer { self.subscriber = nil }
            return self.subscriber
        }
        _ = subscriber  // released outside the lock
    }

    fileprivate func record(_ call: Call) {
        lock.withLock { _calls.append(call) }
    }

    private struct Subscription: Signals.Subscription, CustomStringConvertible {
        weak var publisher: SchedulingTestPublisher?
        let combineIdentifier = CombineIdentifier()
        var description: String { "SchedulingTestPublisher" }
        func request(_ demand: Subscribers.Demand) {
            publisher?.record(.request(demand))
            publisher?.onRequest?(demand)
        }
        func cancel() { publisher?.record(.cancel) }
    }
}
