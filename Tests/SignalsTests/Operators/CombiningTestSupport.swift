import Foundation
import Signals

/// What a ``ProbeSubscription`` was asked to do, in order.
enum ProbeEvent: Equatable, CustomStringConvertible {
    case requested(Subscribers.Demand)
    case cancelled

    var description: String {
        switch self {
        case .requested(let demand): "requested(\(demand))"
        case .cancelled: "cancelled"
        }
    }
}

/// A subscription that records every request and cancellation, with optional hooks run after
/// recording (outside its lock), so tests can assert demand accounting and re-enter the operator.
final class ProbeSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    private var _history: [ProbeEvent] = []
    private var _onRequest: ((Subscribers.Demand) -> Void)?
    private var _onCancel: (() -> Void)?

    var description: String { "ProbeSubscription" }

    /// Every request and cancellation so far.
    var history: [ProbeEvent] { lock.withLock { _history } }

    /// Runs after each request is recorded.
    var onRequest: ((Subscribers.Demand) -> Void)? {
        get { lock.withLock { _onRequest } }
        set { lock.withLock { _onRequest = newValue } }
    }

    /// Runs after each cancellation is recorded.
    var onCancel: (() -> Void)? {
        get { lock.withLock { _onCancel } }
        set { lock.withLock { _onCancel = newValue } }
    }

    func request(_ demand: Subscribers.Demand) {
        let hook = lock.withLock {
            _history.append(.requested(demand))
            return _onRequest
        }
        hook?(demand)
    }

    func cancel() {
        let hook = lock.withLock {
            _history.append(.cancelled)
            return _onCancel
        }
        hook?()
    }
}

/// A publisher driven by hand: it keeps the last subscriber it got, hands it `subscription` (unless
/// `nil`), and ``send(_:)`` returns the demand the subscriber answers with. It ignores demand, so tests
/// can also break the contract on purpose.
final class ProbePublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let lock = NSLock()
    private var subscriber: AnySubscriber<Output, Failure>?
    private var _subscribeCount = 0

    /// The subscription handed to each subscriber, if any.
    let subscription: ProbeSubscription?

    /// Runs when a subscriber arrives, before it receives the subscription.
    var willSubscribe: (() -> Void)?

    init(subscription: ProbeSubscription? = ProbeSubscription()) {
        self.subscription = subscription
    }

    /// How many subscribers arrived so far.
    var subscribeCount: Int { lock.withLock { _subscribeCount } }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.withLock {
            self.subscriber = AnySubscriber(subscriber)
            _subscribeCount += 1
        }
        willSubscribe?()
        if let subscription {
            subscriber.receive(subscription: subscription)
        }
    }

    /// Sends a subscription to the current subscriber.
    func send(subscription: any Subscription) {
        lock.withLock { subscriber }?.receive(subscription: subscription)
    }

    /// Sends a value to the current subscriber and returns its answer (`.none` without a subscriber).
    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        lock.withLock { subscriber }?.receive(value) ?? .none
    }

    /// Sends a completion to the current subscriber.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.withLock { subscriber }?.receive(completion: completion)
    }
}

/// A publisher that emits a fixed array, respecting demand, then finishes; its subscription's
/// description is `"ArrayTestPublisher"`. (Distinct from `Publishers.Sequence` on purpose.)
struct ArrayTestPublisher<Output: Sendable, Failure: Error>: Publisher, Sendable {
    let values: [Output]

    init(_ values: [Output], failureType: Failure.Type = Failure.self) {
        self.values = values
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Emitter(values: values, downstream: subscriber))
    }

    private final class Emitter<Downstream: Subscriber>: Subscription, CustomStringConvertible,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let lock = NSLock()
        private var remaining: ArraySlice<Output>
        private var downstream: Downstream?
        private var demand = Subscribers.Demand.none
        private var emitting = false

        init(values: [Output], downstream: Downstream) {
            remaining = values[...]
            self.downstream = downstream
        }

        var description: String { "ArrayTestPublisher" }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0)
            lock.lock()
            self.demand += demand
            guard !emitting else {
                lock.unlock()
                return
            }
            emitting = true
            while let downstream {
                if remaining.isEmpty {
                    self.downstream = nil
                    lock.unlock()
                    downstream.receive(completion: .finished)
                    return
                }
                guard self.demand > 0 else { break }
                self.demand -= 1
                let value = remaining.removeFirst()
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                self.demand += more
            }
            emitting = false
            lock.unlock()
        }

        func cancel() {
            lock.withLock { downstream = nil }
        }
    }
}

/// Remembers, weakly, every subscription handed out through a ``SpyingPublisher``, so a test can
/// check that cancelling released them.
final class SubscriptionSpy: @unchecked Sendable {
    private struct Weak {
        weak var object: AnyObject?
    }

    private let lock = NSLock()
    private var seen: [Weak] = []

    /// How many subscriptions were seen.
    var seenCount: Int { lock.withLock { seen.count } }

    /// How many of the subscriptions seen are still alive.
    var liveCount: Int { lock.withLock { seen.filter { $0.object != nil }.count } }

