extension Publisher {
    /// Collects up to the specified number of elements, and then emits a single array of the
    /// collection.
    ///
    /// Demand, as in Combine: each request for `n` arrays asks the upstream for `n × count` elements,
    /// and so does each positive demand the downstream returns. When the upstream finishes, a partial
    /// array of the remaining elements goes out before `.finished` (Combine sends it without checking
    /// demand, and so does Signals); on failure the buffered elements are dropped. The subscription is
    /// described as `"CollectByCount"`. A `count` below 1 is treated as 1 (Combine traps).
    ///
    /// ```swift
    /// let cancellable = (1...5).publisher.collect(2).sink { print($0) }  // prints [1, 2], [3, 4], [5]
    /// ```
    ///
    /// - Parameter count: The maximum number of received elements to buffer before publishing.
    /// - Returns: A publisher that collects up to the specified number of elements, and then publishes
    ///   them as an array.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}

extension Publishers {
    /// A publisher that buffers a maximum number of items.
    ///
    /// `Sendable` when its upstream is.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: arrays of the upstream's elements.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of received elements to buffer before publishing.
        public let count: Int

        /// Creates a publisher that buffers a maximum number of items.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - count: The maximum number of received elements to buffer before publishing.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches the subscriber through a subscription described as `"CollectByCount"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, count: Swift.max(count, 1)))
        }
    }
}

extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}

extension Publishers.CollectByCount: Sendable where Upstream: Sendable {}

extension Publishers.CollectByCount {
    private final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `buffer` is only read or written with `lock` held.
        typealias Input = Upstream.Output

        private let count: Int
        private var buffer: [Upstream.Output] = []

        init(downstream: Downstream, count: Int) {
            self.count = count
            super.init(downstream: downstream)
        }

        var description: String { "CollectByCount" }

        /// Combine's children: the downstream, the upstream subscription, the buffer and the count.
        override var customMirror: Mirror {
            lock.lock()
            defer { lock.unlock() }
            let children: [Mirror.Child] = [
                ("downstream", downstreamForMirror), ("upstreamSubscription", upstream as Any),
                ("buffer", buffer), ("count", count),
            ]
            return Mirror(self, children: children)
        }

        override func request(_ demand: Subscribers.Demand) {
            super.request(demand * count)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard upstream != nil, let downstream else {
                lock.unlock()
                return .none
            }
            buffer.append(input)
            guard buffer.count == count else {
                lock.unlock()
                return .none
            }
            let batch = buffer
            buffer = []
            lock.unlock()
            return downstream.receive(batch) * count
        }

        /// As in Combine, a completion that comes before the upstream subscription is passed on (and
        /// that subscription is cancelled when it arrives).
        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let remaining = buffer
            buffer = []
            lock.unlock()
            guard let downstream = end(beforeSubscription: true).downstream else { return }
            if case .finished = completion, !remaining.isEmpty {
                _ = downstream.receive(remaining)
            }
            downstream.receive(completion: completion)
        }

        override func takeOperatorState() -> Any? {
            let state = buffer
            buffer = []
            return state
        }
    }
}
