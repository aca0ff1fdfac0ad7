#if canImport(Combine)
    import Combine
    import Foundation

    /// A hand-driven Combine publisher of `Int` that records what its subscriber's subscription was asked:
    /// every `request` (so a test asserts the exact demands that reached the upstream) and every `cancel`.
    ///
    /// It serves one subscriber at a time. ``send(_:)`` returns the demand the subscriber returned for the
    /// value. It holds its subscription weakly (only the subscriber keeps it), so a test can see whether
    /// anything still holds the subscription. With `deliversAfterCancel`, it keeps its subscription and
    /// keeps delivering after a cancel, as an upstream does when a delivery races the cancel, to test what
    /// the subscriber does then.
    final class CombineProbe: Publisher, @unchecked Sendable {
        // Safety: every stored `var` is only touched with `lock` held.
        typealias Output = Int
        typealias Failure = TestError

        private let lock = NSLock()
        private var _requests: [Subscribers.Demand] = []
        private var _cancels = 0
        private weak var _subscription: ProbeSubscription?
        /// The subscription, kept only with `deliversAfterCancel`.
        private var kept: ProbeSubscription?
        private let deliversAfterCancel: Bool

        init(deliversAfterCancel: Bool = false) {
            self.deliversAfterCancel = deliversAfterCancel
        }

        /// Every demand requested, in order.
        var requests: [Subscribers.Demand] { lock.withLock { _requests } }

        /// How many times the subscription was cancelled.
        var cancels: Int { lock.withLock { _cancels } }

        /// The current subscription, while something else keeps it alive.
        var subscription: AnyObject? { lock.withLock { _subscription } }

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
            let subscription = ProbeSubscription(probe: self, subscriber: AnySubscriber(subscriber))
            lock.withLock {
                _subscription = subscription
                if deliversAfterCancel { kept = subscription }
            }
            subscriber.receive(subscription: subscription)
        }

        /// Delivers a value; returns the demand the subscriber returned, or `nil` if it has none.
        @discardableResult
        func send(_ value: Int) -> Subscribers.Demand? {
            lock.withLock { _subscription }?.deliver(value)
        }

        /// Delivers a completion, and forgets the subscriber.
        func send(completion: Subscribers.Completion<TestError>) {
            lock.withLock { _subscription }?.complete(completion)
        }

        fileprivate func record(_ demand: Subscribers.Demand) {
            lock.withLock { _requests.append(demand) }
        }

        fileprivate func recordCancel() -> Bool {
            lock.withLock { _cancels += 1 }
            return !deliversAfterCancel
        }
    }

    private final class ProbeSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
        // Safety: `subscriber` is only touched with `lock` held; `probe` is set once.
        private weak let probe: CombineProbe?
        private let lock = NSLock()
        private var subscriber: AnySubscriber<Int, TestError>?

        init(probe: CombineProbe, subscriber: AnySubscriber<Int, TestError>) {
            self.probe = probe
            self.subscriber = subscriber
        }

        var description: String { "CombineProbe" }

        func request(_ demand: Subscribers.Demand) {
            probe?.record(demand)
        }

        func cancel() {
            if probe?.recordCancel() ?? true {
                lock.withLock { subscriber = nil }
            }
        }

        func deliver(_ value: Int) -> Subscribers.Demand? {
            lock.withLock { subscriber }?.receive(value)
        }

        func complete(_ completion: Subscribers.Completion<TestError>) {
            let subscriber = lock.withLock {
                defer { self.subscriber = nil }
                return self.subscriber
            }
            subscriber?.receive(completion: completion)
        }
    }
#endif