    fileprivate func record(_ subscription: any Subscription) {
        lock.withLock { seen.append(Weak(object: subscription as AnyObject)) }
    }
}

/// Wraps a publisher and records, weakly, the subscription it hands downstream.
struct SpyingPublisher<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    let upstream: Upstream
    let spy: SubscriptionSpy

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(Forwarder(downstream: subscriber, spy: spy))
    }

    private struct Forwarder<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let downstream: Downstream
        let spy: SubscriptionSpy
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: any Subscription) {
            spy.record(subscription)
            downstream.receive(subscription: subscription)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            downstream.receive(completion: completion)
        }
    }
}

extension Publisher {
    /// Wraps this publisher so `spy` sees the subscription it hands out.
    func spying(on spy: SubscriptionSpy) -> SpyingPublisher<Self> {
        SpyingPublisher(upstream: self, spy: spy)
    }
}

/// An unlimited-demand subscriber that records values and counts calls that overlapped another call
/// (which would mean the publisher called it concurrently).
final class OverlapDetectingSubscriber<Value>: Subscriber, @unchecked Sendable {
    typealias Input = Value
    typealias Failure = Never

    private let lock = NSLock()
    private var inside = false
    private var _overlaps = 0
    private var _values: [Value] = []
    private var _finished = false
    private var subscription: (any Subscription)?

    var values: [Value] { lock.withLock { _values } }
    var overlaps: Int { lock.withLock { _overlaps } }
    var finished: Bool { lock.withLock { _finished } }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        subscription.request(.unlimited)
    }

    /// Cancels the subscription received, if any.
    func cancel() {
        lock.withLock { subscription }?.cancel()
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        enter()
        lock.withLock { _values.append(input) }
        leave()
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        enter()
        lock.withLock { _finished = true }
        leave()
    }

    private func enter() {
        lock.withLock {
            if inside { _overlaps += 1 }
            inside = true
        }
        // Widen the window a little, so an overlap would be noticed.
        for _ in 0..<50 { _ = lock.withLock { inside } }
    }

    private func leave() {
        lock.withLock { inside = false }
    }
}

/// A connectable publisher driven by hand: it records connections and disconnections, hands every
/// subscriber the same ``ProbeSubscription`` (seen through a per-subscriber wrapper with the probe's
/// description and `combineIdentifier`), and ``send(_:)`` goes to every subscriber.
///
/// Like a real connectable publisher, it forgets a subscriber that cancels, and every subscriber once it
/// sends a completion: keeping them would hold an `autoconnect()` (which holds this publisher) in a cycle.
final class ProbeConnectable<Output, Failure: Error>: ConnectablePublisher, @unchecked Sendable {
    enum Connection: Equatable {
        case connected
        case disconnected
    }

    private let lock = NSLock()
    private var subscribers: [(id: CombineIdentifier, subscriber: AnySubscriber<Output, Failure>)] = []
    private var _connections: [Connection] = []

    /// The subscription every subscriber receives.
    let subscription = ProbeSubscription()

    /// Every connection and disconnection so far.
    var connections: [Connection] { lock.withLock { _connections } }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let share = Share(probe: subscription, parent: self)
        lock.withLock { subscribers.append((share.id, AnySubscriber(subscriber))) }
        subscriber.receive(subscription: share)
    }

    func connect() -> any Cancellable {
        lock.withLock { _connections.append(.connected) }
        return AnyCancellable { [weak self] in
            self?.lock.withLock { self?._connections.append(.disconnected) }
        }
    }

    /// Sends a value to every subscriber; returns the last one's answer.
    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        lock.withLock { subscribers }.map { $0.subscriber.receive(value) }.last ?? .none
    }

    /// Sends a completion to every subscriber, then forgets them.
    func send(completion: Subscribers.Completion<Failure>) {
        let subscribers = lock.withLock {
            defer { self.subscribers = [] }
            return self.subscribers
        }
        for entry in subscribers {
            entry.subscriber.receive(completion: completion)
        }
    }

    fileprivate func forget(_ id: CombineIdentifier) {
        let removed = lock.withLock {
            defer { subscribers.removeAll { $0.id == id } }
            return subscribers.filter { $0.id == id }
        }
        _ = removed  // released outside the lock
    }

    /// One subscriber's view of ``subscription``: forwards everything to it, and a cancel also makes
    /// the publisher forget that subscriber.
    private final class Share: Subscription, CustomStringConvertible, @unchecked Sendable {
        // Safety: `parent` is only assigned in `init`; the other stored properties are immutable.
        let probe: ProbeSubscription
        let id = CombineIdentifier()
        private weak var parent: ProbeConnectable?

        init(probe: ProbeSubscription, parent: ProbeConnectable) {
            self.probe = probe
            self.parent = parent
        }

        var description: String { probe.description }

        var combineIdentifier: CombineIdentifier { probe.combineIdentifier }

        func request(_ demand: Subscribers.Demand) {
            probe.request(demand)
        }

        func cancel() {
            probe.cancel()
            parent?.forget(id)
        }
    }
}
