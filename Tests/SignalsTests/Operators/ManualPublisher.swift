import Foundation
import Signals

/// What an operator did to the upstream subscription a ``ManualPublisher`` handed it.
enum UpstreamEvent: Equatable, CustomStringConvertible {
    case requested(Subscribers.Demand)
    case cancelled

    var description: String {
        switch self {
        case .requested(let demand): "requested(\(demand))"
        case .cancelled: "cancelled"
        }
    }
}

/// A hand-driven upstream for operator tests.
///
/// It hands its single subscriber a subscription described as `"ManualSubscription"` that records every
/// request and cancel (in ``upstreamEvents``), and lets the test push values and completions directly,
/// returning the demand the subscriber answered, even after cancellation (like a racing upstream).
/// The subscription holds the publisher weakly, so the publisher keeping its subscriber after a cancel
/// forms no cycle of its own: a leak report then points at the operator or the test, not at this helper.
final class ManualPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let lock = NSLock()
    private var _upstreamEvents: [UpstreamEvent] = []
    private var subscriber: AnySubscriber<Output, Failure>?

    /// Every request and cancel the operator sent upstream, in order.
    var upstreamEvents: [UpstreamEvent] { lock.withLock { _upstreamEvents } }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.withLock { self.subscriber = AnySubscriber(subscriber) }
        subscriber.receive(subscription: ManualSubscription(parent: self))
    }

    /// Delivers a value; returns the demand the subscriber answered.
    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        let subscriber = lock.withLock { self.subscriber }
        return subscriber?.receive(value) ?? .none
    }

    /// Delivers a completion.
    func send(completion: Subscribers.Completion<Failure>) {
        let subscriber = lock.withLock { self.subscriber }
        subscriber?.receive(completion: completion)
    }

    /// Delivers another subscription to the same subscriber (a contract violation operators must survive).
    func sendSecondSubscription(_ subscription: any Subscription) {
        let subscriber = lock.withLock { self.subscriber }
        subscriber?.receive(subscription: subscription)
    }

    /// Drops the stored subscriber, as a publisher does after cancellation.
    func releaseSubscriber() {
        let subscriber = lock.withLock {
            defer { self.subscriber = nil }
            return self.subscriber
        }
        _ = subscriber
    }

    fileprivate func record(_ event: UpstreamEvent) {
        lock.withLock { _upstreamEvents.append(event) }
    }
}

/// The recording subscription of a ``ManualPublisher``.
private final class ManualSubscription<Output, Failure: Error>: Subscription, CustomStringConvertible,
    @unchecked Sendable
{
    // Safety: `parent` is only assigned in `init`; recording is locked in the parent.
    // Weak: the parent keeps its subscriber, which keeps this subscription (see ``ManualPublisher``).
    private weak var parent: ManualPublisher<Output, Failure>?

    init(parent: ManualPublisher<Output, Failure>) {
        self.parent = parent
    }

    var description: String { "ManualSubscription" }

    func request(_ demand: Subscribers.Demand) {
        parent?.record(.requested(demand))
    }

    func cancel() {
        parent?.record(.cancelled)
    }
}

/// A subscription that only records whether it was cancelled: for "second subscription" tests.
final class SpareSubscription: Subscription, @unchecked Sendable {
    // Safety: `_cancelCount` is only touched with `lock` held.
    private let lock = NSLock()
    private var _cancelCount = 0

    var cancelCount: Int { lock.withLock { _cancelCount } }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        lock.withLock { _cancelCount += 1 }
    }
}

/// An object whose lifetime tests observe with a weak reference, captured by operator closures.
final class LifetimeToken: Sendable {}

/// A thread-safe list of strings that operator closures append to, so tests compare the whole log.
final class EventLog: @unchecked Sendable {
    // Safety: `_entries` is only touched with `lock` held.
    private let lock = NSLock()
    private var _entries: [String] = []

    var entries: [String] { lock.withLock { _entries } }

    func append(_ entry: String) {
        lock.withLock { _entries.append(entry) }
    }
}

/// Feeds a `Failure == any Error` stream into a ``TrackingSubscriber`` (whose failure must be
/// `Equatable`): subscription and values pass through unchanged; a ``TestError`` failure is kept, any
/// other error is recorded as `TestError(code: -1)`.
struct AnyErrorAdapter<Value: Equatable>: Subscriber {
    typealias Input = Value
    typealias Failure = any Error

    let tracker: TrackingSubscriber<Value, TestError>
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: any Subscription) {
        tracker.receive(subscription: subscription)
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        tracker.receive(input)
    }

    func receive(completion: Subscribers.Completion<any Error>) {
        switch completion {
        case .finished: tracker.receive(completion: .finished)
        case .failure(let error): tracker.receive(completion: .failure(error as? TestError ?? TestError(code: -1)))
        }
    }
}
