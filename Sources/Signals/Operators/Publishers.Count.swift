extension Publisher {
    /// Publishes the number of elements received from the upstream publisher.
    ///
    /// Like Combine, it asks the upstream for `.unlimited`; the count goes out once the upstream has
    /// finished and the downstream has asked for anything. A failure is forwarded at once. The
    /// subscription is described as `"Count"`.
    ///
    /// ```swift
    /// let cancellable = ["a", "b"].publisher.count().sink { print($0) }  // prints 2
    /// ```
    ///
    /// - Returns: A publisher that consumes all elements until the upstream publisher finishes, then
    ///   emits a single value with the total number of elements received.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }
}

extension Publishers {
    /// A publisher that publishes the number of elements received from the upstream publisher.
    ///
    /// `Sendable` when its upstream is.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the number of elements.
        public typealias Output = Int

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the number of elements received from the upstream
        /// publisher.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber through a subscription described as `"Count"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingInner<Upstream.Output, Failure, S>(
                    downstream: subscriber, initial: 0, description: "Count", mapFailure: { $0 }
                ) { result, _ in
                    result? += 1
                    return .next
                })
        }
    }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}

extension Publishers.Count: Sendable where Upstream: Sendable {}
