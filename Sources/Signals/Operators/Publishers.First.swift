extension Publisher {
    /// Publishes the first element of a stream, then finishes.
    ///
    /// Like Combine, `first()` asks the upstream for `.unlimited` as soon as it subscribes, whatever
    /// the downstream's demand. The first value cancels the upstream and is delivered with `.finished`
    /// once the downstream has requested anything. If the upstream finishes without a value, the
    /// downstream finishes at once; a failure is forwarded at once. The downstream sees a subscription
    /// whose `description` is `"First"`.
    ///
    /// ```swift
    /// let cancellable = subject.first().sink { print($0) }
    /// subject.send(1)  // prints 1, then the stream finishes
    /// subject.send(2)  // ignored
    /// ```
    ///
    /// - Returns: A publisher that only publishes the first element of a stream.
    @inlinable
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }
}

extension Publishers {
    /// A publisher that publishes the first element of a stream, then finishes.
    public struct First<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the first element of a stream, then finishes.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        @inlinable
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber through a subscription described as `"First"`.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(
                subscriber: FirstElementInner<Output, Failure, S>(
                    downstream: subscriber, predicate: nil, description: "First")
            )
        }
    }
}

extension Publishers.First: Equatable where Upstream: Equatable {}

extension Publishers.First: Sendable where Upstream: Sendable {}
