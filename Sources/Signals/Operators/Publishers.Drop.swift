extension Publisher {
    /// Omits the specified number of elements before republishing subsequent elements.
    ///
    /// Demand, as in Combine: the downstream's first request reaches the upstream increased by `count`,
    /// so the dropped elements need no demand of the downstream's own; later requests pass through. The
    /// subscription is described as `"Drop"`. A negative `count` is treated as zero (Combine traps).
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

        /// Attaches the subscriber through a subscription described as `"Drop"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, count: Swift.max(count, 0)))
        }
    }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}

extension Publishers.Drop: Sendable where Upstream: Sendable {}

extension Publishers.Drop {
    private final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `remaining` and `requested` are only read or written with `lock` held.
        typealias Input = Upstream.Output

        private var remaining: Int
        private var requested = false

        init(downstream: Downstream, count: Int) {
            remaining = count
            super.init(downstream: downstream)
        }

        var description: String { "Drop" }

        override func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            let extra = requested ? 0 : remaining
            requested = true
            let upstream = self.upstream
            lock.unlock()
            upstream?.request(demand + extra)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard upstream != nil, let downstream else {
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
            end().downstream?.receive(completion: completion)
        }
    }
}
