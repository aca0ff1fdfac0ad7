extension Publisher {
    /// Omits the specified number of elements before republishing subsequent elements.
    ///
    /// As in Combine, the downstream receives the subscription (described as `"Drop"`) before the
    /// upstream is subscribed to; when the upstream subscription arrives, it is asked for `count` plus
    /// whatever the downstream has requested so far, so the dropped elements need no demand of the
    /// downstream's own. Later requests pass straight through. A negative `count` is treated as zero
    /// (Combine traps).
    ///
    /// ```swift
    /// let cancellable = (1...5).publisher.dropFirst(3).sink { print($0) }  // prints 4, 5
    /// ```
    ///
    /// - Parameter count: The number of elements to omit. The default is `1`.
    /// - Returns: A publisher that doesn't republish the first `count` elements.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publishers {
    /// A publisher that omits a specified number of elements before republishing later elements.
    ///
    /// `Sendable` when its upstream is.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The number of elements to drop.
        public let count: Int

        /// Creates a publisher that omits a specified number of elements before republishing later
        /// elements.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - count: The number of elements to drop.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Sends the subscription (`"Drop"`) downstream, then subscribes to the upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, count: Swift.max(count, 0))
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}

extension Publishers.Drop: Sendable where Upstream: Sendable {}

extension Publishers.Drop {
    /// The subscription `dropFirst` hands downstream before it subscribes to the upstream, as Combine
    /// does; requests made before the upstream subscription arrives are passed on with it.
    ///
    /// As Combine's: a value or completion that comes before the upstream subscription is handled as
    /// if it had come after it, a `cancel()` before it is ignored (the subscription, when it comes, is
    /// accepted), and the downstream is kept until this subscription is freed. After the completion or
    /// a cancel, nothing more is delivered (Combine passes on what a misbehaving upstream sends).
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output

        private let lock = UnfairLock()
        private let downstream: Downstream
        private var upstream: (any Subscription)?
        private var pendingDemand = Subscribers.Demand.none
        private var remaining: Int
        private var subscribed = false
        private var terminated = false

        init(downstream: Downstream, count: Int) {
            self.downstream = downstream
            remaining = count
        }

        var description: String { "Drop" }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard !subscribed, !terminated else {
                lock.unlock()
                subscription.cancel()
                return
            }
            subscribed = true
            upstream = subscription
            let demand = pendingDemand + remaining
            pendingDemand = .none
            lock.unlock()
            if demand > 0 {
                subscription.request(demand)
            }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard !terminated else {
                lock.unlock()
                return .none
            }
            if remaining > 0 {
                remaining -= 1
                lock.unlock()
                return .none
            }
            lock.unlock()
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard !terminated else {
                lock.unlock()
                return
            }
            terminated = true
            let upstream = self.upstream.take()
            lock.unlock()
            _ = upstream  // released outside the lock
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            guard !terminated else {
                lock.unlock()
                return
            }
            guard let upstream else {
                pendingDemand += demand
                lock.unlock()
                return
            }
            lock.unlock()
            upstream.request(demand)
        }

        func cancel() {
            lock.lock()
            // As Combine: a cancel before the upstream's subscription is ignored.
            guard subscribed, !terminated else {
                lock.unlock()
                return
            }
            terminated = true
            let upstream = self.upstream.take()
            lock.unlock()
            upstream?.cancel()
        }
    }
}
