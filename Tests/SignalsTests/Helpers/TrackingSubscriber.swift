import Foundation
import Signals

/// One event a ``TrackingSubscriber`` saw, in order.
enum TrackingEvent<Value: Equatable, Failure: Error & Equatable>: Equatable, CustomStringConvertible {
    /// A subscription arrived; the payload is its `description` (e.g. `"PassthroughSubject"`).
    case subscription(String)
    case value(Value)
    case completion(Subscribers.Completion<Failure>)

    var description: String {
        switch self {
        case .subscription(let name): "subscription(\(name))"
        case .value(let value): "value(\(value))"
        case .completion(.finished): "finished"
        case .completion(.failure(let error)): "failure(\(error))"
        }
    }
}

/// An error type for tests.
struct TestError: Error, Equatable, CustomStringConvertible {
    var code = 1
    var description: String { "TestError(\(code))" }
}

/// A subscriber that records every event and the demand it asked for, so tests compare whole histories.
///
/// - `initialDemand` is requested when the subscription arrives (`nil` requests nothing).
/// - `demandOnValue` computes what `receive(_:)` returns for each value.
/// It is thread-safe, so stress tests can share it.
///
/// It keeps its subscription until it completes or is cancelled (``cancel()``), then lets it go, as a
/// sink does: a subscription keeps its subscriber until it is freed (as in Combine), so a test must end
/// with every tracker it subscribed cancelled (after the assertions) or completed, or `.ci/run`'s
/// LeakSanitizer pass reports the pair as a leak. A test that pokes the subscription after the end
/// keeps its own reference (``subscription``) first.
final class TrackingSubscriber<Value: Equatable, Failure: Error & Equatable>: Subscriber, CustomStringConvertible,
    @unchecked Sendable
{
    typealias Input = Value
    typealias Event = TrackingEvent<Value, Failure>

    private let lock = NSLock()
    private var _events: [Event] = []
    private var _subscription: (any Subscription)?
    private let initialDemand: Subscribers.Demand?
    private let demandOnValue: (Value) -> Subscribers.Demand
    private let onSubscription: ((any Subscription) -> Void)?
    private let onValue: ((Value) -> Void)?

    init(
        initialDemand: Subscribers.Demand? = .unlimited,
        demandOnValue: @escaping (Value) -> Subscribers.Demand = { _ in .none },
        onSubscription: ((any Subscription) -> Void)? = nil,
        onValue: ((Value) -> Void)? = nil
    ) {
        self.initialDemand = initialDemand
        self.demandOnValue = demandOnValue
        self.onSubscription = onSubscription
        self.onValue = onValue
    }

    var description: String { "TrackingSubscriber" }

    /// Every event so far, in order.
    var events: [Event] { lock.withLock { _events } }

    /// Only the values so far.
    var values: [Value] {
        events.compactMap { if case .value(let value) = $0 { value } else { nil } }
    }

    /// The subscription received, if any.
    var subscription: (any Subscription)? { lock.withLock { _subscription } }

    func receive(subscription: any Subscription) {
        lock.withLock {
            _subscription = subscription
            _events.append(.subscription(String(describing: subscription)))
        }
        onSubscription?(subscription)
        if let initialDemand {
            subscription.request(initialDemand)
        }
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        lock.withLock { _events.append(.value(input)) }
        onValue?(input)
        return demandOnValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let released = lock.withLock {
            _events.append(.completion(completion))
            return _subscription.take()
        }
        _ = released  // let go outside the lock
    }

    /// Requests more from the stored subscription.
    func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    /// Cancels the stored subscription and lets it go.
    func cancel() {
        lock.withLock { _subscription.take() }?.cancel()
    }
}
